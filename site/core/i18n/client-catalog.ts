import type { Catalog } from '../../../messages/load';
import type { Namespace } from './namespaces';

const merged = new Map<string, Promise<Catalog>>();

/**
 * The namespaces of one locale merged, loaded in the browser (catalog-files.ts: one small chunk
 * per file, fetched once per tab, with the ICU parser their strings need); the same promise for
 * the same request (for React's `use`). The file map and the parser load with the first call,
 * so a page that opens no popup does not download them.
 */
export function loadNamespaces(locale: string, namespaces: readonly Namespace[]): Promise<Catalog> {
  const key = `${locale}:${namespaces.join(',')}`;
  let hit = merged.get(key);
  if (!hit) {
    hit = import('./catalog-files').then((m) => m.loadFiles(locale, namespaces));
    merged.set(key, hit);
  }
  return hit;
}
