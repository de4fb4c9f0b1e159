/** Small pure helpers of the source editor: positions, cursor insertion, JSON fields, dates. */

/** 1-based line and column of a character offset, as the editor's issue list shows them. */
export function lineColumn(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(index, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

/** `text` with `insert` replacing the selection `[start, end)`, and where the caret lands after it. */
export function insertAt(text: string, start: number, end: number, insert: string): { text: string; caret: number } {
  const s = Math.max(0, Math.min(start, text.length));
  const e = Math.max(s, Math.min(end, text.length));
  return { text: text.slice(0, s) + insert + text.slice(e), caret: s + insert.length };
}

/** A JSON object typed in a textarea: empty means null; anything but an object is an error. */
export function parseJsonObject(source: string): { ok: true; value: Record<string, unknown> | null } | { ok: false; error: string } {
  if (source.trim() === '') return { ok: true, value: null };
  try {
    const value: unknown = JSON.parse(source);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, error: 'object' };
    return { ok: true, value: value as Record<string, unknown> };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An ISO timestamp as a `datetime-local` value in the browser's time zone (the form states which),
 * or '' for none.
 */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value read in the browser's time zone, as an ISO timestamp (UTC), or null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  // Without an offset, the Date constructor reads `YYYY-MM-DDTHH:mm` as local time.
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The browser's IANA time zone (e.g. `Europe/Berlin`), named beside every schedule field. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
