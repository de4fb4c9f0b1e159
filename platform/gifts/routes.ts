import { eq } from 'drizzle-orm';
import {
  BonusSettingsBodySchema,
  BonusSettingsSchema,
  CancelPreviewSchema,
  DepositOffersQuerySchema,
  GiftIdParamsSchema,
  GiftViewSchema,
  GiftViewsSchema,
  OfferViewsSchema,
  RegistrationOffersQuerySchema,
  GiftErrorSchema,
} from '../../schemas/gifts';
import { BonusCodeAnswerSchema, SetBonusCodeBodySchema } from '../../schemas/payments';
import { playerBalances } from '../wallet/index';
import { optionalPlayer, requirePlayer } from '../http/player-session';
import { HttpError } from '../http/errors';
import type { PlatformApp } from '../http/types';
import { findPlayerById, playerGroupIds, updatePlayer } from '../player';
import {
  activateGift,
  cancelGift,
  cancelPreview,
  expireDueGifts,
  MULTI_ACCOUNT_GROUP,
  targets,
  templateLive,
  type GiftPorts,
  type TemplateRow,
} from './engine';
import { bonusTemplates } from './schema';
import { templateByBonusCode } from './templates';
import { offerView, oneGiftView, playerGiftViews } from './view';
import codeRoutes from './codes-routes';

const errors = { 401: GiftErrorSchema, 403: GiftErrorSchema, 404: GiftErrorSchema, 409: GiftErrorSchema, 422: GiftErrorSchema, 429: GiftErrorSchema };
/** How often idle players' unactivated gifts are expired (an activation past its time expires its own gift at once). */
const EXPIRY_SWEEP_MS = 60_000;

/** The player's gift calls (C7 "gifts", C3 "Gift or bonus"; README has the table). */
export default async function giftRoutes(app: PlatformApp, ports: GiftPorts): Promise<void> {
  const { db, clock } = app.deps;

  app.get('/api/player/bonuses', { schema: { response: { 200: GiftViewsSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    return playerGiftViews(db, playerId, clock.now(), 'bonus');
  });
  app.get('/api/player/freespins', { schema: { response: { 200: GiftViewsSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    return playerGiftViews(db, playerId, clock.now(), 'freespins');
  });
  // The engagement views (C4): money and free-spin gifts in one list.
  app.get('/api/v2/bonuses', { schema: { response: { 200: GiftViewsSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    return playerGiftViews(db, playerId, clock.now());
  });

  for (const [path, kind] of [
    ['bonuses', 'bonus'],
    ['freespins', 'freespins'],
  ] as const) {
    app.post(`/api/player/${path}/:id/activation`, { schema: { params: GiftIdParamsSchema, response: { 200: GiftViewSchema, ...errors } } }, async (req) => {
      const { playerId } = await requirePlayer(req);
      const at = clock.now();
      const gift = await activateGift(db, { playerId, giftId: req.params.id, at, kind });
      return oneGiftView(db, gift, at);
    });
    app.delete(`/api/player/${path}/:id`, { schema: { params: GiftIdParamsSchema, response: { 200: GiftViewSchema, ...errors } } }, async (req) => {
      const { playerId } = await requirePlayer(req);
      const at = clock.now();
      const gift = await cancelGift(db, { playerId, giftId: req.params.id, at, by: 'player', kind });
      return oneGiftView(db, gift, at);
    });
  }

  // What a cancel would take, for the confirmation the player sees first.
  app.get(
    '/api/player/bonuses/:id/cancellation',
    { schema: { params: GiftIdParamsSchema, response: { 200: CancelPreviewSchema, ...errors } } },
    async (req) => {
      const { playerId } = await requirePlayer(req);
      const { gift, forfeit } = await cancelPreview(
        db,
        playerId,
        req.params.id,
        async (conn, id, currency) => (await playerBalances(conn, id)).get(currency)?.bonus ?? 0n,
      );
      return { id: gift.id, currency: gift.currency, forfeit_cents: Number(forfeit), stage: gift.stage };
    },
  );

  /** Who is asking, for offers: a guest sees what targeting by currency alone allows. */
  async function audience(req: Parameters<typeof optionalPlayer>[0], currency: string | undefined) {
    const me = await optionalPlayer(req);
    if (!me) return { player: null, who: null };
    const player = await findPlayerById(db, me.playerId);
    if (!player) return { player: null, who: null };
    const groupIds = await playerGroupIds(db, player.id);
    return { player, who: { currency: currency ?? player.currency, country: player.country, stag: player.stag, groupIds } };
  }
  const offered = (t: TemplateRow, who: Parameters<typeof targets>[1] | null, currency: string | undefined, at: Date) =>
    templateLive(t, at) && (who ? targets(t, who) : currency === undefined || t.currencies.length === 0 || t.currencies.includes(currency));

  // The registration offers of the sign-up form (guests; the currency chosen there).
  app.get(
    '/api/bonuses/registration',
    { schema: { querystring: RegistrationOffersQuerySchema, response: { 200: OfferViewsSchema, ...errors } } },
    async (req) => {
      const at = clock.now();
      const { who } = await audience(req, req.query.currency);
      const rows = await db.select().from(bonusTemplates).where(eq(bonusTemplates.type, 'registration'));
      const currency = req.query.currency ?? who?.currency;
      return rows
        .filter((t) => offered(t, who, currency, at) && (currency === undefined || t.amounts[currency] !== undefined))
        .map((t) => offerView(t, currency ?? null));
    },
  );

  /**
   * What the cashbox offers for a deposit of `amount` in `currency`. Spec P: deposit bonuses need
   * can_issue_bonuses, no bonus code and not a multi-account: such players get an empty list, and
   * a player with a bonus code set sees the code's bonus only. Templates with a bonus code are
   * never listed to others (the code is the way to them).
   */
  app.get('/api/bonuses/deposit', { schema: { querystring: DepositOffersQuerySchema, response: { 200: OfferViewsSchema, ...errors } } }, async (req) => {
    const at = clock.now();
    const { currency } = req.query;
    const amount = req.query.amount === undefined ? undefined : BigInt(req.query.amount);
    const { player, who } = await audience(req, currency);
    if (player && (!player.canIssueBonuses || who!.groupIds.includes(MULTI_ACCOUNT_GROUP))) return [];
    if (player?.depositBonusCode) {
      const t = await templateByBonusCode(db, player.depositBonusCode);
      return t && templateLive(t, at) ? [offerView(t, currency, amount)] : [];
    }
    const rows = await db.select().from(bonusTemplates).where(eq(bonusTemplates.type, 'deposit'));
    return rows
      .filter((t) => t.bonusCode === null && offered(t, who, currency, at))
      .filter((t) => (t.percent !== null ? t.maxAmounts[currency] !== undefined : t.amounts[currency] !== undefined))
      .filter((t) => amount === undefined || t.minDeposit[currency] === undefined || amount >= BigInt(t.minDeposit[currency]))
      .map((t) => offerView(t, currency, amount));
  });

  // The deposit bonus code (P4 "Deposit-promo flow"): kept on the player, consumed by the next credited deposit.
  app.patch('/api/player/set_bonus_code', { schema: { body: SetBonusCodeBodySchema, response: { 200: BonusCodeAnswerSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    const t = await templateByBonusCode(db, req.body.deposit_bonus_code);
    // An unknown or ended code is refused, so the site deletes it (the flow's "if invalid it is deleted").
    if (!t || !templateLive(t, clock.now()))
      throw new HttpError(422, 'bonus_code_invalid', 'This bonus code is not valid', { deposit_bonus_code: ['is not a valid bonus code'] });
    await updatePlayer(db, playerId, { depositBonusCode: t.bonusCode });
    return { deposit_bonus_code: t.bonusCode };
  });
  app.delete('/api/player/clear_bonus_code', { schema: { response: { 200: BonusCodeAnswerSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    await updatePlayer(db, playerId, { depositBonusCode: null });
    return { deposit_bonus_code: null };
  });

  // Bonus settings (C4 exchange flow's "enable bonuses"): with can_issue false the player gets no gifts at all.
  app.patch(
    '/api/player/update_bonus_settings',
    { schema: { body: BonusSettingsBodySchema, response: { 200: BonusSettingsSchema, ...errors } } },
    async (req) => {
      const { playerId } = await requirePlayer(req);
      await updatePlayer(db, playerId, { canIssueBonuses: req.body.can_issue });
      return { can_issue_bonuses: req.body.can_issue };
    },
  );

  await codeRoutes(app, ports);

  // Every instance may sweep: each gift is expired under its row lock, once.
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (app.deps.config.NODE_ENV === 'test') return;
    timer = setInterval(() => {
      expireDueGifts(db, clock.now()).catch((err: unknown) => app.log.error({ err }, 'GIFT_EXPIRY_SWEEP_FAILED'));
    }, EXPIRY_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
