import type { z } from 'zod';

/**
 * The widget palette's form: its fields come from `WIDGET_PARAM_FIELDS` (schemas/widget-params.ts,
 * built from the same definitions as the params schemas), and what the editor types is judged by
 * the widget's params schema itself, so the form accepts exactly what a publish accepts.
 * Placeholder params are text (`#GameRow[limit=15]#`): every field edits a string.
 */

/** Field values as typed: empty ones are left out, so the schema's default applies. */
export function filledParams(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]));
}

/** What the schema says about typed values: per-field messages (`''` for the whole form), or none. */
export function validateParams(schema: z.ZodType, values: Record<string, string>): Record<string, string[]> {
  const res = schema.safeParse(filledParams(values));
  if (res.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of res.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
