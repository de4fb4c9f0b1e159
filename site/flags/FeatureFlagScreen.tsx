'use client';

import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import { localePath } from '../core/i18n/locale-path';
import { isTester } from '../licence/licence';
import { useSession } from '../core/stores/StoreProvider';
import { FeatureFlagList } from './FeatureFlagList';
import type { FeatureFlagName } from '../core/flags/flags';
import { useFeatureFlags } from '../core/flags/useFeatureFlag';
import { NotFoundView } from '../routing/NotFoundView';

/**
 * /ffc for testers (groups 21, 916). The server page answers 404 to anyone else; this part
 * follows the session too, so a tester who logs out on the page no longer sees the switches.
 */
export function FeatureFlagScreen({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const tester = useSession((s) => isTester(s.player?.statuses));
  const { flags, overrides, setFlag, reset } = useFeatureFlags();
  const [status, setStatus] = useState<string | null>(null);
  const changed = useMemo(() => new Set(Object.keys(overrides) as FeatureFlagName[]), [overrides]);
  // The locale's not-found page, as the server would have answered.
  if (!tester) return <NotFoundView homeHref={localePath(locale, '/')} />;
  return (
    <FeatureFlagList
      flags={flags}
      changed={changed}
      homeHref={localePath(locale, '/')}
      status={status}
      onToggle={(name, value) => {
        setStatus(null);
        setFlag(name, value);
      }}
      onReset={() => {
        reset();
        setStatus(intl.formatMessage({ id: 'flags.resetDone' }));
      }}
    />
  );
}
