import { eq } from 'drizzle-orm';
import { BonusTemplateInputSchema, type BonusTemplateBody } from '../../schemas/gifts';
import type { PlatformDeps } from '../deps';
import { findPlayerByEmail } from '../player';
import { createBatch } from './codes';
import { issueGift, GiftRefusedError, type GiftPorts } from './engine';
import { bonusTemplates, giftCodes } from './schema';
import { createTemplate } from './templates';

/** The demo bonus player of the bonuses seed (Kiwi, NZD): their gifts tab shows these. */
const DEMO_GIFTS_EMAIL = 'kiwi@reelhouse.test';
export const DEMO_COUPON = 'WELCOME-SPINS';
export const DEMO_BONUS_CODE = 'RELOAD50';

const every = (cents: number) => ({ EUR: cents, USD: cents, NZD: cents, AUD: cents, CAD: cents });

/**
 * The demo casino's promotions: a welcome (registration) bonus, a 100 % first-deposit bonus up to
 * 100 with x30 wagering, a reload bonus behind the bonus code RELOAD50, free spins on a studio game
 * behind the coupon WELCOME-SPINS, and a rocket gift; the demo bonus player holds a rocket gift and
 * free spins to activate. Templates are added once (by title); gifts under fixed keys.
 */
export async function seedGifts(deps: PlatformDeps, ctx: { studioGameId: number | null; ports: GiftPorts }): Promise<string[]> {
  const { db } = deps;
  const at = deps.clock.now();
  const studio = ctx.studioGameId === null ? null : { id: ctx.studioGameId };
  const templates: BonusTemplateBody[] = [
    { title: 'Welcome bonus', type: 'registration', amounts: every(1_000), wager_multiplier: 20, group_key: 'welcome' },
    {
      title: 'First deposit 100 % up to 100',
      type: 'deposit',
      percent: 100,
      max_amounts: every(10_000),
      min_deposit: every(1_000),
      wager_multiplier: 30,
      max_bet: every(500),
      group_key: 'deposit_first',
    },
    {
      title: 'Weekend reload 50 %',
      type: 'deposit',
      percent: 50,
      max_amounts: every(5_000),
      min_deposit: every(2_000),
      wager_multiplier: 25,
      bonus_code: DEMO_BONUS_CODE,
      group_key: 'deposit_reload',
    },
    // The demo gifts wait a month for activation, so a demo casino left running still shows them.
    { title: 'Rocket lite', type: 'rocket_lite', amounts: every(500), wager_multiplier: 10, group_key: 'rocket', activatable_hours: 24 * 30 },
    ...(studio
      ? [
          {
            title: '20 free spins',
            type: 'freespins' as const,
            game_ids: [studio.id],
            freespins_count: 20,
            bet_level: 1,
            wager_multiplier: 20,
            group_key: 'welcome_spins',
            activatable_hours: 24 * 30,
          },
        ]
      : []),
  ];
  const lines: string[] = [];
  const ids = new Map<string, number>();
  for (const body of templates) {
    const [existing] = await db.select({ id: bonusTemplates.id }).from(bonusTemplates).where(eq(bonusTemplates.title, body.title));
    ids.set(body.title, existing?.id ?? (await createTemplate(db, BonusTemplateInputSchema.parse(body), at)).id);
  }
  const spins = ids.get('20 free spins');
  if (spins !== undefined) {
    const [code] = await db.select({ id: giftCodes.id }).from(giftCodes).where(eq(giftCodes.code, DEMO_COUPON));
    if (!code) {
      await createBatch(
        db,
        { template_id: spins, kind: 'coupon', code: DEMO_COUPON, valid_from: null, valid_until: null, max_uses: null, per_player: 1 },
        null,
        at,
      );
      lines.push(`Demo coupon: ${DEMO_COUPON} (20 free spins); deposit bonus code: ${DEMO_BONUS_CODE}`);
    }
  }
  if (deps.config.REELHOUSE_ENV === 'production') return lines;
  const player = await findPlayerByEmail(db, DEMO_GIFTS_EMAIL);
  if (!player) return lines;
  for (const [title, key] of [
    ['Rocket lite', 'seed:demo-gift:rocket'],
    ['20 free spins', 'seed:demo-gift:spins'],
  ] as const) {
    const templateId = ids.get(title);
    if (templateId === undefined) continue;
    try {
      await issueGift(db, ctx.ports, { playerId: player.id, templateId, source: 'seed', idempotencyKey: `${key}:${DEMO_GIFTS_EMAIL}`, at });
    } catch (err) {
      if (!(err instanceof GiftRefusedError)) throw err;
    }
  }
  return lines;
}
