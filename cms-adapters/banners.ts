import { queryOptions } from '@tanstack/react-query';
import type { Banner } from '../schemas/cms';
import { bannerAudience, bannerAudienceKey, bannerForAudience, WELCOME_PACK_STAG, type BannerAudience } from '../schemas/banner-audience';
import { FALLBACK_CURRENCY } from '../schemas/currency-units';
import type { Locale } from '../schemas/locales';
import { api, type ApiClient } from '../site/core/api';
import { createApiClient } from '../site/core/api/client';
import { logger } from '../site/core/telemetry/logger';
import { fetchConfig } from './config';

/**
 * The banner rules (spec C6 "Banners ...", C4 time status, C3 Banner), as pure functions of the
 * banners-config document, the viewer and a clock passed in: the widgets (BannerSlider, Banner,
 * PromoBanner) filter, order and reshape with them on the server and in the browser alike, and the
 * table tests pin them. Decisions the spec leaves open are written down beside each rule.
 */

// ---------------------------------------------------------------------------------------------
// Who is looking

export { readStag, stagIdOf, STAG_COOKIE, WELCOME_PACK_STAG } from '../schemas/banner-audience';

/** What the banner rules know about the visitor. */
export interface BannerViewer {
  loggedIn: boolean;
  /** Ids of the player's groups (Player.statuses); empty for a guest. */
  groups: readonly number[];
  /** The player's current currency; null for a guest. */
  currency: string | null;
  /** The stag id of the visitor (stagIdOf), or null. */
  stag: string | null;
  /** The player's id (its parity is the A/B variant outside groups 543/544); null for a guest. */
  playerId?: number | null;
}

export const GUEST_VIEWER: BannerViewer = { loggedIn: false, groups: [], currency: null, stag: null, playerId: null };

/** The viewer's audience (schemas/banner-audience.ts): what the platform filters banners-config by. */
export function audienceOf(viewer: BannerViewer): BannerAudience {
  return bannerAudience(viewer.loggedIn ? { id: viewer.playerId ?? 0, groups: viewer.groups, currency: viewer.currency } : null, viewer.stag);
}

/**
 * Crypto state of the viewer (C6 "crypto-currency state"): a player whose current currency is a
 * crypto currency. A guest has no currency yet and counts as fiat (guests register in a fiat
 * currency by default); an unknown code counts as fiat too.
 */
export function viewerIsCrypto(viewer: BannerViewer): boolean {
  return audienceOf(viewer).crypto;
}

// ---------------------------------------------------------------------------------------------
// Time

/** Spec C4: future before start, active until end, then archive. */
export type TimeStatus = 'future' | 'active' | 'archive';

const at = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
};

/** The time status of a window at `now` (ms). A missing start is "already started", a missing end "never ends". */
export function timeStatus(startAt: string | null | undefined, endAt: string | null | undefined, now: number): TimeStatus {
  const start = at(startAt);
  const end = at(endAt);
  if (start !== null && now < start) return 'future';
  if (end !== null && now >= end) return 'archive';
  return 'active';
}

/** The banner's live window contains `now` (start inclusive, end exclusive). */
export function isLive(banner: Pick<Banner, 'timer'>, now: number): boolean {
  return timeStatus(banner.timer.start_at, banner.timer.end_at, now) === 'active';
}

/**
 * The next moment after `now` when a banner of the list enters or leaves its window, or null:
 * the slider re-filters then, so a banner scheduled for later appears when its window opens
 * without a reload.
 */
export function nextChangeAt(banners: readonly Pick<Banner, 'timer'>[], now: number): number | null {
  let next: number | null = null;
  for (const b of banners) {
    for (const t of [at(b.timer.start_at), at(b.timer.end_at)]) {
      if (t !== null && t > now && (next === null || t < next)) next = t;
    }
  }
  return next;
}

// ---------------------------------------------------------------------------------------------
// Filters (C6)

/**
 * Whether one banner shows to this viewer at `now`: inside its live window
 * (`timer.start_at <= now < timer.end_at`, open sides allowed) and aimed at the viewer's audience
 * (`bannerForAudience`: logged, crypto, groups, welcome pack by group or stag 131811).
 *
 * The platform already answers only the viewer's audience; the browser applies the rule again
 * because the audience can change without a reload (sign-in, sign-out, a group or currency
 * change): until the new audience's answer arrives the banners already on the page are re-checked
 * against the new viewer, so a signed-out visitor never keeps a player's offer on screen. The
 * window is checked here only: the platform sends banners that open later so they appear on time.
 */
export function bannerVisible(banner: Banner, viewer: BannerViewer, now: number): boolean {
  return isLive(banner, now) && bannerForAudience(banner, audienceOf(viewer));
}

/**
 * The banners of one location for this viewer, in the location's order (C6 "order per
 * location"). A banner shows only in the locations it has an order for; equal orders keep the
 * document's order.
 */
export function bannersFor(banners: readonly Banner[], location: string, viewer: BannerViewer, now: number): Banner[] {
  return banners
    .map((banner, index) => ({ banner, index, order: banner.order[location] }))
    .filter((e): e is { banner: Banner; index: number; order: number } => e.order !== undefined && bannerVisible(e.banner, viewer, now))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map((e) => e.banner);
}

/** One banner by id if this viewer may see it now (the `#Banner[id=...]#` widget): the same rules, no location. */
export function bannerById(banners: readonly Banner[], id: string, viewer: BannerViewer, now: number): Banner | null {
  const banner = banners.find((b) => b.id === id);
  return banner && bannerVisible(banner, viewer, now) ? banner : null;
}

// ---------------------------------------------------------------------------------------------
// Promotions a banner links to (C4: active > future > archive)

/**
 * What a banner reads of a tournament or lottery (spec C3 "Promo": id, status, start_at, end_at,
 * frontend_identifier). The answers of /api/tournaments and /api/lotteries are not specified
 * (C7 "Response shapes ... not shown"), so only these fields are read, and loosely
 * (banner-promo-schema.ts checks them; it loads with the first promo call, not with the page).
 */
export interface BannerPromo {
  id: number | string;
  frontend_identifier: string;
  start_at?: string | null;
  end_at?: string | null;
  kind: 'tournament' | 'lottery';
  [field: string]: unknown;
}

/**
 * The promo a banner's tournament link points to: among those with that frontend_identifier,
 * an active one first, else a future one, else an archived one (C4). The status is derived
 * from start and end at `now`, not read from the answer, so it is right between refetches.
 * Within one status: the active one ending first, the future one starting first, the archived
 * one that ended last.
 */
export function choosePromo(promos: readonly BannerPromo[], identifier: string, now: number): BannerPromo | null {
  const rank: Record<TimeStatus, number> = { active: 0, future: 1, archive: 2 };
  const withStatus = promos.filter((p) => p.frontend_identifier === identifier).map((p) => ({ p, status: timeStatus(p.start_at, p.end_at, now) }));
  withStatus.sort((a, b) => {
    if (a.status !== b.status) return rank[a.status] - rank[b.status];
    const key = (x: (typeof withStatus)[number]) =>
      x.status === 'active' ? (at(x.p.end_at) ?? Infinity) : x.status === 'future' ? (at(x.p.start_at) ?? Infinity) : -(at(x.p.end_at) ?? 0);
    return key(a) - key(b);
  });
  return withStatus[0]?.p ?? null;
}

/** The promo identifier a banner follows: its tournament link, else its button's frontendIdentifier. */
export function promoIdentifierOf(banner: Banner): string | null {
  return banner.tournament_link?.trim() || banner.button.frontendIdentifier?.trim() || null;
}

// ---------------------------------------------------------------------------------------------
// Variables (C3 "variables (per-currency values)")

const VARIABLE = /\{([a-zA-Z_][a-zA-Z0-9_]{0,31})\}/g;

/**
 * The values of a banner's variables for a currency: that currency's, each missing name taken
 * from the EUR values (the fallback currency, spec C9), so a new currency never shows raw
 * `{amount}` when EUR has one.
 */
export function variablesFor(variables: Banner['variables'], currency: string | null): Record<string, string> {
  const fallback = variables[FALLBACK_CURRENCY] ?? {};
  const own = (currency ? variables[currency] : undefined) ?? {};
  return { ...fallback, ...own };
}

/**
 * Fills `{name}` in a banner text with the viewer's values. The syntax is a brace-wrapped
 * variable name (`Get {amount} and {spins} free spins`), the names of `variables`. A name without
 * a value (in the currency nor in EUR) is removed rather than shown raw; text that is not a
 * variable name (`{ }`, `{1x}`) stays as written.
 */
export function fillVariables(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(VARIABLE, (_, name: string) => values[name] ?? '');
}

// ---------------------------------------------------------------------------------------------
// The view model

/** A countdown: to the start (future) or to the end (active); archive shows "finished" and no timer. */
export interface BannerCountdown {
  status: TimeStatus;
  /** Epoch ms the countdown runs to; null for archive. */
  target: number | null;
}

/** A banner as the views draw it: texts filled, colours as CSS, links resolved. */
export interface BannerView {
  id: string;
  title: string;
  description: string;
  image: string;
  size: Banner['size'];
  /** A CSS `linear-gradient(...)` of the four stops (colours are checked by the schema). */
  background: string;
  labels: Banner['labels'];
  button: {
    name: string;
    href: string;
    /** Off-site address: a plain link, not client navigation. */
    external: boolean;
    type: Banner['button']['type'];
    attrs: Record<string, string>;
  };
  secondButton: { name: string; popup: { title: string; secondTitle: string; desc: string } } | null;
  countdown: BannerCountdown | null;
}

/** The banner's CSS background: left to right through the two centre stops. */
export function gradientCss(g: Banner['gradient']): string {
  return `linear-gradient(90deg, ${g.colorLeft} 0%, ${g.colorLeftCenter} 35%, ${g.colorRightCenter} 65%, ${g.colorRight} 100%)`;
}

/**
 * The countdown of a banner (C4 "Banner timer status is derived from start and end"): the linked
 * promo's window when there is one (a tournament starting later shows the time to its start),
 * else the banner's own end (a live banner is past its start). No end and no promo: no timer.
 */
export function countdownOf(banner: Banner, promo: BannerPromo | null, now: number): BannerCountdown | null {
  if (promo) {
    const status = timeStatus(promo.start_at, promo.end_at, now);
    if (status === 'future') return { status, target: at(promo.start_at) };
    if (status === 'archive') return { status, target: null };
    const end = at(promo.end_at);
    return end === null ? null : { status, target: end };
  }
  const end = at(banner.timer.end_at);
  return end === null || now >= end ? null : { status: 'active', target: end };
}

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);

/**
 * Where the main button goes: the linked promo's page when the banner follows one
 * (`/tournaments/{frontend_identifier}` or `/lottery/{frontend_identifier}`, spec C2 banner
 * targets), else the button's url. Site paths get the locale prefix.
 */
export function bannerHref(banner: Banner, promo: BannerPromo | null, locale: Locale): string {
  const url = promo ? `/${promo.kind === 'lottery' ? 'lottery' : 'tournaments'}/${encodeURIComponent(promo.frontend_identifier)}` : banner.button.url;
  if (isAbsolute(url)) return url;
  return url === '/' ? `/${locale}` : `/${locale}${url}`;
}

/** What reshapeBanner needs besides the banner. */
export interface BannerViewContext {
  locale: Locale;
  /** The viewer's currency (variables); null for a guest, who sees the EUR values. */
  currency: string | null;
  now: number;
  /** Tournaments and lotteries, when loaded; the banner's link resolves against them. */
  promos?: readonly BannerPromo[];
}

/** The view model of one banner. */
export function reshapeBanner(banner: Banner, ctx: BannerViewContext): BannerView {
  const values = variablesFor(banner.variables, ctx.currency);
  const fill = (t: string) => fillVariables(t, values);
  const identifier = promoIdentifierOf(banner);
  const promo = identifier && ctx.promos ? choosePromo(ctx.promos, identifier, ctx.now) : null;
  const href = bannerHref(banner, promo, ctx.locale);
  return {
    id: banner.id,
    title: fill(banner.title.text),
    description: fill(banner.description.text),
    image: banner.image,
    size: banner.size,
    background: gradientCss(banner.gradient),
    labels: banner.labels.map((l) => ({ ...l, title: fill(l.title) })),
    button: { name: fill(banner.button.name), href, external: isAbsolute(href), type: banner.button.type, attrs: banner.button.attrs ?? {} },
    secondButton: banner.second_button
      ? {
          name: fill(banner.second_button.name),
          popup: {
            title: fill(banner.second_button.popup.title),
            secondTitle: fill(banner.second_button.popup.secondTitle),
            desc: fill(banner.second_button.popup.desc),
          },
        }
      : null,
    countdown: countdownOf(banner, promo, ctx.now),
  };
}

// ---------------------------------------------------------------------------------------------
// Data

/**
 * GET /api/fe/config/banners-config with the page's locale in `X-Locale` (as the platform reads
 * it), answered for one audience: the platform filters by the caller's session (signed in, groups,
 * currency) and by `?stag=` (sent only for the welcome-pack stag, so guests share two answers per
 * locale). The audience's key is in the query key: when it changes without a reload (sign-in,
 * sign-out, a group or currency change) the new audience's answer is asked for. Spec C8: the
 * banner config call swallows errors; the widgets decide, so this rejects and the slider shows its
 * error state only in preview (see widgets/BannerSlider).
 *
 * `client` must call as the audience: in the browser the default client (it sends the session
 * cookie); on the server the public one for a guest, the request's cookie-forwarding one for a
 * player (registry/render/request.ts).
 */
export function bannersConfigQuery(locale: Locale, audience: BannerAudience, client: ApiClient = api) {
  const query = audience.welcomeStag ? { stag: WELCOME_PACK_STAG } : undefined;
  return queryOptions({
    queryKey: ['/api/fe/config', 'banners-config', locale, bannerAudienceKey(audience)] as readonly string[],
    queryFn: ({ signal }) => fetchConfig(client, 'banners-config', locale, signal, query),
    staleTime: 60_000,
  });
}

const asList = (v: unknown): unknown[] =>
  Array.isArray(v) ? v : v && typeof v === 'object' && Array.isArray((v as { data?: unknown }).data) ? (v as { data: unknown[] }).data : [];

let promoClient: ApiClient | undefined;
/**
 * The browser client of the promo calls: a 404 means "no tournaments (or lotteries) here", an
 * answer rather than a failure, so it is not logged; anything else is logged as a warning
 * (spec C8: banner data swallows its errors).
 */
function defaultPromoClient(): ApiClient {
  promoClient ??= createApiClient({
    log: (code, err, context) => {
      if (context?.status !== 404) logger.warn(code, err, context);
    },
  });
  return promoClient;
}

async function loadPromos(
  client: ApiClient,
  path: '/api/tournaments' | '/api/lotteries',
  kind: BannerPromo['kind'],
  signal?: AbortSignal,
): Promise<BannerPromo[]> {
  try {
    const [raw, { promosOf }] = await Promise.all([client.get(path, { signal, retries: 1 }), import('./banner-promo-schema')]);
    return promosOf(asList(raw)).map((p) => ({ ...p, kind }));
  } catch {
    // Spec C8: banner data swallows errors; the client has logged the call.
    return [];
  }
}

/**
 * The tournaments and lotteries a banner's link may point to (GET /api/tournaments and
 * /api/lotteries). Asked only when a shown banner follows a promo; failures are an empty list.
 */
export function bannerPromosQuery(client: ApiClient = defaultPromoClient()) {
  return queryOptions({
    queryKey: ['/api/tournaments', 'banner-promos'] as const,
    queryFn: async ({ signal }): Promise<BannerPromo[]> => {
      const [tournaments, lotteries] = await Promise.all([
        loadPromos(client, '/api/tournaments', 'tournament', signal),
        loadPromos(client, '/api/lotteries', 'lottery', signal),
      ]);
      return [...tournaments, ...lotteries];
    },
    staleTime: 60_000,
  });
}
