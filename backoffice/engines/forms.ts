import { LOCALES } from '../../schemas/locale-codes';
import { JackpotInputSchema, type JackpotAdmin, type JackpotInput } from '../../schemas/jackpots';
import { TournamentInputSchema, type BackofficeTournament, type TournamentBody } from '../../schemas/tournaments';
import { fromLocalInput } from '../cms/text';

/**
 * The engines' back-office forms (tournaments, jackpots): the form's flat fields to the platform's
 * body, checked by the same zod schema the platform uses (schemas/), so field messages show before
 * a round trip. Lists are typed one per line (`a | b | c`) and ids comma-separated.
 */

export type FieldErrors = Record<string, string[]>;
export type Checked<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

const list = (s: string) =>
  s
    .split(/[,\s]+/)
    .map((x) => x.trim())
    .filter(Boolean);
const ids = (s: string) => list(s).map(Number);
const lines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => l.split('|').map((c) => c.trim()));
const num = (s: string | undefined) => (s === undefined || s === '' ? NaN : Number(s));

function issues(error: { issues: { path: PropertyKey[]; message: string }[] }): FieldErrors {
  const out: FieldErrors = {};
  for (const i of error.issues) (out[i.path.map(String).join('.') || 'form'] ??= []).push(i.message);
  return out;
}

/** The tournament form's fields (FormData entries by name). */
export function tournamentBody(get: (name: string) => string, checked: (name: string) => boolean): Checked<TournamentBody> {
  const texts: Record<string, { title: string; description: string }> = {};
  for (const l of LOCALES) {
    const title = get(`title.${l}`).trim();
    if (title) texts[l] = { title, description: get(`description.${l}`).trim() };
  }
  const body = {
    frontend_identifier: get('frontend_identifier').trim(),
    texts,
    currency: get('currency').trim().toUpperCase(),
    start_at: fromLocalInput(get('start_at')) ?? '',
    end_at: fromLocalInput(get('end_at')) ?? '',
    strategy: get('strategy'),
    min_bet_cents: num(get('min_bet_cents') || '0'),
    game_ids: ids(get('game_ids')),
    providers: list(get('providers')),
    categories: list(get('categories')),
    user_confirmation_required: checked('user_confirmation_required'),
    money_budget_cents: num(get('money_budget_cents') || '0'),
    prizes: lines(get('prizes')).map(([place, template, amount]) => ({ place: num(place), template_id: num(template), amount_cents: num(amount || '0') })),
  };
  const r = TournamentInputSchema.safeParse(body);
  return r.success ? { ok: true, body: body as TournamentBody } : { ok: false, errors: issues(r.error) };
}

/** The form's text for a tournament's prizes (place | template id | amount in minor units). */
export function prizesText(t: Pick<BackofficeTournament, 'prizes'> | null): string {
  return (t?.prizes ?? []).map((p) => `${p.place} | ${p.template_id} | ${p.amount_cents}`).join('\n');
}

/** The jackpot form's fields. A level line: identifier | name | seed | share ppm | `must drop by` amount, or `p=` chance in ppb. */
export function jackpotBody(get: (name: string) => string): Checked<JackpotInput> {
  const body = {
    identifier: get('identifier').trim(),
    name: get('name').trim(),
    state: get('state'),
    currency: get('currency').trim().toUpperCase(),
    rules: get('rules').trim(),
    game_ids: ids(get('game_ids')),
    levels: lines(get('levels')).map(([identifier = '', name = '', seed, ppm, drop = '']) =>
      drop.startsWith('p=')
        ? { identifier, name, seed_cents: num(seed), contribution_ppm: num(ppm), drop_rule: 'probability', drop_probability_ppb: num(drop.slice(2)) }
        : { identifier, name, seed_cents: num(seed), contribution_ppm: num(ppm), drop_rule: 'must_drop_by', must_drop_by_cents: num(drop) },
    ),
  };
  const r = JackpotInputSchema.safeParse(body);
  return r.success ? { ok: true, body: r.data } : { ok: false, errors: issues(r.error) };
}

/** The form's text for a jackpot's levels: the configuration that will apply (the pending one when marketing changed a running level). */
export function levelsText(j: Pick<JackpotAdmin, 'levels'> | null): string {
  return (j?.levels ?? [])
    .map((l) => {
      const c = l.next ?? l;
      const drop = c.drop_rule === 'probability' ? `p=${c.drop_probability_ppb ?? ''}` : String(c.must_drop_by_cents ?? '');
      return `${l.identifier} | ${c.name} | ${c.seed_cents} | ${c.contribution_ppm} | ${drop}`;
    })
    .join('\n');
}

export function errorLines(errors: FieldErrors): string[] {
  return Object.entries(errors).map(([k, m]) => `${k}: ${m.join(', ')}`);
}
