/**
 * The promo banner's "hide" memory (spec C4 "Promo banner hidden by the user reappears after 2
 * minutes", C9). Kept in localStorage with the time it returns, so a reload within the 2 minutes
 * keeps it hidden and a later visit shows it again. Keyed by the widget's placement (`location:main`
 * or `id:summer-cup`), so hiding one placement does not reveal another banner in its place.
 */

/** Spec C9: the promo banner reappears after 2 minutes. */
export const PROMO_BANNER_HIDE_MS = 2 * 60_000;
export const PROMO_HIDDEN_STORAGE_KEY = 'rh.promoBanner.hidden';

/** Placement key -> epoch ms when it shows again. */
export type HiddenMap = Record<string, number>;

/** The stored map without expired, malformed or far-future entries (a tampered value never hides a banner for long). */
export function parseHidden(raw: string | null, now: number): HiddenMap {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: HiddenMap = {};
  for (const [key, until] of Object.entries(value as Record<string, unknown>)) {
    if (typeof until === 'number' && until > now && until <= now + PROMO_BANNER_HIDE_MS) out[key] = until;
  }
  return out;
}

export function isHidden(map: HiddenMap, key: string, now: number): boolean {
  return (map[key] ?? 0) > now;
}

/** The map after hiding `key` at `now`. */
export function hide(map: HiddenMap, key: string, now: number): HiddenMap {
  return { ...map, [key]: now + PROMO_BANNER_HIDE_MS };
}

/** The placement key of a PromoBanner's params. */
export function placementKey(params: { location: string } | { id: string }): string {
  return 'id' in params ? `id:${params.id}` : `location:${params.location}`;
}
