import type { z } from 'zod';
import { BonusTemplateInputSchema, type BonusTemplate, type BonusTemplateBody, type GiftView } from '../../schemas/gifts';
import { fromMinorUnits, toMinorUnits } from '../../schemas/currency-units';

/**
 * The template form is generated from `BonusTemplateInputSchema` (schemas/gifts.ts), the body the
 * platform takes: every key of the schema is a field, its kind, bounds, choices and default read
 * from the schema itself, and what marketing types is judged by the same schema before it is sent
 * (the platform judges it again and its 422 lands beside the same fields). Only the grouping into
 * sections is written here; a key the sections do not name still gets a field, under "other".
 */

export type TemplateFieldKind = 'text' | 'int' | 'bool' | 'enum' | 'datetime' | 'per_currency' | 'ids' | 'list' | 'contributions';

export interface TemplateField {
  key: string;
  kind: TemplateFieldKind;
  /** null is allowed (empty input means "none"). */
  nullable: boolean;
  min?: number;
  max?: number;
  options?: readonly string[];
  /** enum lists: the values allowed in the list (currencies). */
  itemOptions?: readonly string[];
  default?: unknown;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string>;
  defaultValue?: unknown;
  format?: string;
};
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def; bag: Record<string, unknown> } })._zod;

/** Walks through default / nullable / optional / pipe wrappers to the schema that says what the value is. */
function unwrap(s: z.ZodType): { core: z.ZodType; nullable: boolean; dflt: unknown } {
  let nullable = false;
  let dflt: unknown = undefined;
  let cur = s;
  for (let i = 0; i < 10; i++) {
    const d = defOf(cur).def;
    if (d.type === 'default') {
      const v = d.defaultValue;
      dflt = typeof v === 'function' ? (v as () => unknown)() : v;
      cur = d.innerType!;
    } else if (d.type === 'nullable' || d.type === 'optional') {
      if (d.type === 'nullable') nullable = true;
      cur = d.innerType!;
    } else if (d.type === 'pipe') cur = d.in!;
    else break;
  }
  return { core: cur, nullable, dflt };
}

/** One key of a zod object schema as a form field: its kind, bounds, choices and default (the achievements and shop-card forms read their schemas the same way). */
export function describe(key: string, schema: z.ZodType): TemplateField {
  const { core, nullable, dflt } = unwrap(schema);
  const { def } = defOf(core);
  const base = { key, nullable, ...(dflt !== undefined ? { default: dflt } : {}) };
  // zod 4 reads the bounds off the checks: minValue/maxValue (numbers), minLength/maxLength (strings, lists).
  const b = core as unknown as { minValue?: number | null; maxValue?: number | null; minLength?: number | null; maxLength?: number | null };
  const finite = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) && Math.abs(n) < 1e15 ? n : undefined);
  const lo = finite(b.minValue) ?? finite(b.minLength);
  const hi = finite(b.maxValue) ?? finite(b.maxLength);
  const bounds = { ...(lo !== undefined ? { min: lo } : {}), ...(hi !== undefined ? { max: hi } : {}) };
  switch (def.type) {
    case 'number':
      return { ...base, kind: 'int', ...bounds };
    case 'boolean':
      return { ...base, kind: 'bool' };
    case 'enum':
      return { ...base, kind: 'enum', options: Object.values(def.entries!) };
    case 'record':
      return { ...base, kind: 'per_currency' };
    case 'array': {
      const item = defOf(unwrap(def.element!).core).def;
      if (item.type === 'object') return { ...base, kind: 'contributions', ...bounds };
      if (item.type === 'number') return { ...base, kind: 'ids', ...bounds };
      return { ...base, kind: 'list', ...(item.type === 'enum' ? { itemOptions: Object.values(item.entries!) } : {}), ...bounds };
    }
    case 'string':
      return def.format === 'datetime' ? { ...base, kind: 'datetime' } : { ...base, kind: 'text', ...bounds };
    default:
      return { ...base, kind: 'text' };
  }
}

/** Every field of the template body, in the schema's order. */
export const TEMPLATE_FIELDS: TemplateField[] = Object.entries(BonusTemplateInputSchema.shape as Record<string, z.ZodType>).map(([k, s]) => describe(k, s));
export const TEMPLATE_FIELD = new Map(TEMPLATE_FIELDS.map((f) => [f.key, f]));

/** How the form groups the schema's fields (the only hand-written part of the form). */
export const TEMPLATE_SECTIONS = {
  basics: ['title', 'type', 'enabled', 'group_key', 'issue_on', 'bonus_code'],
  amounts: ['amounts', 'percent', 'max_amounts', 'min_deposit'],
  wagering: ['wager_multiplier', 'contributions', 'max_bet', 'max_win'],
  time: ['activatable_hours', 'lifetime_hours', 'valid_from', 'valid_until'],
  targeting: ['currencies', 'countries', 'group_ids', 'excluded_stags'],
  freespins: ['game_ids', 'freespins_count', 'bet_level'],
} as const;
export type TemplateSection = keyof typeof TEMPLATE_SECTIONS | 'other';
export function sectionFields(): [TemplateSection, TemplateField[]][] {
  const named = new Set<string>(Object.values(TEMPLATE_SECTIONS).flat());
  const out: [TemplateSection, TemplateField[]][] = Object.entries(TEMPLATE_SECTIONS).map(([s, keys]) => [
    s as TemplateSection,
    keys.flatMap((k) => (TEMPLATE_FIELD.get(k) ? [TEMPLATE_FIELD.get(k)!] : [])),
  ]);
  const rest = TEMPLATE_FIELDS.filter((f) => !named.has(f.key));
  if (rest.length) out.push(['other', rest]);
  return out;
}

/** The form's values: the body's keys with their values as the schema takes them. */
export type TemplateValues = Record<string, unknown>;

/** A new template's values: the schema's defaults, and a title and type to start from. */
export function emptyTemplate(): TemplateValues {
  const v: TemplateValues = {};
  for (const f of TEMPLATE_FIELDS) v[f.key] = f.default !== undefined ? structuredClone(f.default) : f.nullable ? null : f.kind === 'bool' ? false : '';
  v.type = 'deposit';
  v.title = '';
  return v;
}

/** A saved template's values (the body keys only; read-only columns left out). */
export function templateValues(t: BonusTemplate): TemplateValues {
  return Object.fromEntries(TEMPLATE_FIELDS.map((f) => [f.key, structuredClone((t as Record<string, unknown>)[f.key] ?? null)]));
}

/** Field messages by key (`amounts`, or `amounts.EUR` for one currency): from the schema, or from a 422's `errors`. */
export type FieldErrors = Record<string, string[]>;

export function validateTemplate(values: TemplateValues): { ok: true; body: BonusTemplateBody } | { ok: false; errors: FieldErrors } {
  const res = BonusTemplateInputSchema.safeParse(values);
  if (res.success) return { ok: true, body: values as BonusTemplateBody };
  const errors: FieldErrors = {};
  for (const issue of res.error.issues) (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return { ok: false, errors };
}

/** The messages of a field and of its parts (`amounts` and `amounts.EUR`), each part named. */
export function messagesOf(errors: FieldErrors, key: string): string[] {
  return Object.entries(errors).flatMap(([k, m]) => (k === key ? m : k.startsWith(`${key}.`) ? m.map((x) => `${k.slice(key.length + 1)}: ${x}`) : []));
}

/** Messages that belong to no field of the form (shown above the save button). */
export function otherMessages(errors: FieldErrors): string[] {
  return Object.entries(errors).flatMap(([k, m]) => (TEMPLATE_FIELD.has(k.split('.')[0]!) ? [] : m.map((x) => (k === '_' ? x : `${k}: ${x}`))));
}

/** Minor units shown as the decimal marketing types ("100.00" for 10000 EUR cents). */
export const majorText = (minor: number, currency: string) => fromMinorUnits(BigInt(minor), currency).replace(/\.0+$/, '');
/** A typed decimal in minor units, or null when it is not an amount of the currency. */
export function minorOf(text: string, currency: string): number | null {
  try {
    const v = toMinorUnits(text, currency);
    return v >= 0n && v <= 1_000_000_000_000n ? Number(v) : null;
  } catch {
    return null;
  }
}

/**
 * What the player's gift card will show for these values in `currency` (a GiftView as the
 * player's calls answer it), for the preview: a percent bonus is shown for a deposit of its cap.
 */
export function previewGift(values: TemplateValues, currency: string, at: Date): GiftView {
  const rec = (k: string) => (values[k] && typeof values[k] === 'object' ? (values[k] as Record<string, number>) : {});
  const num = (k: string) => (typeof values[k] === 'number' ? (values[k] as number) : null);
  const type = (values.type as GiftView['type']) ?? 'deposit';
  const freespins = type === 'freespins';
  const percent = num('percent');
  const amount = percent !== null ? (rec('max_amounts')[currency] ?? 0) : (rec('amounts')[currency] ?? 0);
  const wager = num('wager_multiplier') ?? 1;
  const hours = (k: string, d: number) => new Date(at.getTime() + (num(k) ?? d) * 3_600_000).toISOString();
  return {
    id: 0,
    kind: freespins ? 'freespins' : 'bonus',
    stage: 'issued',
    group_key: (values.group_key as string | null) || null,
    title: String(values.title ?? ''),
    type,
    currency,
    amount_cents: freespins ? 0 : amount,
    amount_wager_cents: 0,
    amount_wager_requirement_cents: freespins ? 0 : amount * wager,
    wager_multiplier: wager,
    activatable: true,
    activatable_until: hours('activatable_hours', 24 * 7),
    valid_until: hours('lifetime_hours', 24 * 30),
    freespins_total: freespins ? num('freespins_count') : null,
    freespins_performed: freespins ? 0 : null,
    bet_level: freespins ? num('bet_level') : null,
    game_ids: Array.isArray(values.game_ids) ? (values.game_ids as number[]) : [],
    max_bet_cents: rec('max_bet')[currency] ?? null,
    max_win_cents: rec('max_win')[currency] ?? null,
    forfeit_cents: 0,
    bonuses: [{ title: String(values.title ?? '') }],
    created_at: at.toISOString(),
  };
}
