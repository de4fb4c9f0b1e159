import type { z } from 'zod';
import { issueDetail, unknownReference, type CatalogueKeys, type ParamsIssueCode, type WidgetName } from '../../schemas/widget-params';

/**
 * The widget palette's form: its fields come from `WIDGET_PARAM_FIELDS` (schemas/widget-params.ts,
 * built from the same definitions as the params schemas), and what the editor types is judged by
 * the widget's params schema itself, so the form accepts exactly what a publish accepts.
 * Placeholder params are text (`#GameRow[limit=15]#`): every field edits a string.
 */

/** Field values as typed: empty ones are left out, so the schema's default applies. */
export function filledParams(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v.trim() !== '')
      .map(([k, v]) => [k, v.trim()]),
  );
}

/** One problem of a field: the schema's message, and the code of a sentence the catalogs translate. */
export interface ParamProblem {
  message: string;
  code?: ParamsIssueCode;
  values?: Record<string, string>;
}

/**
 * What the schema says about typed values: per-field problems (`''` for the whole form), or none.
 * With `references`, a category, collection or provider the catalogue lacks is a problem of its
 * field too (the publish would refuse it), once the schema accepts the rest.
 */
export function validateParams(
  schema: z.ZodType,
  values: Record<string, string>,
  references?: { widget: WidgetName; catalogue: CatalogueKeys },
): Record<string, ParamProblem[]> {
  const filled = filledParams(values);
  const res = schema.safeParse(filled);
  const out: Record<string, ParamProblem[]> = {};
  if (res.success) {
    const unknown = references ? unknownReference(references.widget, filled, references.catalogue) : null;
    if (unknown)
      out[unknown.key] = [
        { message: `there is no ${unknown.ref} "${unknown.value}" in the game catalogue`, code: REF_CODE[unknown.ref], values: { key: unknown.value } },
      ];
    return out;
  }
  for (const issue of res.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '';
    const detail = issueDetail(issue);
    (out[key] ??= []).push(detail ? { message: issue.message, code: detail.code, values: detail.values } : { message: issue.message });
  }
  return out;
}

const REF_CODE = { category: 'unknownCategory', collection: 'unknownCollection', provider: 'unknownProvider' } as const satisfies Record<
  string,
  ParamsIssueCode
>;
