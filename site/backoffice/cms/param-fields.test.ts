import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeParam, describeParams, filledParams, validateParams } from './param-fields';

describe('describeParams: the palette form generated from a params schema', () => {
  const schema = z.object({
    category: z.string().min(1).max(40).describe('Game category slug'),
    limit: z.coerce.number().int().min(1).max(15).default(15),
    layout: z.enum(['row', 'grid']).default('row'),
    autoplay: z.stringbool().optional(),
    size: z.union([z.literal('small'), z.literal('large')]).optional(),
    ratio: z.coerce.number().gt(0).lt(2).optional(),
  });

  it('gives every key a field with its kind, requirement, default and bounds, in order', () => {
    expect(describeParams(schema)).toEqual([
      { name: 'category', kind: 'text', required: true, minLength: 1, maxLength: 40, description: 'Game category slug' },
      { name: 'limit', kind: 'number', required: false, defaultValue: '15', integer: true, min: 1, max: 15 },
      { name: 'layout', kind: 'enum', required: false, defaultValue: 'row', options: ['row', 'grid'] },
      { name: 'autoplay', kind: 'boolean', required: false },
      { name: 'size', kind: 'enum', required: false, options: ['small', 'large'] },
      { name: 'ratio', kind: 'number', required: false, min: 0, max: 2 },
    ]);
  });

  it('reads a transform-then-check pipe as its output and a refined object as its fields', () => {
    expect(describeParam('n', z.string().transform(Number).pipe(z.number().int().max(3)))).toMatchObject({ kind: 'number', integer: true, max: 3 });
    const refined = z.object({ a: z.string() }).refine((o) => o.a !== 'x');
    expect(describeParams(refined).map((f) => f.name)).toEqual(['a']);
    expect(describeParams(z.object({ a: z.string() }).transform((o) => o.a)).map((f) => f.name)).toEqual(['a']);
  });

  it('has no fields for a widget without params or a schema that is not an object', () => {
    expect(describeParams(z.object({}))).toEqual([]);
    expect(describeParams(z.string())).toEqual([]);
  });

  it('validates typed text with the schema itself: empty fields fall back to defaults, messages by field', () => {
    expect(filledParams({ category: ' new ', limit: '', layout: '  ' })).toEqual({ category: 'new' });
    expect(validateParams(schema, { category: 'new', limit: '' })).toEqual({});
    const errors = validateParams(schema, { category: '', limit: '99', layout: 'tiles' });
    expect(Object.keys(errors).sort()).toEqual(['category', 'layout', 'limit']);
    expect(errors.limit![0]).toMatch(/15/);
  });
});
