import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { loadCatalog } from '@/messages/load';
import { Messages } from '@/site/core/i18n/Messages';
import { isTester } from '@/site/licence/licence';
import { requestSessionPlayer } from '@/site/core/stores/load-session';
import { FeatureFlagScreen } from '@/site/flags/FeatureFlagScreen';
import { notFoundPage } from '@/site/routing/not-found-page';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: loadCatalog(locale)['flags.title'], robots: { index: false } };
}

/**
 * /ffc, the feature-flag configuration (spec P2, C2) for testers (groups 21 and 916). Anyone else
 * gets the 404 page: the screen's existence is not advertised to players, and a guest has no
 * login to offer that would make it appear.
 */
export default async function FeatureFlagsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const player = await requestSessionPlayer();
  if (!isTester(player?.statuses)) return notFoundPage();
  return (
    <Messages locale={locale} namespaces={['flags']}>
      <FeatureFlagScreen locale={locale} />
    </Messages>
  );
}
