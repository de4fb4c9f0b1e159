import { CouponAnswerSchema, CouponBodySchema, PromoCodeBodySchema, GiftErrorSchema } from '../../schemas/gifts';
import { requirePlayer } from '../http/player-session';
import { countedLimit } from '../http/rate-limit';
import type { PlatformApp } from '../http/types';
import { redeemCode } from './codes';
import type { GiftPorts } from './engine';
import { oneGiftView } from './view';

const errors = { 401: GiftErrorSchema, 403: GiftErrorSchema, 404: GiftErrorSchema, 409: GiftErrorSchema, 422: GiftErrorSchema, 429: GiftErrorSchema };
/**
 * Codes guessed in a loop: every attempt counts (a right code too), per player and per client IP.
 * A person types a handful of codes a day; ten a quarter-hour per player and thirty per address
 * (a household, an office) leave them alone and make guessing a 10-character code hopeless.
 */
const CODE_LIMIT_PLAYER = { max: 10, windowMs: 15 * 60_000 };
const CODE_LIMIT_IP = { max: 30, windowMs: 15 * 60_000 };

/** Coupons (`POST /api/bonuses/coupon`) and promo codes (`POST /api/v2/bonuses/promo-code`): C7. */
export default async function codeRoutes(app: PlatformApp, ports: GiftPorts): Promise<void> {
  const { db, clock } = app.deps;
  const perPlayer = countedLimit(app, 'gift-code:player', CODE_LIMIT_PLAYER);
  const perIp = countedLimit(app, 'gift-code:ip', CODE_LIMIT_IP);

  app.post('/api/bonuses/coupon', { schema: { body: CouponBodySchema, response: { 200: CouponAnswerSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    await perIp(req, req.ip);
    await perPlayer(req, String(playerId));
    const at = clock.now();
    const { gift, template } = await redeemCode(db, ports, { playerId, code: req.body.coupon_code, kind: 'coupon', at, field: 'coupon_code' });
    return { status: 'activated' as const, gift: await oneGiftView(db, gift, at, template) };
  });
  app.post('/api/v2/bonuses/promo-code', { schema: { body: PromoCodeBodySchema, response: { 200: CouponAnswerSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    await perIp(req, req.ip);
    await perPlayer(req, String(playerId));
    const at = clock.now();
    const { gift, template } = await redeemCode(db, ports, { playerId, code: req.body.code, kind: 'promo_code', at, field: 'code' });
    return { status: 'activated' as const, gift: await oneGiftView(db, gift, at, template) };
  });
}
