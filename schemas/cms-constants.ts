/**
 * The CMS contract's constants and pure helpers without its zod schemas (schemas/cms/
 * re-exports all of them): page categories and licence suffixes, news and awards slugs, the
 * locale header, the localized config names and the feature flags. Code on every visitor's first page (menus, flags) imports
 * these from here so it does not load zod.
 */

/** Page categories (spec C2): where a page is linked from. `custom-page` is linked from nowhere by default. */
export const PAGE_CATEGORIES = ['top-menu', 'bottom-menu', 'bottom-menu-help', 'custom-page'] as const;

/**
 * Licence suffixes a page slug may end with (`terms-and-conditions/estonia`, spec C2/P2
 * `{name}/{license}`): the site shows the suffixed page instead of the plain one under that licence.
 */
export const PAGE_LICENCE_SUFFIXES = ['curacao', 'estonia', 'au'] as const;
export type PageLicenceSuffix = (typeof PAGE_LICENCE_SUFFIXES)[number];

/** Splits a page slug or path into its base and licence suffix: `terms/estonia` -> {base: 'terms', licence: 'estonia'}. */
export function splitLicenceSuffix(slugOrPath: string): { base: string; licence: PageLicenceSuffix | null } {
  const s = slugOrPath.replace(/^\/+/, '');
  const i = s.lastIndexOf('/');
  const last = i >= 0 ? s.slice(i + 1) : '';
  if (i > 0 && (PAGE_LICENCE_SUFFIXES as readonly string[]).includes(last)) {
    return { base: s.slice(0, i), licence: last as PageLicenceSuffix };
  }
  return { base: s, licence: null };
}

/** The page's path on the site: `/` + slug. */
export function pagePath(slug: string): string {
  return `/${slug}`;
}

export const AWARDS_PAGE_SLUG = 'awards';

export const NEWS_SLUG_PREFIX = 'news/';

export function isNewsPage(page: { slug: string }): boolean {
  return page.slug.startsWith(NEWS_SLUG_PREFIX);
}

/**
 * The header banners-config reads its locale from: the site's API client sends the page's locale
 * in `X-Locale`; without it `Accept-Language`'s first known locale, else `en`. A `?l=` query wins over both.
 */
export const LOCALE_HEADER = 'x-locale';

/** Configs kept per locale; the others have one document for every locale (schemas/cms/configs.ts checks the names). */
export const LOCALIZED_CONFIG_NAMES = ['banners-config'] as const;
export function isLocalizedConfig(name: string): boolean {
  return (LOCALIZED_CONFIG_NAMES as readonly string[]).includes(name);
}

export const FEATURE_FLAGS = [
  { name: 'disableWWW', default: true },
  { name: 'mysticJackpots', default: false },
  { name: 'showAllWidgets', default: false },
  { name: 'testQuests', default: false },
  { name: 'registrationAbTest', default: false },
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAGS)[number]['name'];
export const FEATURE_FLAG_DEFAULTS = Object.fromEntries(FEATURE_FLAGS.map((f) => [f.name, f.default])) as Record<FeatureFlagName, boolean>;

/**
 * The logo when no logo-config is published (spec P7 `logoUrl`: mobile and full), and the seed's:
 * the Reelhouse mark alone (narrow screens) and with its word mark, served from public/logo/.
 */
export const DEFAULT_LOGO_URLS = { mobile: '/logo/reelhouse-mobile.svg', full: '/logo/reelhouse-full.svg' } as const;
