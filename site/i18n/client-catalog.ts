import type { Catalog } from '../../messages/load';
import type { Namespace } from './namespaces';

/**
 * Namespaces loaded in the browser: each `messages/<locale>/<namespace>.json` is its own small
 * chunk, fetched once per tab. A namespace without a file loads as empty (its ids then show as
 * ids, which the catalog test and the e2e specs catch), rather than failing the popup.
 */
const loaded = new Map<string, Promise<Catalog>>();

function loadOne(locale: string, namespace: Namespace): Promise<Catalog> {
  const key = `${locale}/${namespace}`;
  let hit = loaded.get(key);
  if (!hit) {
    hit = import(`../../messages/${locale}/${namespace}.json`).then(
      (m: { default: Catalog }) => m.default,
      () => ({}),
    );
    loaded.set(key, hit);
  }
  return hit;
}

const merged = new Map<string, Promise<Catalog>>();

/** The namespaces of one locale merged; the same promise for the same request (for React's `use`). */
export function loadNamespaces(locale: string, namespaces: readonly Namespace[]): Promise<Catalog> {
  const key = `${locale}:${namespaces.join(',')}`;
  let hit = merged.get(key);
  if (!hit) {
    hit = Promise.all(namespaces.map((n) => loadOne(locale, n))).then((parts) => Object.assign({}, ...parts) as Catalog);
    merged.set(key, hit);
  }
  return hit;
}
