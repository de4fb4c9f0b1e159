'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import type { Locale } from '../../schemas/locales';
import { localePath } from '../../site/core/i18n/locale-path';
import { useSession } from '../../site/core/stores/StoreProvider';
import { QuestProgress } from './QuestProgress';
import { questProgressQuery, questStatusQuery } from './queries';

/** `#QuestProgress[id=winter-quest]#`: the quest from the public list, the player's progress fetched in the browser only. */
export function QuestProgressWidget({ params }: WidgetProps<ParamsOf<'QuestProgress'>>) {
  const locale = useIntl().locale as Locale;
  const signedIn = useSession((s) => s.player !== null);
  const q = useQuery(questProgressQuery(params.id, locale));
  const quest = q.data ?? null;
  const progress = useQuery({ ...questStatusQuery(quest?.id ?? 0), enabled: signedIn && quest !== null });
  return (
    <QuestProgress
      status={q.status}
      quest={quest}
      progress={signedIn ? (progress.data ?? null) : null}
      href={quest ? localePath(locale, `/action/${quest.frontend_identifier}`) : null}
    />
  );
}
