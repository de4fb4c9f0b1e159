import { describe, expect, it } from 'vitest';
import { BonusTemplateInputSchema, CodeBatchInputSchema, giftKindOf } from './gifts';

const fields = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => (r.error?.issues ?? []).map((i) => i.path.join('.'));

describe('gift schemas', () => {
  it('takes a 100 % deposit bonus up to 100 with x30 wagering, with defaults filled in', () => {
    const t = BonusTemplateInputSchema.parse({ title: 'First deposit', type: 'deposit', percent: 100, max_amounts: { EUR: 10_000 }, wager_multiplier: 30 });
    expect(t).toMatchObject({ amounts: {}, activatable_hours: 168, lifetime_hours: 720, enabled: true, issue_on: 'confirmation', bonus_code: null });
    expect(giftKindOf(t.type)).toBe('bonus');
  });

  it('names the fields of a template that cannot work', () => {
    expect(fields(BonusTemplateInputSchema.safeParse({ title: 'x', type: 'rocket_pro' }))).toContain('amounts');
    expect(fields(BonusTemplateInputSchema.safeParse({ title: 'x', type: 'registration', percent: 50, max_amounts: { EUR: 1 } }))).toContain('percent');
    expect(fields(BonusTemplateInputSchema.safeParse({ title: 'x', type: 'deposit', percent: 50 }))).toContain('max_amounts');
    expect(fields(BonusTemplateInputSchema.safeParse({ title: 'x', type: 'freespins' }))).toEqual(
      expect.arrayContaining(['freespins_count', 'bet_level', 'game_ids']),
    );
    expect(fields(BonusTemplateInputSchema.safeParse({ title: 'x', type: 'rocket_max', amounts: { XXX: 5, EUR: 0 } }))).toEqual(
      expect.arrayContaining(['amounts.XXX', 'amounts.EUR']),
    );
    expect(fields(BonusTemplateInputSchema.safeParse({ title: 'x', type: 'rocket_max', amounts: { EUR: 5 }, bonus_code: 'ABC' }))).toContain('bonus_code');
    expect(fields(BonusTemplateInputSchema.safeParse({ title: 'x', type: 'rocket_max', amounts: { EUR: 5 }, countries: ['ZZ'] }))).toContain('countries.0');
  });

  it('wants a code batch to be one shared code or a count of unique ones', () => {
    expect(CodeBatchInputSchema.safeParse({ template_id: 1, code: 'SPRING' }).success).toBe(true);
    expect(CodeBatchInputSchema.safeParse({ template_id: 1, count: 500 }).success).toBe(true);
    expect(fields(CodeBatchInputSchema.safeParse({ template_id: 1 }))).toContain('code');
    expect(fields(CodeBatchInputSchema.safeParse({ template_id: 1, code: 'SPRING', count: 5 }))).toContain('code');
  });
});
