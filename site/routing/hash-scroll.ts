/** Spec P2: pages scroll to the hash target, retrying every 200 ms for up to 5000 ms. */
export const HASH_SCROLL_INTERVAL_MS = 200;
export const HASH_SCROLL_TIMEOUT_MS = 5000;

/** Clock and DOM access, injectable for tests. */
export interface HashScrollEnv {
  find: (id: string) => { scrollIntoView: () => void } | null;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  now: () => number;
}

/**
 * Scroll to the element named by a hash once it exists (content may render after the page does).
 * Returns a cancel function.
 */
export function scrollToHashTarget(hash: string, env: HashScrollEnv): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return () => undefined;
  const found = env.find(id);
  if (found) {
    found.scrollIntoView();
    return () => undefined;
  }
  const started = env.now();
  const handle = env.setInterval(() => {
    const el = env.find(id);
    if (el) el.scrollIntoView();
    if (el || env.now() - started >= HASH_SCROLL_TIMEOUT_MS) env.clearInterval(handle);
  }, HASH_SCROLL_INTERVAL_MS);
  return () => env.clearInterval(handle);
}
