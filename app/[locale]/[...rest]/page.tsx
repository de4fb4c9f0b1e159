import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { localePath } from '@/site/core/i18n/locale-path';
import { findStaticPage, newsDate, staticPageMetadata } from '@/site/static-pages/load';
import { NewsArticleHeader } from '@/site/static-pages/NewsArticleHeader';
import { StaticPageView } from '@/site/static-pages/StaticPageView';
import { StaticPageError } from '@/site/static-pages/StaticPageError';
import { CmsContent } from '@/registry/render/CmsContent';
import { notFoundPage } from '@/site/routing/not-found-page';
import { findActiveJackpot } from '@/site/jackpots/load';
import { JackpotPage } from '@/site/jackpots/JackpotPage';
import { Messages } from '@/site/core/i18n/Messages';

type Params = Promise<{ locale: string; rest: string[] }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, rest } = await params;
  if (!isLocale(locale)) return {};
  const jackpot = rest.length === 1 ? await findActiveJackpot(rest[0]!) : null;
  if (jackpot) return { title: jackpot.name };
  return staticPageMetadata(locale, rest, await findStaticPage(locale, rest));
}

/**
 * Any path under a locale that no other route answers: an active mystic jackpot's page at
 * /{jackpotIdentifier} (spec C2); else a CMS static page by slug (spec C2/P2), the visitor's
 * licence or AU variant first; else the locale's 404 page, inside the shell.
 */
export default async function StaticPageRoute({ params }: { params: Params }) {
  const { locale, rest } = await params;
  if (!isLocale(locale)) notFound();
  // Spec C2: an active mystic jackpot's page is /{jackpotIdentifier}; any other path is a CMS page.
  const jackpot = rest.length === 1 ? await findActiveJackpot(rest[0]!) : null;
  if (jackpot)
    return (
      <Messages locale={locale} namespaces={['jackpots', 'widgets']}>
        <JackpotPage initial={jackpot} locale={locale} />
      </Messages>
    );
  const result = await findStaticPage(locale, rest);
  if (result.kind === 'missing') return notFoundPage();
  if (result.kind === 'error') return <StaticPageError href={localePath(locale, `/${rest.join('/')}`)} />;
  const { page } = result.found;
  const date = newsDate(page);
  return (
    <StaticPageView
      title={page.title}
      contentLang={page.locale === locale ? undefined : page.locale}
      header={date ? <NewsArticleHeader date={date} listHref={localePath(locale, '/news')} /> : undefined}
    >
      <CmsContent html={page.html} locale={locale} source={`page ${result.found.source}`} />
    </StaticPageView>
  );
}
