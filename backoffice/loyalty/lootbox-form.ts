import { LootboxSetInputSchema, type LootboxSet, type LootboxSetInputBody } from '../../schemas/lootboxes';
import type { FieldErrors } from '../promotions/template-form';

/**
 * The loot-box set form's pure part: a set's values as `LootboxSetInputSchema` (schemas/lootboxes.ts,
 * the body the platform's POST/PUT /api/backoffice/lootbox-sets take) judges them, each item's
 * chance of being drawn, and messages by field path (`items.1.weight`).
 */

export interface ItemRow {
  title: string;
  weight: number;
  template_id: number;
}
export interface DepositRuleRow {
  currency: string;
  min_amount_cents: number;
}
export interface SetValues {
  title: string;
  group_key: string;
  valid_hours: number;
  enabled: boolean;
  items: ItemRow[];
  deposit_rules: DepositRuleRow[];
}

export function emptySet(): SetValues {
  return { title: '', group_key: '', valid_hours: 72, enabled: true, items: [{ title: '', weight: 1, template_id: NaN }], deposit_rules: [] };
}

export function setValues(s: LootboxSet): SetValues {
  return {
    title: s.title,
    group_key: s.group_key,
    valid_hours: s.valid_hours,
    enabled: s.enabled,
    items: s.items.map((i) => ({ ...i })),
    deposit_rules: s.deposit_rules.map((r) => ({ ...r })),
  };
}

/**
 * Each item's chance in a box of this set: its weight over the total (the draw, `drawWeighted` in
 * schemas/lootbox-draw.ts, takes a uniform number below the total and walks the running weights).
 * Null while a weight is not a positive whole number (the schema says why beside it).
 */
export function probabilities(items: readonly { weight: number }[]): (number | null)[] {
  const ok = items.every((i) => Number.isInteger(i.weight) && i.weight >= 1);
  const total = ok ? items.reduce((a, i) => a + i.weight, 0) : 0;
  return items.map((i) => (ok && total > 0 ? i.weight / total : null));
}

export function validateSet(values: SetValues): { ok: true; body: LootboxSetInputBody } | { ok: false; errors: FieldErrors } {
  const res = LootboxSetInputSchema.safeParse(values);
  if (res.success) return { ok: true, body: values as LootboxSetInputBody };
  const errors: FieldErrors = {};
  for (const issue of res.error.issues) (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return { ok: false, errors };
}
