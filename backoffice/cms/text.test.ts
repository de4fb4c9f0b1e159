import { describe, expect, it } from 'vitest';
import { fromLocalInput, insertAt, lineColumn, parseJsonObject, toLocalInput } from './text';

describe('source editor helpers', () => {
  it('turns offsets into 1-based lines and columns', () => {
    const text = '<p>one</p>\n<p>#GameRow[]#</p>\n';
    expect(lineColumn(text, 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn(text, text.indexOf('#'))).toEqual({ line: 2, column: 4 });
    expect(lineColumn(text, 10_000)).toEqual({ line: 3, column: 1 });
  });

  it('inserts at the caret or over the selection and puts the caret after the insert', () => {
    expect(insertAt('ab', 1, 1, 'X')).toEqual({ text: 'aXb', caret: 2 });
    expect(insertAt('abcd', 1, 3, 'X')).toEqual({ text: 'aXd', caret: 2 });
    expect(insertAt('ab', 99, 99, 'X')).toEqual({ text: 'abX', caret: 3 });
  });

  it('accepts a JSON object or nothing, and refuses arrays, scalars and broken JSON', () => {
    expect(parseJsonObject('  ')).toEqual({ ok: true, value: null });
    expect(parseJsonObject('{"endDate":"01/12/2026"}')).toEqual({ ok: true, value: { endDate: '01/12/2026' } });
    expect(parseJsonObject('[1]')).toEqual({ ok: false, error: 'object' });
    expect(parseJsonObject('1')).toEqual({ ok: false, error: 'object' });
    expect(parseJsonObject('{"a":')).toMatchObject({ ok: false });
  });

  it('round-trips a schedule through datetime-local in the local time zone', () => {
    const iso = '2026-12-24T18:30:00.000Z';
    const local = toLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a date')).toBeNull();
  });
});
