import { isLocale } from '@/schemas/locales';
import { ConfigSlot } from '@/registry/render/ConfigSlot';

/**
 * The widgets marketing placed above the footer on every page (main-widget-config `footer`),
 * handed to the locale layout as its `footer` slot. They are rendered here, in a parallel route,
 * and not by the layout itself, so that no layout imports the widget registry: a client component
 * with a next/dynamic import that both a layout and a page import gets, in Turbopack's
 * per-page react-loadable-manifest, the chunks it would have inside the page's chunk group, while
 * the build only writes the ones it has in the layout's; every page whose own scripts share a
 * module with a widget then preloaded scripts that 404 (the cashbox routes, /awards). A slot's
 * `default` renders for every path, on a full load and after client navigation alike.
 */
export default async function FooterSlot({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  return <ConfigSlot location="footer" locale={locale} />;
}
