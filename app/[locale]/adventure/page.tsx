import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadCatalog } from '@/messages/load';
import { isLocale } from '@/schemas/locales';
import { Messages } from '@/site/core/i18n/Messages';
import { StaticPageView } from '@/site/static-pages/StaticPageView';
import { AdventureCalendarWidget } from '@/widgets/AdventureCalendar/AdventureCalendar.lazy';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? { title: loadCatalog(locale)['widgets.adventure.pageTitle'] } : {};
}

/**
 * /adventure: the adventure calendar (spec C3 "Adventure day"), the registry's AdventureCalendar
 * widget on its own page. The player's days come from GET /api/player/adventure in the browser
 * (nothing personal in the server's HTML); who sees them is the platform's rule (testers and the
 * config's groups).
 */
export default async function AdventurePage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <Messages locale={locale} namespaces={['widgets']}>
      <StaticPageView title={loadCatalog(locale)['widgets.adventure.pageTitle'] ?? 'Adventure'}>
        <AdventureCalendarWidget params={{ limit: 31 }} context={{ id: 'adventure-page', preview: false, device: 'desktop', locale, depth: 0 }} />
      </StaticPageView>
    </Messages>
  );
}
