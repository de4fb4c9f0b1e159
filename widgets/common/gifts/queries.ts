import { queryOptions } from '@tanstack/react-query';
import type { CancelPreview, CouponAnswer, GiftView, OfferView } from '../../../schemas/gifts';
import type { Device } from '../../../schemas/games';
import type { Game } from '../../../schemas/games';
import type { Locale } from '../../../schemas/locales';
import { api, lazySchema, type ApiClient } from '../../../site/core/api';
import { configQuery } from '../../../cms-adapters/config';

/**
 * The gifts calls the site makes (spec C7 gift calls, coupon, promo code), shared by the
 * profile's gifts tab, the header counter and the registry widgets. Keys start with the call's
 * path, so the real-time `private:bonuses` / `private:freespins` pushes make them stale
 * (site/realtime/cache-effects.ts). The zod schemas load with the first call.
 */
const gifts = () => import('../../../schemas/gifts');
const GiftViews = lazySchema(() => gifts().then((m) => m.GiftViewsSchema));
const GiftViewOne = lazySchema(() => gifts().then((m) => m.GiftViewSchema));
const Cancel = lazySchema(() => gifts().then((m) => m.CancelPreviewSchema));
const Coupon = lazySchema(() => gifts().then((m) => m.CouponAnswerSchema));
const Offers = lazySchema(() => gifts().then((m) => m.OfferViewsSchema));
const GamesList = lazySchema(() => import('../../../schemas/games').then((m) => m.GamesListSchema));

export const GIFTS_KEY = ['/api/v2/bonuses'] as const;

/** GET /api/v2/bonuses: the player's gifts, both kinds, newest first. */
export function giftsQuery(client: ApiClient = api) {
  return queryOptions({
    queryKey: GIFTS_KEY,
    queryFn: ({ signal }): Promise<GiftView[]> => client.get('/api/v2/bonuses', { schema: GiftViews, signal }),
    staleTime: 30_000,
  });
}

/** The C7 configs the gifts views read (giftsDisplay in schemas/gifts-display.ts). */
export function giftsConfigQueries(locale: Locale, client: ApiClient = api) {
  return {
    disabled: configQuery('disabled-bonuses', locale, client),
    modify: configQuery('modify-gifts-config', locale, client),
    additional: configQuery('additional-gifts', locale, client),
    excludedStags: configQuery('excluded-promo-stags', locale, client),
  };
}

const path = (gift: Pick<GiftView, 'id' | 'kind'>) => `/api/player/${gift.kind === 'freespins' ? 'freespins' : 'bonuses'}/${gift.id}`;

/** POST /api/player/{bonuses|freespins}/{id}/activation. */
export function activateGift(gift: Pick<GiftView, 'id' | 'kind'>): Promise<GiftView> {
  return api.post(`${path(gift)}/activation`, undefined, { schema: GiftViewOne, retries: 0 });
}

/** DELETE /api/player/{bonuses|freespins}/{id}: the answer's `forfeit_cents` is what was taken. */
export function deleteGift(gift: Pick<GiftView, 'id' | 'kind'>): Promise<GiftView> {
  return api.delete(path(gift), undefined, { schema: GiftViewOne, retries: 0 });
}

/** GET /api/player/bonuses/{id}/cancellation: what a delete would forfeit now (money gifts; free spins forfeit no money). */
export function cancellationPreview(gift: Pick<GiftView, 'id' | 'kind' | 'currency'>, signal?: AbortSignal): Promise<CancelPreview> {
  if (gift.kind === 'freespins') return Promise.resolve({ id: gift.id, currency: gift.currency, forfeit_cents: 0, stage: 'issued' });
  return api.get(`/api/player/bonuses/${gift.id}/cancellation`, { schema: Cancel, signal, retries: 0 });
}

/** POST /api/bonuses/coupon {coupon_code} or POST /api/v2/bonuses/promo-code {code}. */
export function redeemCode(kind: 'coupon' | 'promo', code: string): Promise<CouponAnswer> {
  return kind === 'coupon'
    ? api.post('/api/bonuses/coupon', { coupon_code: code }, { schema: Coupon, retries: 0 })
    : api.post('/api/v2/bonuses/promo-code', { code }, { schema: Coupon, retries: 0 });
}

/** GET /api/bonuses/deposit?currency: the deposit offers for a currency (guests too). */
export function depositOffersQuery(currency: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/bonuses/deposit', currency] as const,
    queryFn: ({ signal }): Promise<OfferView[]> => client.get('/api/bonuses/deposit', { schema: Offers, signal, query: { currency } }),
    staleTime: 60_000,
  });
}

/** The game a free-spins gift plays (POST /api/games_filter/select), for the page it opens. */
export async function freespinsGame(gift: Pick<GiftView, 'game_ids'>, device: Device): Promise<Game | null> {
  const id = gift.game_ids[0];
  if (id === undefined) return null;
  const games = await api.post('/api/games_filter/select', { game_ids: [id], device }, { schema: GamesList });
  return games[0] ?? null;
}
