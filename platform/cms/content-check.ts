import type { z } from 'zod';
import type { CmsContentIssue, PageDraft, SlotEntry } from '../../schemas/cms';
import { checkContent, validateWidgetParams } from '../../schemas/widget-params';
import { HttpError } from '../http/errors';

/**
 * What must hold before a page, snippet or slot config goes live: every placeholder parses,
 * names a registry widget and has params its schema accepts. The platform checks with the same
 * pure checker the editor shows issues with (schemas/widget-params.ts), so the two never disagree.
 */

/** Issues of a page draft: its content and its alternative main content. */
export function pageIssues(draft: PageDraft): CmsContentIssue[] {
  return [...checkContent(draft.content), ...(draft.blocks['content-main'] ? checkContent(draft.blocks['content-main']) : [])];
}

export function snippetIssues(draft: { content: string }): CmsContentIssue[] {
  return checkContent(draft.content);
}

/**
 * Issues of slot entries (main-widget-config): each entry's widget and params validated by the
 * same function placeholders go through, so a slot and a placeholder are judged alike.
 */
export function slotIssues(slots: Record<string, SlotEntry[]>): CmsContentIssue[] {
  const out: CmsContentIssue[] = [];
  for (const [location, entries] of Object.entries(slots)) {
    entries.forEach((e, i) => {
      const r = validateWidgetParams(e.widget, e.params);
      if (!r.ok) out.push({ placeholder: `slots.${location}.${i} (${e.id})`, name: e.widget, message: r.message, index: i });
    });
  }
  return out;
}

/** 422 listing the issues: `errors.content` for the form, `issues` with their positions for the editor. */
export class ContentInvalidError extends HttpError {
  constructor(
    readonly issues: CmsContentIssue[],
    field = 'content',
  ) {
    super(422, 'content_invalid', `The content has ${issues.length} invalid placeholder${issues.length === 1 ? '' : 's'}; fix them before publishing`, {
      [field]: issues.map((i) => `${i.placeholder}: ${i.message}`),
    });
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
