'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import type { Locale } from '../../schemas/locales';
import { localePath } from '../../site/core/i18n/locale-path';
import { useJackpotWidgetShown } from '../common/jackpots/flag';
import { jackpotsQuery, pickJackpot } from '../common/jackpots/queries';
import { JackpotTicker } from './JackpotTicker';

/**
 * `#JackpotTicker[jackpot=mystic-jackpot]#`: GET /api/jackpots, refreshed by `public:jackpots`.
 * Only with the `mysticJackpots` flag on (and in preview).
 */
export function JackpotTickerWidget({ params, context }: WidgetProps<ParamsOf<'JackpotTicker'>>) {
  const locale = useIntl().locale as Locale;
  const shown = useJackpotWidgetShown(context.preview);
  const { status, data, refetch } = useQuery({ ...jackpotsQuery(), enabled: shown });
  if (!shown) return null;
  const jackpot = pickJackpot(data ?? [], params.jackpot);
  return (
    <JackpotTicker
      status={status}
      jackpot={jackpot}
      href={jackpot?.state === 'active' ? localePath(locale, `/${jackpot.identifier}`) : undefined}
      onRetry={context.preview ? () => void refetch() : undefined}
    />
  );
}
