import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { loadCatalog } from '@/messages/load';
import { CmsContent } from '@/registry/render/CmsContent';
import { localePath } from '@/site/core/i18n/locale-path';
import { Messages } from '@/site/core/i18n/Messages';
import { findStaticPage, staticPageMetadata } from '@/site/static-pages/load';
import { StaticPageView } from '@/site/static-pages/StaticPageView';
import { StaticPageError } from '@/site/static-pages/StaticPageError';
import { AwardsGrid } from '@/widgets/Awards/Awards';
import { awardsOf, withoutAwardsCarousel } from '@/widgets/Awards/queries';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const result = await findStaticPage(locale, ['awards']);
  return result.kind === 'page' ? staticPageMetadata(locale, ['awards'], result) : { title: loadCatalog(locale)['widgets.awards.pageTitle'] };
}

/**
 * /awards (spec C2): every award, the footer carousel's show-all. The `awards` CMS page (its
 * licence or AU variant first, like any static page) gives the title, the editors' text (through
 * the registry) and `meta.awards`, shown as a grid. Without that page the route still answers,
 * saying there are none yet.
 */
export default async function AwardsPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const result = await findStaticPage(locale, ['awards']);
  if (result.kind === 'error') return <StaticPageError href={localePath(locale, '/awards')} />;
  const page = result.kind === 'page' ? result.found.page : null;
  const intro = page ? withoutAwardsCarousel(page.html) : '';
  return (
    <Messages locale={locale} namespaces={['widgets']}>
      <StaticPageView
        title={page?.title ?? loadCatalog(locale)['widgets.awards.pageTitle'] ?? 'Awards'}
        contentLang={page && page.locale !== locale ? page.locale : undefined}
      >
        {intro.trim() !== '' && <CmsContent html={intro} locale={locale} source={`page ${result.kind === 'page' ? result.found.source : '/awards'}`} />}
        <AwardsGrid awards={awardsOf(page)} />
      </StaticPageView>
    </Messages>
  );
}
