import { describe, expect, it } from 'vitest';
import { BonusTemplateInputSchema } from '../../schemas/gifts';
import {
  emptyTemplate,
  majorText,
  messagesOf,
  minorOf,
  otherMessages,
  previewGift,
  sectionFields,
  TEMPLATE_FIELD,
  TEMPLATE_FIELDS,
  validateTemplate,
} from './template-form';

describe('the template form generated from the body schema', () => {
  it('has a field for every key of the schema, with kinds, bounds and defaults read from it', () => {
    expect(TEMPLATE_FIELDS.map((f) => f.key)).toEqual(Object.keys(BonusTemplateInputSchema.shape));
    expect(
      sectionFields()
        .flatMap(([, fields]) => fields.map((f) => f.key))
        .sort(),
    ).toEqual(Object.keys(BonusTemplateInputSchema.shape).sort());
    expect(TEMPLATE_FIELD.get('wager_multiplier')).toMatchObject({ kind: 'int', min: 1, max: 1000, default: 1, nullable: false });
    expect(TEMPLATE_FIELD.get('percent')).toMatchObject({ kind: 'int', nullable: true });
    expect(TEMPLATE_FIELD.get('type')).toMatchObject({
      kind: 'enum',
      options: ['deposit', 'registration', 'freespins', 'rocket_lite', 'rocket_pro', 'rocket_max'],
    });
    expect(TEMPLATE_FIELD.get('max_amounts')?.kind).toBe('per_currency');
    expect(TEMPLATE_FIELD.get('valid_until')).toMatchObject({ kind: 'datetime', nullable: true });
    expect(TEMPLATE_FIELD.get('game_ids')?.kind).toBe('ids');
    expect(TEMPLATE_FIELD.get('currencies')?.itemOptions).toContain('EUR');
    expect(TEMPLATE_FIELD.get('contributions')?.kind).toBe('contributions');
    expect(TEMPLATE_FIELD.get('enabled')).toMatchObject({ kind: 'bool', default: true });
  });

  it('judges the values with the schema itself, messages keyed by field and currency', () => {
    const v = { ...emptyTemplate(), title: 'Reload', percent: 100, wager_multiplier: 30 };
    const bad = validateTemplate(v);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(messagesOf(bad.errors, 'max_amounts')).toEqual(['a percent bonus needs a cap per currency']);
    const neg = validateTemplate({ ...v, max_amounts: { EUR: 10_000 }, amounts: { EUR: 0 } });
    expect(neg.ok ? [] : messagesOf(neg.errors, 'amounts')).toEqual(['EUR: must be a positive amount']);
    expect(validateTemplate({ ...v, max_amounts: { EUR: 10_000 } })).toMatchObject({ ok: true, body: { percent: 100, max_amounts: { EUR: 10_000 } } });
    expect(otherMessages({ _: ['whole form'], amounts: ['x'] })).toEqual(['whole form']);
  });

  it('reads amounts in the currency’s units and previews the card the player will see', () => {
    expect(minorOf('100', 'EUR')).toBe(10_000);
    expect(minorOf('12.5', 'EUR')).toBe(1_250);
    expect(minorOf('1.234', 'EUR')).toBeNull();
    expect(minorOf('-1', 'EUR')).toBeNull();
    expect(minorOf('500', 'JPY')).toBe(500);
    expect(majorText(10_000, 'EUR')).toBe('100');
    const at = new Date('2026-11-26T12:00:00Z');
    const card = previewGift(
      { ...emptyTemplate(), title: 'Reload', percent: 100, max_amounts: { EUR: 10_000 }, wager_multiplier: 30, max_bet: { EUR: 500 } },
      'EUR',
      at,
    );
    expect(card).toMatchObject({
      kind: 'bonus',
      amount_cents: 10_000,
      amount_wager_requirement_cents: 300_000,
      max_bet_cents: 500,
      activatable_until: '2026-12-03T12:00:00.000Z',
    });
    const spins = previewGift({ ...emptyTemplate(), type: 'freespins', freespins_count: 10, bet_level: 2, game_ids: [7] }, 'EUR', at);
    expect(spins).toMatchObject({ kind: 'freespins', freespins_total: 10, bet_level: 2, amount_cents: 0 });
  });
});
