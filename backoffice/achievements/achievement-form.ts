import type { z } from 'zod';
import {
  ACHIEVEMENT_RULES,
  AchievementInputSchema,
  type AchievementInputBody,
  type AchievementRuleType,
  type AchievementView,
  type StaffAchievement,
} from '../../schemas/achievements';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../schemas/locales';
import { describe, type TemplateField } from '../promotions/template-form';

/**
 * The achievement form is generated from `AchievementInputSchema` (schemas/achievements.ts), the
 * body the platform takes, as the promotions template form is from its schema: every key is a
 * field whose kind, bounds, choices and default are read from the schema (the per-locale texts
 * are the one record: a title and a description per locale). What marketing types is judged by
 * the same schema before it is sent; the platform's 422 lands beside the same fields.
 */

export type AchievementFieldKind = TemplateField['kind'] | 'texts';
export interface AchievementField extends Omit<TemplateField, 'kind'> {
  kind: AchievementFieldKind;
}

const SHAPE = AchievementInputSchema.shape as Record<string, z.ZodType>;

function field(key: string, schema: z.ZodType): AchievementField {
  const f = describe(key, schema);
  // The per-locale texts (a record of locale to title and description), not amounts per currency.
  if (f.kind === 'per_currency') return { ...f, kind: 'texts' };
  // An exclusive bound (`positive()` reads as min 0): the first whole number the schema takes.
  if (f.kind === 'int' && f.min !== undefined && !schema.safeParse(f.min).success) return { ...f, min: f.min + 1 };
  return f;
}

/** Every field of the achievement body, in the schema's order. */
export const ACHIEVEMENT_FIELDS: AchievementField[] = Object.entries(SHAPE).map(([k, s]) => field(k, s));
export const ACHIEVEMENT_FIELD = new Map(ACHIEVEMENT_FIELDS.map((f) => [f.key, f]));

/** How the form groups the fields (the only hand-written part); a key no section names goes under "other". */
export const ACHIEVEMENT_SECTIONS = {
  rule: ['slug', 'rule_type', 'threshold', 'enabled', 'position'],
  looks: ['image_url'],
  texts: ['texts'],
} as const;
export type AchievementSection = keyof typeof ACHIEVEMENT_SECTIONS | 'other';
export function achievementSections(): [AchievementSection, AchievementField[]][] {
  const named = new Set<string>(Object.values(ACHIEVEMENT_SECTIONS).flat());
  const out: [AchievementSection, AchievementField[]][] = Object.entries(ACHIEVEMENT_SECTIONS).map(([s, keys]) => [
    s as AchievementSection,
    keys.flatMap((k) => (ACHIEVEMENT_FIELD.get(k) ? [ACHIEVEMENT_FIELD.get(k)!] : [])),
  ]);
  const rest = ACHIEVEMENT_FIELDS.filter((f) => !named.has(f.key));
  if (rest.length) out.push(['other', rest]);
  return out;
}

/** The texts as the form holds them: every locale, each with a title and a description (empty = not given). */
export type AchievementTexts = Record<Locale, { title: string; description: string }>;
export type AchievementValues = Record<string, unknown> & { texts: AchievementTexts };

const emptyTexts = (): AchievementTexts => Object.fromEntries(LOCALES.map((l) => [l, { title: '', description: '' }])) as AchievementTexts;

/** A new achievement's values: the schema's defaults, rounds played toward 1 to start from. */
export function emptyAchievement(): AchievementValues {
  const v: Record<string, unknown> = {};
  for (const f of ACHIEVEMENT_FIELDS)
    v[f.key] = f.default !== undefined ? structuredClone(f.default) : f.nullable ? null : f.kind === 'bool' ? false : f.kind === 'int' ? NaN : '';
  return { ...v, rule_type: 'rounds_played', threshold: 1, texts: emptyTexts() };
}

/** A saved achievement's values (the body keys only; id and earned count left out). */
export function achievementValues(a: StaffAchievement): AchievementValues {
  const texts = emptyTexts();
  for (const [l, t] of Object.entries(a.texts)) if (l in texts) texts[l as Locale] = { title: t.title, description: t.description };
  const v = Object.fromEntries(ACHIEVEMENT_FIELDS.map((f) => [f.key, structuredClone((a as Record<string, unknown>)[f.key] ?? null)]));
  return { ...v, texts };
}

/** The rule's fixed target (a first deposit is 1), or null when marketing picks it. */
export const fixedThreshold = (rule: unknown): number | null => ACHIEVEMENT_RULES[rule as AchievementRuleType]?.fixedThreshold ?? null;

/** The body the platform takes: the locales with neither title nor description left out. */
export function achievementBody(values: AchievementValues): AchievementInputBody {
  const texts = Object.fromEntries(
    Object.entries(values.texts).filter(([, t]) => t.title.trim() !== '' || t.description.trim() !== ''),
  ) as AchievementInputBody['texts'];
  const fixed = fixedThreshold(values.rule_type);
  return { ...(values as object), texts, ...(fixed !== null ? { threshold: fixed } : {}) } as AchievementInputBody;
}

/** Field messages by key (`texts.de.title` for one locale's title): from the schema, or from a 422's `errors`. */
export type FieldErrors = Record<string, string[]>;

export function validateAchievement(values: AchievementValues): { ok: true; body: AchievementInputBody } | { ok: false; errors: FieldErrors } {
  const body = achievementBody(values);
  const res = AchievementInputSchema.safeParse(body);
  if (res.success) return { ok: true, body };
  const errors: FieldErrors = {};
  for (const issue of res.error.issues) (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return { ok: false, errors };
}

/** Messages of a key exactly (`texts.en.title`), or of a field and its parts. */
export const messagesAt = (errors: FieldErrors, key: string): string[] => errors[key] ?? [];

/** Messages no field of the form shows (above the save button). */
export function otherMessages(errors: FieldErrors): string[] {
  return Object.entries(errors).flatMap(([k, m]) => {
    const top = k.split('.')[0]!;
    if (top === 'texts') return /^texts\.[^.]+\.(title|description)$/.test(k) ? [] : m.map((x) => `${k}: ${x}`);
    return ACHIEVEMENT_FIELD.has(top) ? [] : m.map((x) => (k === '_' ? x : `${k}: ${x}`));
  });
}

/**
 * The badge as a player reading `locale` will see it (an `AchievementView` as GET /api/achievements
 * answers it), locked at no progress or earned: the locale's text, else the English fallback.
 */
export function previewAchievement(values: AchievementValues, locale: Locale, earned: boolean, at: Date): AchievementView {
  const body = achievementBody(values);
  const own = values.texts[locale];
  const text = own && own.title.trim() !== '' ? own : values.texts[DEFAULT_LOCALE];
  const threshold = typeof body.threshold === 'number' && Number.isFinite(body.threshold) && body.threshold > 0 ? body.threshold : 1;
  const image = typeof values.image_url === 'string' && values.image_url.trim() !== '' ? values.image_url.trim() : null;
  return {
    id: 0,
    slug: String(values.slug ?? ''),
    title: text.title,
    description: text.description,
    image_url: image && AchievementInputSchema.shape.image_url.safeParse(image).success ? image : null,
    rule_type: (values.rule_type as AchievementRuleType) ?? 'rounds_played',
    threshold,
    progress: earned ? threshold : 0,
    earned,
    earned_at: earned ? at.toISOString() : null,
  };
}
