import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api';
import { failureState, gamePageHref, missingFields, parseMode, planLaunch, regionOf, registrationHref, type LaunchInput } from './launch-state';

const refused = (status: number, code: string, extra: { body?: unknown; fieldErrors?: Record<string, string[]> } = {}) =>
  new ApiError({ status, code, message: code, method: 'POST', path: '/api/games/launch', logCode: 'SEND_GAMES_LAUNCH_ERROR', ...extra });

describe('parseMode', () => {
  it('is real unless the query says demo', () => {
    expect(parseMode('demo')).toBe('demo');
    expect(parseMode('real')).toBe('real');
    expect(parseMode(undefined)).toBe('real');
    expect(parseMode('DEMO')).toBe('real');
    expect(parseMode(['demo', 'real'])).toBe('demo');
  });
});

describe('links', () => {
  it('sends a guest to registration with the full target in redirect', () => {
    const target = gamePageHref('de', 'reelhouse', 'gold-rush', 'real');
    expect(target).toBe('/de/play/reelhouse/gold-rush?mode=real');
    expect(registrationHref('de', target)).toBe('/de/sign-up?redirect=%2Fde%2Fplay%2Freelhouse%2Fgold-rush%3Fmode%3Dreal');
  });
});

describe('planLaunch', () => {
  const base: LaunchInput = { mode: 'real', loggedIn: true, region: 'allowed', game: { has_demo_mode: true } };

  it('waits for the region, then blocks a restricted region in either mode', () => {
    expect(planLaunch({ ...base, region: 'unknown' })).toBe('wait');
    expect(planLaunch({ ...base, region: 'blocked' })).toBe('blocked');
    expect(planLaunch({ ...base, mode: 'demo', loggedIn: false, region: 'blocked' })).toBe('blocked');
  });

  it('launches a demo without login when the game has one', () => {
    expect(planLaunch({ ...base, mode: 'demo', loggedIn: false })).toBe('launch');
    expect(planLaunch({ ...base, mode: 'demo', loggedIn: null })).toBe('launch');
    expect(planLaunch({ ...base, mode: 'demo', game: { has_demo_mode: false } })).toBe('demo-unavailable');
  });

  it('launches real money for a player; a guest goes to registration', () => {
    expect(planLaunch(base)).toBe('launch');
    expect(planLaunch({ ...base, loggedIn: false })).toBe('login');
    expect(planLaunch({ ...base, loggedIn: null })).toBe('wait');
    // A game without demo still launches for real.
    expect(planLaunch({ ...base, game: { has_demo_mode: false } })).toBe('launch');
  });
});

describe('regionOf', () => {
  it('is unknown while loading, blocked by either restriction, allowed otherwise (also when the call failed)', () => {
    expect(regionOf(undefined, true)).toBe('unknown');
    expect(regionOf({ login_restricted: true }, false)).toBe('blocked');
    expect(regionOf({ registration_restricted: true, login_restricted: false }, false)).toBe('blocked');
    expect(regionOf({ registration_restricted: false, login_restricted: false }, false)).toBe('allowed');
    expect(regionOf(undefined, false)).toBe('allowed');
  });
});

describe('failureState', () => {
  it('maps the launch error catalogue of schemas/games.ts', () => {
    expect(failureState(refused(403, 'restricted_region'))).toEqual({ kind: 'blocked' });
    expect(failureState(refused(403, 'limit_reached'))).toEqual({ kind: 'limit-reached' });
    expect(failureState(refused(422, 'currency_unsupported'))).toEqual({ kind: 'currency-unsupported' });
    expect(failureState(refused(401, 'unauthorized'))).toEqual({ kind: 'login' });
    expect(failureState(refused(422, 'demo_unavailable'))).toEqual({ kind: 'demo-unavailable' });
    expect(failureState(refused(404, 'not_found'))).toEqual({ kind: 'error', code: 'not_found' });
    expect(failureState(refused(0, 'network_error'))).toEqual({ kind: 'error', code: 'network_error' });
    expect(failureState(new Error('boom'))).toEqual({ kind: 'error', code: 'unknown' });
  });

  it('reads the missing profile fields from a fields list or from the field errors', () => {
    expect(failureState(refused(422, 'profile_incomplete', { body: { error: 'profile_incomplete', fields: ['first_name', 'date_of_birth'] } }))).toEqual({
      kind: 'profile-required',
      fields: ['first_name', 'date_of_birth'],
    });
    const viaErrors = refused(422, 'profile_incomplete', { fieldErrors: { 'user.last_name': ['is required'], city: ['is required'], password: ['x'] } });
    expect(missingFields(viaErrors)).toEqual(['last_name', 'city']);
    // Nothing the popup can ask for: an error, not an empty popup.
    expect(failureState(refused(422, 'profile_incomplete', { body: { fields: ['favourite_colour'] } }))).toEqual({ kind: 'error', code: 'profile_incomplete' });
  });
});

describe('profileFormSchema', () => {
  it('asks exactly the missing fields with the PATCH rules and gives the PATCH user object', async () => {
    const { profileFormSchema, emptyValues } = await import('./profile-fields');
    const schema = profileFormSchema(['first_name', 'date_of_birth', 'gender'], 18);
    const empty = schema.safeParse(emptyValues(['first_name', 'date_of_birth', 'gender']));
    expect(empty.success).toBe(false);
    const paths = empty.error!.issues.map((i) => `${i.path.join('.')}:${i.message.split(' ')[0]}`);
    expect(paths).toEqual(expect.arrayContaining(['first_name:validation.required', 'date_of_birth.day:validation.required', 'gender:validation.required']));
    expect(schema.parse({ first_name: 'Ada', date_of_birth: { day: '2', month: '4', year: '1990' }, gender: 'f' })).toEqual({
      first_name: 'Ada',
      date_of_birth: '1990-04-02',
      gender: 'f',
    });
    // Too young under the licence's minimum age.
    const young = profileFormSchema(['date_of_birth'], 21).safeParse({
      date_of_birth: { day: '1', month: '1', year: String(new Date().getUTCFullYear() - 19) },
    });
    expect(young.success).toBe(false);
  });
});
