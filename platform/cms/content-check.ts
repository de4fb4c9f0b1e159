import type { z } from 'zod';
import type { CmsContentIssue, PageDraft, SlotEntry } from '../../schemas/cms';
import { checkContent, validateWidgetParams, type CatalogueKeys } from '../../schemas/widget-params';
import { HttpError } from '../http/errors';

/**
 * What must hold before a page, snippet or slot config goes live: every placeholder parses,
 * names a registry widget, has params its schema accepts, and names only categories, collections
 * and providers the game catalogue has (`catalogue`: else the widget renders nothing on the live
 * page, heading included). The platform checks with the same pure checker the editor shows issues
 * with (schemas/widget-params.ts), given the same catalogue keys, so the two never disagree.
 */

/**
 * Issues of a page draft by the body field they were found in: its content and its alternative
 * main content (an issue's `index` is an offset into its own field, so the editor needs to know which).
 */
export function pageIssuesByField(draft: PageDraft, catalogue: CatalogueKeys): Record<string, CmsContentIssue[]> {
  return {
    content: checkContent(draft.content, catalogue),
    'blocks.content-main': draft.blocks['content-main'] ? checkContent(draft.blocks['content-main'], catalogue) : [],
  };
}

export function snippetIssues(draft: { content: string }, catalogue: CatalogueKeys): CmsContentIssue[] {
  return checkContent(draft.content, catalogue);
}

/**
 * Issues of slot entries (main-widget-config): each entry's widget and params validated by the
 * same function placeholders go through, so a slot and a placeholder are judged alike.
 */
export function slotIssues(slots: Record<string, SlotEntry[]>, catalogue: CatalogueKeys): CmsContentIssue[] {
  const out: CmsContentIssue[] = [];
  for (const [location, entries] of Object.entries(slots)) {
    entries.forEach((e, i) => {
      const r = validateWidgetParams(e.widget, e.params, catalogue);
      if (!r.ok)
        out.push({
          placeholder: `slots.${location}.${i} (${e.id})`,
          name: e.widget,
          message: r.message,
          index: i,
          ...(r.detail ? { code: r.detail.code, values: r.detail.values } : {}),
        });
    });
  }
  return out;
}

/** One line for a form field: the placeholder it is about, if any (markup nesting is about the whole field). */
export function issueLine(issue: CmsContentIssue): string {
  return issue.placeholder ? `${issue.placeholder}: ${issue.message}` : issue.message;
}

/**
 * 422 listing the issues: field messages under the body field each was found in (`content`,
 * `blocks.content-main`, `document`) for the form, and `issues` with their positions for the editor.
 */
export class ContentInvalidError extends HttpError {
  readonly issues: CmsContentIssue[];
  constructor(byField: Record<string, CmsContentIssue[]>) {
    const issues = Object.values(byField).flat();
    const fields: Record<string, string[]> = {};
    for (const [field, list] of Object.entries(byField)) if (list.length) fields[field] = list.map(issueLine);
    super(
      422,
      'content_invalid',
      `The content has ${issues.length} problem${issues.length === 1 ? '' : 's'} (placeholders or markup); fix ${issues.length === 1 ? 'it' : 'them'} before publishing`,
      fields,
    );
    this.issues = issues;
  }
}

/** Field messages of a zod error, keyed by dot path under `prefix` (as the platform's 422 shape). */
export function zodFields(error: z.ZodError, prefix = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
