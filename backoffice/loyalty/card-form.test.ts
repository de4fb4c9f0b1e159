import { describe, expect, it } from 'vitest';
import { CompCardInputSchema, type StaffCompCard } from '../../schemas/loyalty';
import { CARD_FIELD, CARD_FIELDS, cardBody, cardSections, cardValues, emptyCard, otherCardMessages, previewCard, saleDate, validateCard } from './card-form';

const stored: StaffCompCard = {
  id: 4,
  type: 'freespins',
  group: 'spins-20',
  title: '20 free spins',
  points: 60,
  wager: 20,
  games: ['studio:reels'],
  freespins_count: 20,
  rates: [],
  lottery_ids: [],
  discountPercent: null,
  fullPrice: null,
  sale_end_date: null,
  tags: ['NEW'],
  template_id: 9,
  position: 4,
  enabled: true,
  sales: { exchanges: 3, quantity: 5, points: 300 },
};

describe('the shop-card form, generated from the platform’s card schema', () => {
  it('has a field per key of the schema, with kinds, bounds and choices read from it', () => {
    expect(CARD_FIELDS.map((f) => f.key)).toEqual(Object.keys(CompCardInputSchema.shape));
    expect(CARD_FIELD.get('type')).toMatchObject({ kind: 'enum', options: ['money', 'freespins', 'lotteries', 'special', 'lootboxes'] });
    expect(CARD_FIELD.get('points')).toMatchObject({ kind: 'int', max: 1e9 });
    expect(CARD_FIELD.get('rates')!.kind).toBe('prices');
    expect(CARD_FIELD.get('tags')).toMatchObject({ kind: 'list', itemOptions: ['POPULAR', 'NEW', 'VIP'] });
    expect(CARD_FIELD.get('template_id')).toMatchObject({ kind: 'int', nullable: true });
    expect(CARD_FIELD.get('enabled')).toMatchObject({ kind: 'bool', default: true });
  });

  it('shows the reward fields of the card’s type only, and sends the others as their defaults', () => {
    const keys = (t: Parameters<typeof cardSections>[0]) => cardSections(t).flatMap(([, fs]) => fs.map((f) => f.key));
    expect(keys('money')).toContain('rates');
    expect(keys('money')).not.toContain('template_id');
    expect(keys('freespins')).toEqual(expect.arrayContaining(['template_id', 'freespins_count', 'games']));
    expect(keys('freespins')).not.toContain('rates');
    expect(cardBody({ ...cardValues(stored), type: 'money' })).toMatchObject({ template_id: null, games: [], freespins_count: 0 });
  });

  it('round-trips a stored card and judges it by the schema', () => {
    const r = validateCard(cardValues(stored));
    expect(r.ok && r.body).toMatchObject({ group: 'spins-20', template_id: 9, games: ['studio:reels'] });
  });

  it('gives each bad field its message: negative price, a sale without an end or with a date that is none, a full price under the price', () => {
    const bad = (over: Record<string, unknown>) => {
      const r = validateCard({ ...emptyCard(), group: 'g', title: 'T', points: 10, rates: [{ currency: 'EUR', amount_cents: 100 }], ...over });
      return r.ok ? {} : r.errors;
    };
    expect(Object.keys(bad({}))).toEqual([]);
    expect(Object.keys(bad({ points: -5 }))).toEqual(['points']);
    expect(Object.keys(bad({ rates: [] }))).toEqual(['rates']);
    expect(Object.keys(bad({ group: 'sale-x' }))).toEqual(['sale_end_date']);
    expect(Object.keys(bad({ group: 'sale-x', sale_end_date: '30/02/2030' }))).toEqual(['sale_end_date']);
    expect(Object.keys(bad({ discount_percent: 50, full_price: 5 }))).toEqual(['full_price']);
    expect(Object.keys(bad({ type: 'freespins', freespins_count: 0 }))).toEqual(expect.arrayContaining(['template_id', 'freespins_count']));
    expect(Object.keys(bad({ rates: [{ currency: 'EUR', amount_cents: -1 }] }))).toEqual(['rates.0.amount_cents']);
    expect(otherCardMessages({ group: ['x'], 'rates.0.amount_cents': ['y'], _: ['z'] }, 'money')).toEqual(['z']);
  });

  it('previews the card as the shop answers it', () => {
    expect(previewCard({ ...cardValues(stored), discount_percent: 20, full_price: 75 })).toMatchObject({
      type: 'freespins',
      title: '20 free spins',
      points: 60,
      freespins_count: 20,
      discountPercent: 20,
      fullPrice: 75,
      tags: ['NEW'],
    });
    expect(previewCard(emptyCard()).points).toBe(0);
    expect(saleDate(new Date('2026-11-27T10:00:00Z'), 5)).toBe('02/12/2026');
  });
});
