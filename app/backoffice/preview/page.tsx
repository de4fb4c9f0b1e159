import type { Metadata } from 'next';
import { DEFAULT_LOCALE, isLocale } from '../../../schemas/locales';
import { loadAreas } from '../../../messages/load';
import { FIRST_LOAD_NAMESPACES } from '../../../site/core/i18n/namespaces';
import { AppProviders } from '../../../site/providers/AppProviders';
import { PreviewHost } from '../../../backoffice/cms/PreviewHost';
import { renderPreview } from './actions';
import '../../../site/core/ui/theme.css';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The editors' preview frame: the public site's providers, catalogs and styles for `?l=`, and a
 * host that renders whatever the editor posts (backoffice/cms/PreviewFrame.tsx).
 */
export default async function BackofficePreview({ searchParams }: { searchParams: Promise<{ l?: string }> }) {
  const { l } = await searchParams;
  const locale = isLocale(l) ? l : DEFAULT_LOCALE;
  return (
    <AppProviders locale={locale} messages={loadAreas(locale, [...FIRST_LOAD_NAMESPACES, 'widgets'])} initialPlayer={null}>
      <PreviewHost locale={locale} render={renderPreview} />
    </AppProviders>
  );
}
