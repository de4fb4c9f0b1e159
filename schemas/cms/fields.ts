import { multiLine, oneLine } from '../validation';

/**
 * The text builders every part of the CMS contract caps its fields with. Not part of the
 * contract itself (index.ts does not re-export them).
 */

/**
 * Trimmed free text of at most `max` characters. It may run over several lines: the description
 * fields of config documents are textareas (control characters other than tab and line breaks
 * are refused, schemas/validation.ts).
 */
export const text = (max: number) => multiLine().trim().max(max, `must be at most ${max} characters`);
/** Trimmed one-line text of at most `max` characters (titles, names, a page's SEO blocks). */
export const line = (max: number) => oneLine().trim().max(max, `must be at most ${max} characters`);
/** Trimmed, non-empty one-line text of at most `max` characters. */
export const label = (max: number) => line(max).min(1, 'is required');
