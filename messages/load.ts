import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '../schemas/locales';

/** Flat react-intl catalog: message id -> ICU message. */
export type Catalog = Record<string, string>;

/**
 * A catalog with every message parsed on the server (ICU AST, what react-intl accepts beside
 * strings). The browser build has no ICU parser (next.config.ts maps it to its parser-free
 * build): the catalogs a page's payload carries arrive this way; the namespaces a popup loads in
 * the browser bring the parser with them (site/core/i18n/client-catalog.ts).
 */
export type CompiledCatalog = Record<string, MessageFormatElement[]>;

/** TYPE.literal of the ICU AST (a plain text element). */
const LITERAL = 0;

/**
 * Every message of a catalog parsed. A message that does not parse (the catalog test keeps this
 * from happening) becomes its text verbatim, which is what react-intl shows for it when it fails
 * to parse in the browser.
 */
export function compileCatalog(locale: Locale, catalog: Catalog): CompiledCatalog {
  const out: CompiledCatalog = {};
  for (const [id, message] of Object.entries(catalog)) {
    try {
      // Parsed as react-intl parses a string message (same parser, same locale).
      out[id] = new IntlMessageFormat(message, locale).getAst();
    } catch {
      out[id] = [{ type: LITERAL, value: message }];
    }
  }
  return out;
}

const root = path.join(process.cwd(), 'messages');
const cache = new Map<string, Catalog>();

/** Every `{area}.json` of one locale merged; server-only (reads the files once per process). */
export function loadCatalog(locale: Locale): Catalog {
  const hit = cache.get(locale);
  if (hit) return hit;
  const dir = path.join(root, locale);
  const merged: Catalog = {};
  if (existsSync(dir)) {
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      Object.assign(merged, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Catalog);
    }
  }
  // A missing id falls back to English rather than showing its key; the catalog test keeps this rare.
  const catalog = locale === DEFAULT_LOCALE ? merged : { ...loadCatalog(DEFAULT_LOCALE), ...merged };
  cache.set(locale, catalog);
  return catalog;
}

const areaCache = new Map<string, CompiledCatalog>();

function readArea(locale: Locale, area: string): Catalog {
  // Only plain names: a namespace comes from code, but it becomes a file path here.
  if (!/^[a-z][a-z0-9-]*$/.test(area)) return {};
  const file = path.join(root, locale, `${area}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalog) : {};
}

/**
 * Some areas (namespaces) of one locale merged, each falling back to English id by id like
 * loadCatalog, and compiled (compileCatalog) for the browser; server-only, read and parsed once
 * per process. A missing file is an empty area, so a page can name a namespace before its
 * catalog lands.
 */
export function loadAreas(locale: Locale, areas: readonly string[]): CompiledCatalog {
  const key = `${locale}:${areas.join(',')}`;
  const hit = areaCache.get(key);
  if (hit) return hit;
  const merged: Catalog = {};
  for (const area of areas) {
    if (locale !== DEFAULT_LOCALE) Object.assign(merged, readArea(DEFAULT_LOCALE, area));
    Object.assign(merged, readArea(locale, area));
  }
  const compiled = compileCatalog(locale, merged);
  areaCache.set(key, compiled);
  return compiled;
}

const rawAreaCache = new Map<string, Catalog>();

/**
 * One area of one locale as ICU strings, each id falling back to English like loadCatalog;
 * server-only, read once per process. The platform formats its mails from the `mails` area
 * (platform/mail/render.ts), so mails and pages share one set of catalogs.
 */
export function loadArea(locale: Locale, area: string): Catalog {
  const key = `${locale}:${area}`;
  const hit = rawAreaCache.get(key);
  if (hit) return hit;
  const catalog = locale === DEFAULT_LOCALE ? readArea(locale, area) : { ...readArea(DEFAULT_LOCALE, area), ...readArea(locale, area) };
  rawAreaCache.set(key, catalog);
  return catalog;
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
