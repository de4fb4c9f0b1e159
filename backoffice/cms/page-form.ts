import type { PageCategory, PageDraft, PageDraftInput } from '../../schemas/cms';
import { checkContent, type CatalogueKeys, type ContentIssue } from '../../schemas/widget-params';
import { parseJsonObject } from './text';

/** A page version as the editor's inputs hold it: every field a string or flag, meta.json as typed. */
export interface PageForm {
  title: string;
  content: string;
  categories: PageCategory[];
  hidden: boolean;
  blockTitle: string;
  description: string;
  keywords: string;
  /** The `json` block: any JSON text, checked as JSON. */
  json: string;
  contentMain: string;
  /** meta.json as typed: a JSON object or empty. */
  meta: string;
}

export function formFromDraft(d: PageDraft): PageForm {
  return {
    title: d.title,
    content: d.content,
    categories: [...d.categories],
    hidden: d.hidden,
    blockTitle: d.blocks.title ?? '',
    description: d.blocks.description ?? '',
    keywords: d.blocks.keywords ?? '',
    json: d.blocks.json ?? '',
    contentMain: d.blocks['content-main'] ?? '',
    meta: d.meta === null ? '' : JSON.stringify(d.meta, null, 2),
  };
}

/** Problems the editor must fix before the form can be saved (the platform would refuse them too). */
export interface FormProblems {
  /** The `json` block is not JSON: the parser's message. */
  json?: string;
  /** meta.json is not a JSON object: the parser's message, or 'object'. */
  meta?: string;
}

export function formProblems(f: PageForm): FormProblems {
  const out: FormProblems = {};
  if (f.json.trim() !== '') {
    try {
      JSON.parse(f.json);
    } catch (err) {
      out.json = err instanceof Error ? err.message : String(err);
    }
  }
  const meta = parseJsonObject(f.meta);
  if (!meta.ok) out.meta = meta.error;
  return out;
}

/** The body fields of a save; call only when formProblems() is empty. Empty blocks are left out. */
export function draftFromForm(f: PageForm): PageDraftInput {
  const blocks: PageDraftInput['blocks'] = {};
  if (f.blockTitle.trim()) blocks.title = f.blockTitle;
  if (f.description.trim()) blocks.description = f.description;
  if (f.keywords.trim()) blocks.keywords = f.keywords;
  if (f.json.trim()) blocks.json = f.json;
  if (f.contentMain.trim()) blocks['content-main'] = f.contentMain;
  const meta = parseJsonObject(f.meta);
  return { title: f.title, content: f.content, categories: f.categories, hidden: f.hidden, blocks, meta: meta.ok ? meta.value : null };
}

/**
 * The placeholder issues of both HTML fields, apart, so each list points into its own source;
 * with `catalogue`, names the game catalogue lacks too (the same issues the fields list, so the
 * publish bar's count and the lists agree).
 */
export function pageFormIssues(f: PageForm, catalogue?: CatalogueKeys): { content: ContentIssue[]; contentMain: ContentIssue[] } {
  return { content: checkContent(f.content, catalogue), contentMain: checkContent(f.contentMain, catalogue) };
}

/** Why publishing is not possible now; empty when it is. */
export type PublishBlocker = 'readOnly' | 'unsaved' | 'issues' | 'alreadyLive';

export function publishBlockers(o: { canWrite: boolean; dirty: boolean; issueCount: number; latestIsLive: boolean }): PublishBlocker[] {
  const out: PublishBlocker[] = [];
  if (!o.canWrite) out.push('readOnly');
  if (o.dirty) out.push('unsaved');
  if (o.issueCount > 0) out.push('issues');
  if (o.latestIsLive && !o.dirty) out.push('alreadyLive');
  return out;
}
