import type { Catalog } from '../../../messages/load';
import type { Namespace } from './namespaces';
// These catalogs are ICU strings: the parser comes with them (see icu-parser.ts).
import './icu-parser';

/**
 * Namespaces loaded in the browser: each `messages/<locale>/<namespace>.json` is its own small
 * chunk, fetched once per tab. A namespace without a file loads as empty (its ids then show as
 * ids, which the catalog test and the e2e specs catch), rather than failing the popup. This
 * module (the map of every locale's files, and the parser) loads with the first popup that needs
 * a namespace, not with the page (client-catalog.ts).
 */
const loaded = new Map<string, Promise<Catalog>>();

function loadOne(locale: string, namespace: Namespace): Promise<Catalog> {
  const key = `${locale}/${namespace}`;
  let hit = loaded.get(key);
  if (!hit) {
    hit = import(`../../../messages/${locale}/${namespace}.json`).then(
      (m: { default: Catalog }) => m.default,
      () => ({}),
    );
    loaded.set(key, hit);
  }
  return hit;
}

/** The namespaces of one locale merged. */
export function loadFiles(locale: string, namespaces: readonly Namespace[]): Promise<Catalog> {
  return Promise.all(namespaces.map((n) => loadOne(locale, n))).then((parts) => Object.assign({}, ...parts) as Catalog);
}
