import { describe, expect, it } from 'vitest';
import { jackpotBody, levelsText, prizesText, tournamentBody } from './forms';

const fields = (values: Record<string, string>) => (name: string) => values[name] ?? '';

describe('engine forms', () => {
  it('builds a tournament body from the form, keeping only the locales with a title', () => {
    const r = tournamentBody(
      fields({
        frontend_identifier: 'winter-cup',
        'title.en': 'Winter cup',
        'description.en': 'Bets count.',
        'title.de': 'Winterpokal',
        currency: 'eur',
        start_at: '2030-01-01T10:00',
        end_at: '2030-01-02T10:00',
        strategy: 'biggest_win',
        game_ids: '3, 4 5',
        providers: 'studio',
        prizes: '1 | 12 | 1000\n\n2 | 12 | 500',
      }),
      (k) => k === 'user_confirmation_required',
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.body.texts).toEqual({ en: { title: 'Winter cup', description: 'Bets count.' }, de: { title: 'Winterpokal', description: '' } });
    expect(r.body).toMatchObject({ currency: 'EUR', game_ids: [3, 4, 5], providers: ['studio'], user_confirmation_required: true, strategy: 'biggest_win' });
    expect(r.body.prizes).toEqual([
      { place: 1, template_id: 12, amount_cents: 1000 },
      { place: 2, template_id: 12, amount_cents: 500 },
    ]);
    expect(prizesText({ prizes: [{ place: 1, template_id: 12, amount_cents: 1000 }] })).toBe('1 | 12 | 1000');
  });

  it('answers field messages from the same schema the platform checks', () => {
    const r = tournamentBody(
      fields({ frontend_identifier: 'Bad Slug', currency: 'EUR', start_at: '2030-01-02T10:00', end_at: '2030-01-01T10:00', strategy: 'sum_bets' }),
      () => false,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors)).toEqual(expect.arrayContaining(['frontend_identifier', 'texts', 'end_at']));
  });

  it('reads jackpot levels as lines (must-drop-by amount or p= chance) and writes them back, pending settings first', () => {
    const r = jackpotBody(
      fields({
        identifier: 'test-pot',
        name: 'Test pot',
        state: 'active',
        currency: 'EUR',
        levels: 'mini | Mini | 1000 | 10000 | 5000\nmega | Mega | 100000 | 2000 | p=10000',
      }),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.body.levels).toEqual([
      { identifier: 'mini', name: 'Mini', seed_cents: 1000, contribution_ppm: 10000, drop_rule: 'must_drop_by', must_drop_by_cents: 5000 },
      { identifier: 'mega', name: 'Mega', seed_cents: 100000, contribution_ppm: 2000, drop_rule: 'probability', drop_probability_ppb: 10000 },
    ]);
    const level = {
      identifier: 'mini',
      name: 'Mini',
      seed_cents: 1000,
      contribution_ppm: 10000,
      drop_rule: 'must_drop_by' as const,
      must_drop_by_cents: 5000,
      drop_probability_ppb: null,
    };
    expect(levelsText({ levels: [{ ...level, next: { ...level, name: 'Mini+', seed_cents: 2000 } } as never] })).toBe('mini | Mini+ | 2000 | 10000 | 5000');
    const bad = jackpotBody(fields({ identifier: 'x', name: 'X', state: 'active', currency: 'EUR', levels: 'mini | Mini | 1000 | 10000 | 500' }));
    expect(bad.ok ? [] : Object.keys(bad.errors)).toEqual(['levels.0.must_drop_by_cents']);
  });
});
