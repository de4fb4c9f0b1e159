'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { JackpotView } from '../../schemas/jackpots';
import type { Locale } from '../../schemas/locales';
import { localePath } from '../core/i18n/locale-path';
import { IntentLink } from '../core/ui/IntentLink';
import { jackpotsQuery, jackpotWinsQuery, pickJackpot } from '../../widgets/common/jackpots/queries';
import { JackpotTicker } from '../../widgets/JackpotTicker/JackpotTicker';
import { JackpotLeaderboard } from '../../widgets/JackpotLeaderboard/JackpotLeaderboard';
import styles from './Jackpots.module.css';

/**
 * The jackpot page at /{jackpotIdentifier} (spec C2): live level amounts (GET /api/jackpots,
 * refreshed by `public:jackpots`), the eligible games, the recent winners and the rules.
 */
export function JackpotPage({ initial, locale }: { initial: JackpotView; locale: Locale }) {
  const intl = useIntl();
  const jackpots = useQuery({ ...jackpotsQuery(), initialData: [initial] });
  const jackpot = pickJackpot(jackpots.data ?? [], initial.identifier) ?? initial;
  const wins = useQuery(jackpotWinsQuery());
  return (
    <article className={styles.page} data-testid="jackpot-page">
      <h1>{jackpot.name}</h1>
      <JackpotTicker status="success" jackpot={jackpot} title={intl.formatMessage({ id: 'jackpots.page.pools' })} />
      <section aria-labelledby="jackpot-games">
        <h2 id="jackpot-games">{intl.formatMessage({ id: 'jackpots.page.games' })}</h2>
        <ul className={styles.games}>
          {jackpot.game_links.map((g) => (
            <li key={g.slug}>
              <IntentLink href={`${localePath(locale, g.path)}?mode=real`}>{g.title}</IntentLink>
            </li>
          ))}
        </ul>
      </section>
      <JackpotLeaderboard status={wins.status} winners={wins.data ?? []} limit={5} initialTab="latest" jackpot={jackpot.identifier} />
      <section aria-labelledby="jackpot-rules">
        <h2 id="jackpot-rules">{intl.formatMessage({ id: 'jackpots.page.rules' })}</h2>
        <p className={styles.rules}>{jackpot.rules}</p>
      </section>
    </article>
  );
}
