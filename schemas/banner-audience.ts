import { abVariantOf, type AbVariant } from './ab-variant';
import type { Banner } from './cms';
import { isCrypto, isCurrencyCode } from './currency-units';

/**
 * Who a banner is for (spec C6), decided once for the platform and the site: the platform answers
 * banners-config with only the banners of the caller's audience (so a guest's HTML never carries a
 * VIP's or a player's offer), the site keys its banner query and the guest page cache by the same
 * audience. Pure and free of zod: the page cache and the browser's first load import it.
 *
 * An audience is what the targeting fields of a banner (schemas/cms/banners.ts BannerSchema) can tell
 * apart: signed in or not (`logged`), the player's groups (`group_ids`, VIP levels and tags),
 * crypto or fiat currency (`crypto`), the welcome-pack stag (`welcome_pack`) and the player's A/B
 * variant (`ab_variant`, schemas/ab-variant.ts). Banners carry no
 * country or currency list, so neither is part of it.
 */

/** Stag (affiliate tag) whose visitors are offered the welcome pack (spec C6). */
export const WELCOME_PACK_STAG = '131811';
/**
 * The affiliate cookie (spec P9: stag cookies last 30 days). Its value is `{stagId}_{visit}`
 * (`131811_8f2a`), or the bare id; only the id matters here.
 */
export const STAG_COOKIE = 'stag';

/** `131811_8f2a` -> `131811`; blank -> null. */
export function stagIdOf(value: string | null | undefined): string | null {
  const id = (value ?? '').trim().split('_')[0]!.trim();
  return id === '' ? null : id;
}

/**
 * The visitor's stag id: the `?stag=` of the page's URL (a landing from an affiliate link) first,
 * then the stag cookie. `cookie` is a `Cookie` header or `document.cookie`.
 */
export function readStag(cookie: string | null | undefined, search = ''): string | null {
  const fromQuery = stagIdOf(new URLSearchParams(search).get('stag'));
  if (fromQuery) return fromQuery;
  for (const part of (cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== STAG_COOKIE) continue;
    try {
      return stagIdOf(decodeURIComponent(part.slice(eq + 1)));
    } catch {
      return stagIdOf(part.slice(eq + 1));
    }
  }
  return null;
}

/** What the banner targeting can tell apart about a visitor. */
export interface BannerAudience {
  logged: boolean;
  /** The player's group ids, ascending and once each; empty for a guest. */
  groups: readonly number[];
  /** The player's current currency is a crypto currency (a guest has none: fiat). */
  crypto: boolean;
  /** The visitor came with the welcome-pack stag (URL or cookie). */
  welcomeStag: boolean;
  /** The player's A/B variant (A = 0, B = 1: group 543/544, else the id's parity); null for a guest. */
  abVariant: AbVariant | null;
}

export const GUEST_AUDIENCE: BannerAudience = { logged: false, groups: [], crypto: false, welcomeStag: false, abVariant: null };

/**
 * The audience of a visitor: `player` is null for a guest. An unknown currency code counts as fiat;
 * a guest counts as fiat (guests register in a fiat currency by default).
 */
export function bannerAudience(player: { id: number; groups: readonly number[]; currency: string | null } | null, stag: string | null): BannerAudience {
  const welcomeStag = stag === WELCOME_PACK_STAG;
  if (!player) return { ...GUEST_AUDIENCE, welcomeStag };
  const currency = player.currency;
  return {
    logged: true,
    groups: [...new Set(player.groups)].sort((a, b) => a - b),
    crypto: currency !== null && isCurrencyCode(currency) && isCrypto(currency),
    welcomeStag,
    abVariant: abVariantOf(player.groups, player.id),
  };
}

/**
 * A short string naming the audience, equal for equal audiences whatever the order of the groups:
 * `guest`, `guest+welcome`, `player:fiat:v0`, `player:crypto:g255,759:v1+welcome`. It is part of the
 * banner query's key and of the guest page cache's variant, so one audience's answer is never
 * served to another.
 */
export function bannerAudienceKey(audience: BannerAudience): string {
  const welcome = audience.welcomeStag ? '+welcome' : '';
  if (!audience.logged) return `guest${welcome}`;
  const groups = [...new Set(audience.groups)].sort((a, b) => a - b);
  const variant = audience.abVariant === null ? '' : `:v${audience.abVariant}`;
  return `player:${audience.crypto ? 'crypto' : 'fiat'}${groups.length ? `:g${groups.join(',')}` : ''}${variant}${welcome}`;
}

type Targeting = Pick<Banner, 'logged' | 'crypto' | 'group_ids' | 'welcome_pack'> & Partial<Pick<Banner, 'ab_variant'>>;

/**
 * Whether a banner is aimed at this audience (time aside):
 * - logged: true -> players only, false -> guests only, null -> anyone;
 * - crypto: 'crypto' -> players in a crypto currency, 'fiat' -> everyone else, 'any' -> anyone;
 * - group_ids (not a welcome pack): only signed-in players in one of the groups;
 * - welcome pack: signed-in players in one of its group_ids, or any visitor whose stag is 131811
 *   (the stag lasts 30 days, so a player who registered from the link keeps the offer). A welcome
 *   pack without groups is for the stag only;
 * - ab_variant: 0 or 1 -> only signed-in players of that A/B variant, null -> anyone.
 */
export function bannerForAudience(banner: Targeting, audience: BannerAudience): boolean {
  if (banner.ab_variant != null && (!audience.logged || audience.abVariant !== banner.ab_variant)) return false;
  if (banner.logged === true && !audience.logged) return false;
  if (banner.logged === false && audience.logged) return false;
  if (banner.crypto === 'crypto' && !audience.crypto) return false;
  if (banner.crypto === 'fiat' && audience.crypto) return false;
  const inGroups = audience.logged && banner.group_ids.some((g) => audience.groups.includes(g));
  if (banner.welcome_pack) return inGroups || audience.welcomeStag;
  if (banner.group_ids.length > 0 && !inGroups) return false;
  return true;
}

/**
 * The banners an audience may receive at `now` (ms): aimed at it and not over yet. A banner whose
 * window opens later stays in, so a page left open shows it at its start without a reload; the
 * site's own time filter (cms-adapters/banners.ts) keeps it hidden until then.
 */
export function bannersForAudience<B extends Targeting & Pick<Banner, 'timer'>>(banners: readonly B[], audience: BannerAudience, now: number): B[] {
  return banners.filter((b) => {
    const end = b.timer.end_at ? Date.parse(b.timer.end_at) : NaN;
    return !(end <= now) && bannerForAudience(b, audience);
  });
}
