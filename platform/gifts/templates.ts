import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { BonusTemplateInput } from '../../schemas/gifts';
import type { Db, Tx } from '../db/client';
import { HttpError } from '../http/errors';
import { bonusTemplates } from './schema';
import type { TemplateRow } from './engine';

type Conn = Db | Tx;

/** Table values of a template as marketing wrote it (validated by BonusTemplateInputSchema). */
function values(input: BonusTemplateInput) {
  return {
    title: input.title,
    type: input.type,
    amounts: input.amounts,
    percent: input.percent,
    maxAmounts: input.max_amounts,
    minDeposit: input.min_deposit,
    wagerMultiplier: input.wager_multiplier,
    contributions: input.contributions,
    maxBet: input.max_bet,
    maxWin: input.max_win,
    lostBelow: input.lost_below,
    activatableHours: input.activatable_hours,
    lifetimeHours: input.lifetime_hours,
    validFrom: input.valid_from ? new Date(input.valid_from) : null,
    validUntil: input.valid_until ? new Date(input.valid_until) : null,
    groupKey: input.group_key,
    groupIds: input.group_ids,
    countries: input.countries.map((c) => c.toUpperCase()),
    currencies: input.currencies,
    excludedStags: input.excluded_stags,
    gameIds: input.game_ids,
    freespinsCount: input.freespins_count,
    betLevel: input.bet_level,
    bonusCode: input.bonus_code ? input.bonus_code.toUpperCase() : null,
    issueOn: input.issue_on,
    enabled: input.enabled,
  };
}

async function refuseTakenCode(db: Conn, code: string | null, exceptId?: number): Promise<void> {
  if (!code) return;
  const [other] = await db
    .select({ id: bonusTemplates.id })
    .from(bonusTemplates)
    .where(and(eq(bonusTemplates.bonusCode, code.toUpperCase()), exceptId ? ne(bonusTemplates.id, exceptId) : undefined));
  if (other) throw new HttpError(422, 'bonus_code_taken', 'Another template has this bonus code', { bonus_code: ['is already used by another template'] });
}

export async function createTemplate(db: Conn, input: BonusTemplateInput, at: Date): Promise<TemplateRow> {
  await refuseTakenCode(db, input.bonus_code);
  const [row] = await db
    .insert(bonusTemplates)
    .values({ ...values(input), createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

/** Replaces a template's fields. Gifts already issued keep what they were issued with (amounts, wager, times are copied at issue). */
export async function updateTemplate(db: Conn, id: number, input: BonusTemplateInput, at: Date): Promise<{ before: TemplateRow; after: TemplateRow }> {
  const before = await findTemplate(db, id);
  if (!before) throw new HttpError(404, 'template_not_found', 'No such bonus template');
  await refuseTakenCode(db, input.bonus_code, id);
  const [after] = await db
    .update(bonusTemplates)
    .set({ ...values(input), updatedAt: at })
    .where(eq(bonusTemplates.id, id))
    .returning();
  return { before, after: after! };
}

export async function findTemplate(db: Conn, id: number): Promise<TemplateRow | null> {
  const [t] = await db.select().from(bonusTemplates).where(eq(bonusTemplates.id, id));
  return t ?? null;
}

export async function listTemplates(db: Conn, type?: TemplateRow['type']): Promise<TemplateRow[]> {
  return db
    .select()
    .from(bonusTemplates)
    .where(type ? eq(bonusTemplates.type, type) : undefined)
    .orderBy(asc(bonusTemplates.id));
}

/** The deposit template a bonus code names (codes match without regard to case). */
export async function templateByBonusCode(db: Conn, code: string): Promise<TemplateRow | null> {
  const [t] = await db
    .select()
    .from(bonusTemplates)
    .where(and(eq(bonusTemplates.bonusCode, code.trim().toUpperCase()), eq(bonusTemplates.type, 'deposit')));
  return t ?? null;
}

/** Counts templates (the seed adds its own once). */
export async function templateCount(db: Conn): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(bonusTemplates);
  return r?.n ?? 0;
}
