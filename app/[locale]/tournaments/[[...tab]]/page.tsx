import { notFound, redirect } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { Messages } from '@/site/core/i18n/Messages';
import { localePath } from '@/site/core/i18n/locale-path';
import { promotionPageShown } from '@/site/flags/promotion-page-route';
import { LotteriesTab } from '@/site/lotteries/LotteriesTab';
import { isTournamentTab } from '@/site/tournaments/queries';
import { TournamentScreen, TournamentsScreen } from '@/site/tournaments/TournamentsScreen';

/**
 * /tournaments/{tab?} (tabs of spec C2) and /tournaments/{slug or id} (the tournament page, a
 * banner target). The lotteries tab (the lotteries feature's list) redirects to all while the
 * lotteries page is disabled (`manage-promotion-pages`).
 */
export default async function TournamentsPage({ params }: { params: Promise<{ locale: string; tab?: string[] }> }) {
  const { locale, tab = [] } = await params;
  if (!isLocale(locale) || tab.length > 1) notFound();
  const head = tab[0] ?? '';
  const lotteriesEnabled = isTournamentTab(head) && (await promotionPageShown('lotteries', locale));
  if (head === 'lotteries' && !lotteriesEnabled) redirect(localePath(locale, '/tournaments/all'));
  if (head === 'achievements') redirect(localePath(locale, '/achievements'));
  return (
    <Messages locale={locale} namespaces={['tournaments', 'widgets', ...(head === 'lotteries' ? (['lotteries'] as const) : [])]}>
      {isTournamentTab(head) ? (
        <TournamentsScreen
          locale={locale}
          tab={head}
          lotteriesEnabled={lotteriesEnabled}
          lotteriesTab={head === 'lotteries' ? <LotteriesTab locale={locale} /> : undefined}
        />
      ) : (
        <TournamentScreen locale={locale} slug={head} />
      )}
    </Messages>
  );
}
