import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { WIDGET_PARAMS } from '../../../schemas/widget-params';
import { filledParams, validateParams } from './param-fields';

describe('palette form values judged by the params schema', () => {
  it('leaves out empty fields so the schema default applies, and trims the others', () => {
    expect(filledParams({ category: ' new ', limit: '', title: '  ' })).toEqual({ category: 'new' });
  });

  it('accepts what the widget accepts and gives messages per field otherwise', () => {
    expect(validateParams(WIDGET_PARAMS.GameRow, { category: 'new', limit: '' })).toEqual({});
    const errors = validateParams(WIDGET_PARAMS.GameRow, { category: 'new', limit: '99' });
    expect(Object.keys(errors)).toEqual(['limit']);
    expect(errors.limit![0]).toMatch(/15/);
  });

  it('puts a rule about several fields on the field it names (one game source)', () => {
    const errors = validateParams(WIDGET_PARAMS.GameRow, { category: 'new', provider: 'pragmatic' });
    expect(errors.provider![0]).toMatch(/only one of/);
    expect(validateParams(WIDGET_PARAMS.RichText, {})).toHaveProperty('snippet');
  });

  it('keeps messages without a path under the empty key (the whole form)', () => {
    expect(validateParams(z.object({}).refine(() => false, 'no'), {})).toEqual({ '': ['no'] });
  });
});
