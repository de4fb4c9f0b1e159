import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadCatalog } from '@/messages/load';
import { isLocale } from '@/schemas/locales';
import { Messages } from '@/site/core/i18n/Messages';
import { LeaderboardScreen } from '@/site/tournaments/LeaderboardScreen';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? { title: loadCatalog(locale)['tournaments.leaderboard.title'] } : {};
}

/** /leaderboard: the running tournaments' boards (site/tournaments/LeaderboardScreen), live from the public tournaments push. */
export default async function LeaderboardPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <Messages locale={locale} namespaces={['tournaments', 'widgets']}>
      <LeaderboardScreen locale={locale} />
    </Messages>
  );
}
