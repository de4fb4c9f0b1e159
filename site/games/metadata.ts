import type { Metadata } from 'next';
import { loadCatalog } from '../../messages/load';
import { isLocale } from '../../schemas/locale-codes';
import { localePath } from '../core/i18n/locale-path';
import { categoryPath, findCategory } from './categories';
import { loadCategories, loadProviders } from '../../widgets/common/games/catalog/server';

/**
 * Titles and canonical links of the lobby's list pages (server-only). The canonical of a
 * category is its own page, so /categories/{slug} points at /pokies/{slug} (spec C2).
 */

function text(locale: string, id: string, fallback: string): string {
  return isLocale(locale) ? (loadCatalog(locale)[id] ?? fallback) : fallback;
}

const NOT_FOUND: Metadata = { robots: { index: false, follow: true } };

export async function listMetadata(locale: string, slug: string, path: string): Promise<Metadata> {
  if (!isLocale(locale)) return {};
  return { title: text(locale, `games.category.${slug}`, slug), alternates: { canonical: localePath(locale, path) } };
}

export async function categoryMetadata(locale: string, slug: string): Promise<Metadata> {
  if (!isLocale(locale)) return {};
  const categories = await loadCategories().catch(() => null);
  const category = categories && findCategory(categories, slug);
  // The 404 page (rendered, not thrown: Next adds no noindex of its own then).
  if (!category) return NOT_FOUND;
  return { title: text(locale, `games.category.${slug}`, category.title), alternates: { canonical: localePath(locale, categoryPath(category)) } };
}

export async function providerMetadata(locale: string, slug: string, page: number): Promise<Metadata> {
  if (!isLocale(locale)) return {};
  const providers = await loadProviders().catch(() => null);
  const provider = providers?.find((p) => p.slug === slug);
  if (!provider) return NOT_FOUND;
  const path = page === 1 ? `/producers/${slug}` : `/producers/${slug}/${page}`;
  const catalog = loadCatalog(locale);
  const title = (catalog[page === 1 ? 'games.provider.title' : 'games.provider.page'] ?? '{provider}')
    .replace('{provider}', provider.title)
    .replace('{page}', String(page));
  return { title, alternates: { canonical: localePath(locale, path) } };
}
