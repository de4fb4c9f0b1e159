import type { z } from 'zod';
import { CompCardInputSchema, type CompCard, type CompCardInputBody, type CompCardType, type StaffCompCard } from '../../schemas/loyalty';
import { describe, type FieldErrors, type TemplateField } from '../promotions/template-form';

/**
 * The shop-card form is generated from `CompCardInputSchema` (schemas/loyalty.ts), the body the
 * platform's PUT /api/backoffice/comp_points/cards takes, as the promotions' template form is
 * from its schema: every key is a field whose kind, bounds and choices the schema gives, and what
 * marketing types is judged by the same schema (its cross-field rules too) before it is sent.
 * Written here: the sections, which fields a card type uses, and the price rows' kind.
 */

export type CardFieldKind = TemplateField['kind'] | 'prices';
export interface CardField extends Omit<TemplateField, 'kind'> {
  kind: CardFieldKind;
}

export const CARD_FIELDS: CardField[] = Object.entries(CompCardInputSchema.shape as Record<string, z.ZodType>).map(([k, s]) => {
  const f = describe(k, s);
  // An array of objects: the prices per currency (`{ currency, amount_cents }` rows).
  return k === 'rates' ? { ...f, kind: 'prices' as const } : f;
});
export const CARD_FIELD = new Map(CARD_FIELDS.map((f) => [f.key, f]));

export const CARD_SECTIONS = {
  basics: ['type', 'group', 'title', 'points', 'tags', 'position', 'enabled'],
  reward: ['rates', 'template_id', 'freespins_count', 'wager', 'games', 'lottery_ids'],
  sale: ['discount_percent', 'full_price', 'sale_end_date'],
} as const;
export type CardSection = keyof typeof CARD_SECTIONS | 'other';

/** The reward fields each type uses (the others keep their defaults and are not shown). */
const REWARD_FIELDS: Record<CompCardType, readonly string[]> = {
  money: ['rates'],
  freespins: ['template_id', 'freespins_count', 'wager', 'games'],
  special: ['template_id', 'wager'],
  lootboxes: ['template_id'],
  lotteries: ['lottery_ids'],
};

/** The sections with the fields the card's type uses; a key no section names still gets a field, under "other". */
export function cardSections(type: CompCardType): [CardSection, CardField[]][] {
  const named = new Set<string>(Object.values(CARD_SECTIONS).flat());
  const out: [CardSection, CardField[]][] = Object.entries(CARD_SECTIONS).map(([s, keys]) => [
    s as CardSection,
    keys.filter((k) => s !== 'reward' || REWARD_FIELDS[type].includes(k)).flatMap((k) => (CARD_FIELD.get(k) ? [CARD_FIELD.get(k)!] : [])),
  ]);
  const rest = CARD_FIELDS.filter((f) => !named.has(f.key));
  if (rest.length) out.push(['other', rest]);
  return out;
}

export type CardValues = Record<string, unknown>;

/** A new card: the schema's defaults, a money card to start from. */
export function emptyCard(): CardValues {
  const v: CardValues = {};
  for (const f of CARD_FIELDS) v[f.key] = f.default !== undefined ? structuredClone(f.default) : f.nullable ? null : f.kind === 'bool' ? false : '';
  v.type = 'money';
  v.points = NaN;
  return v;
}

/** A stored card's values, as the body takes them. */
export function cardValues(c: StaffCompCard): CardValues {
  return {
    type: c.type,
    group: c.group,
    title: c.title,
    points: c.points,
    wager: c.wager,
    games: [...c.games],
    freespins_count: c.freespins_count,
    rates: c.rates.map((r) => ({ ...r })),
    lottery_ids: [...c.lottery_ids],
    template_id: c.template_id,
    discount_percent: c.discountPercent,
    full_price: c.fullPrice,
    sale_end_date: c.sale_end_date,
    tags: [...c.tags],
    position: c.position,
    enabled: c.enabled,
  };
}

/** The body to send: reward fields the type does not use go back to their defaults (a money card keeps no stale template). */
export function cardBody(values: CardValues): CardValues {
  const type = values.type as CompCardType;
  const out = { ...values };
  for (const k of CARD_SECTIONS.reward) if (!REWARD_FIELDS[type]?.includes(k)) out[k] = structuredClone(CARD_FIELD.get(k)?.default ?? null);
  return out;
}

/** Judged by the platform's schema: the body, or messages by field path (`rates.0.amount_cents`). */
export function validateCard(values: CardValues): { ok: true; body: CompCardInputBody } | { ok: false; errors: FieldErrors } {
  const body = cardBody(values);
  const res = CompCardInputSchema.safeParse(body);
  if (res.success) return { ok: true, body: body as CompCardInputBody };
  const errors: FieldErrors = {};
  for (const issue of res.error.issues) (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return { ok: false, errors };
}

/** Messages that belong to no shown field (shown above the save button). */
export function otherCardMessages(errors: FieldErrors, type: CompCardType): string[] {
  const shown = new Set(cardSections(type).flatMap(([, fs]) => fs.map((f) => f.key)));
  return Object.entries(errors).flatMap(([k, m]) => (shown.has(k.split('.')[0]!) ? [] : m.map((x) => (k === '_' ? x : `${k}: ${x}`))));
}

/** Today + `days` as DD/MM/YYYY (UTC), the sale end's format. */
export function saleDate(at: Date, days = 0): string {
  const d = new Date(at.getTime() + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

/** The card as the shop's calls will answer it (`CompCard`), for the preview. */
export function previewCard(values: CardValues): CompCard {
  const v = cardBody(values);
  const num = (k: string, d = 0) => (typeof v[k] === 'number' && Number.isFinite(v[k]) ? (v[k] as number) : d);
  const nul = (k: string) => (typeof v[k] === 'number' && Number.isFinite(v[k]) ? (v[k] as number) : null);
  return {
    id: 0,
    type: (v.type as CompCardType) ?? 'money',
    group: String(v.group ?? ''),
    title: String(v.title ?? ''),
    points: num('points'),
    wager: num('wager'),
    games: (v.games as string[]) ?? [],
    freespins_count: num('freespins_count'),
    rates: (v.rates as CompCard['rates']) ?? [],
    lottery_ids: (v.lottery_ids as number[]) ?? [],
    discountPercent: nul('discount_percent'),
    fullPrice: nul('full_price'),
    sale_end_date: (v.sale_end_date as string | null) ?? null,
    tags: (v.tags as CompCard['tags']) ?? [],
  };
}
