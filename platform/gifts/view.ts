import { and, desc, eq } from 'drizzle-orm';
import type { BonusTemplate, GiftView, OfferView } from '../../schemas/gifts';
import { playerBonusRows, type BonusRow } from '../bonuses';
import type { Db, Tx } from '../db/client';
import { bonusTemplates, gifts } from './schema';
import { templateAmount, type GiftRow, type TemplateRow } from './engine';

type Conn = Db | Tx;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A template as the back office reads it (schemas/gifts.ts BonusTemplateSchema). */
export function templateView(t: TemplateRow): BonusTemplate {
  return {
    id: t.id,
    title: t.title,
    type: t.type,
    amounts: t.amounts,
    percent: t.percent,
    max_amounts: t.maxAmounts,
    min_deposit: t.minDeposit,
    wager_multiplier: t.wagerMultiplier,
    contributions: t.contributions,
    max_bet: t.maxBet,
    max_win: t.maxWin,
    lost_below: t.lostBelow,
    activatable_hours: t.activatableHours,
    lifetime_hours: t.lifetimeHours,
    valid_from: iso(t.validFrom),
    valid_until: iso(t.validUntil),
    group_key: t.groupKey,
    group_ids: t.groupIds,
    countries: t.countries,
    currencies: t.currencies,
    excluded_stags: t.excludedStags,
    game_ids: t.gameIds,
    freespins_count: t.freespinsCount,
    bet_level: t.betLevel,
    bonus_code: t.bonusCode,
    issue_on: t.issueOn,
    enabled: t.enabled,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

/**
 * C3 "Gift or bonus" of one gift: the wagering figures come from the bonus the activation
 * granted (live while it is being wagered), `activatable` says whether the activate button works
 * now (issued, in time, and for money no other bonus being wagered in the currency).
 */
export function giftView(
  g: GiftRow,
  t: Pick<TemplateRow, 'title' | 'type' | 'groupKey' | 'gameIds' | 'betLevel'>,
  bonus: BonusRow | undefined,
  activeBonusCurrencies: Set<string>,
  now: Date,
): GiftView {
  const waiting = g.stage === 'issued' || g.stage === 'wait';
  return {
    id: g.id,
    kind: g.kind,
    stage: g.stage,
    group_key: t.groupKey,
    title: t.title,
    type: t.type,
    currency: g.currency,
    amount_cents: Number(g.amount),
    amount_wager_cents: bonus ? Number(bonus.wagered) : 0,
    amount_wager_requirement_cents: Number(g.amount) * g.wagerMultiplier,
    wager_multiplier: g.wagerMultiplier,
    activatable: g.stage === 'issued' && g.activatableUntil > now && (g.kind === 'freespins' || !activeBonusCurrencies.has(g.currency)),
    activatable_until: waiting ? g.activatableUntil.toISOString() : null,
    valid_until: bonus ? bonus.expiresAt.toISOString() : null,
    freespins_total: g.freespinsTotal,
    freespins_performed: g.kind === 'freespins' ? g.freespinsPerformed : null,
    bet_level: g.kind === 'freespins' ? t.betLevel : null,
    game_ids: g.kind === 'freespins' ? t.gameIds : [],
    max_bet_cents: g.maxBet === null ? null : Number(g.maxBet),
    max_win_cents: g.maxWin === null ? null : Number(g.maxWin),
    forfeit_cents: Number(g.forfeitAmount),
    bonuses: [{ title: t.title }],
    created_at: g.createdAt.toISOString(),
  };
}

/** The player's gifts, newest first, optionally of one kind. */
export async function playerGiftViews(db: Conn, playerId: number, now: Date, kind?: 'bonus' | 'freespins'): Promise<GiftView[]> {
  const rows = await db
    .select({ g: gifts, t: bonusTemplates })
    .from(gifts)
    .innerJoin(bonusTemplates, eq(bonusTemplates.id, gifts.templateId))
    .where(and(eq(gifts.playerId, playerId), kind ? eq(gifts.kind, kind) : undefined))
    .orderBy(desc(gifts.id))
    .limit(200);
  const bonuses = await playerBonusRows(db, playerId);
  const byId = new Map(bonuses.map((b) => [b.id, b]));
  const active = new Set(bonuses.filter((b) => b.state === 'active').map((b) => b.currency));
  return rows.map(({ g, t }) => giftView(g, t, g.bonusId === null ? undefined : byId.get(g.bonusId), active, now));
}

/** One gift's view (after an activation or a cancel); `known` is its template when the caller read it already. */
export async function oneGiftView(db: Conn, g: GiftRow, now: Date, known?: TemplateRow): Promise<GiftView> {
  const [t] = known?.id === g.templateId ? [known] : await db.select().from(bonusTemplates).where(eq(bonusTemplates.id, g.templateId));
  const bonuses = await playerBonusRows(db, g.playerId);
  const active = new Set(bonuses.filter((b) => b.state === 'active').map((b) => b.currency));
  return giftView(
    g,
    t!,
    bonuses.find((b) => b.id === g.bonusId),
    active,
    now,
  );
}

/** A registration or deposit offer for a currency (and a deposit amount, for percent bonuses). */
export function offerView(t: TemplateRow, currency: string | null, depositAmount?: bigint): OfferView {
  const amount = currency === null ? null : t.percent !== null && depositAmount === undefined ? null : Number(templateAmount(t, currency, depositAmount));
  return {
    id: t.id,
    title: t.title,
    type: t.type,
    group_key: t.groupKey,
    currency,
    amount_cents: t.type === 'freespins' ? null : amount,
    percent: t.percent,
    max_amount_cents: currency !== null && t.maxAmounts[currency] !== undefined ? t.maxAmounts[currency] : null,
    min_deposit_cents: currency !== null && t.minDeposit[currency] !== undefined ? t.minDeposit[currency] : null,
    wager_multiplier: t.wagerMultiplier,
    freespins_total: t.freespinsCount,
    valid_until: iso(t.validUntil),
  };
}
