import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, type Locale } from '../schemas/locales';

/** Flat react-intl catalog: message id -> ICU message. */
export type Catalog = Record<string, string>;

const root = path.join(process.cwd(), 'messages');
const cache = new Map<string, Catalog>();

/** Every `{area}.json` of one locale merged; server-only (reads the files once per process). */
export function loadCatalog(locale: Locale): Catalog {
  const hit = cache.get(locale);
  if (hit) return hit;
  const dir = path.join(root, locale);
  const merged: Catalog = {};
  if (existsSync(dir)) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
      Object.assign(merged, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Catalog);
    }
  }
  // A missing id falls back to English rather than showing its key; the catalog test keeps this rare.
  const catalog = locale === DEFAULT_LOCALE ? merged : { ...loadCatalog(DEFAULT_LOCALE), ...merged };
  cache.set(locale, catalog);
  return catalog;
}

const areaCache = new Map<string, Catalog>();

function readArea(locale: Locale, area: string): Catalog {
  // Only plain names: a namespace comes from code, but it becomes a file path here.
  if (!/^[a-z][a-z0-9-]*$/.test(area)) return {};
  const file = path.join(root, locale, `${area}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalog) : {};
}

/**
 * Some areas (namespaces) of one locale merged, each falling back to English id by id like
 * loadCatalog; server-only, read once per process. A missing file is an empty area, so a page can
 * name a namespace before its catalog lands.
 */
export function loadAreas(locale: Locale, areas: readonly string[]): Catalog {
  const key = `${locale}:${areas.join(',')}`;
  const hit = areaCache.get(key);
  if (hit) return hit;
  const merged: Catalog = {};
  for (const area of areas) {
    if (locale !== DEFAULT_LOCALE) Object.assign(merged, readArea(DEFAULT_LOCALE, area));
    Object.assign(merged, readArea(locale, area));
  }
  areaCache.set(key, merged);
  return merged;
}

/** Areas and ids per locale, for the completeness test. */
export function readAreas(locale: Locale): Record<string, Catalog> {
  const dir = path.join(root, locale);
  const out: Record<string, Catalog> = {};
  if (!existsSync(dir)) return out;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    out[file] = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Catalog;
  }
  return out;
}
