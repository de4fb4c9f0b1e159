import { ApiError } from '../../core/api';
import { GameModeSchema, type Game, type GameLaunchResponse, type GameMode } from '../../../schemas/games';
import { PROFILE_FIELDS, type ProfileField } from '../../../schemas/player';
import { localePath } from '../../core/i18n/locale-path';
import { GUEST_LANDING } from '../../routing/routes';
import type { Locale } from '../../../schemas/locales';

/** Where a reached limit sends the player (spec C2/P2; the limits issue fills the page). */
export const LIMITS_PATH = '/profile/limits';

/** `?mode=` of the game page: real unless it says demo (spec C2: "query mode = real or demo"). */
export function parseMode(raw: string | string[] | undefined | null): GameMode {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const parsed = GameModeSchema.safeParse(value);
  return parsed.success ? parsed.data : 'real';
}

/** The locale-prefixed game page in a mode. */
export function gamePageHref(locale: Locale, producer: string, name: string, mode: GameMode): string {
  return `${localePath(locale, `/play/${producer}/${name}`)}?mode=${mode}`;
}

/**
 * A guest's real-money link: the registration popup route with `?redirect=` holding the full
 * target (path and query), the same shape as the route guard's (site/routing/routes.ts), so
 * after sign-up or sign-in the guard brings the player back to the game.
 */
export function registrationHref(locale: Locale, target: string): string {
  return `${localePath(locale, GUEST_LANDING)}?redirect=${encodeURIComponent(target)}`;
}

/** What the page knows before it may launch. */
export interface LaunchInput {
  mode: GameMode;
  /** null while the session is not known yet. */
  loggedIn: boolean | null;
  /** The visitor's region from /client-context: unknown while loading. */
  region: 'unknown' | 'allowed' | 'blocked';
  game: Pick<Game, 'has_demo_mode'>;
}

/** The decision before any call: wait, show a state, leave, or launch. */
export type LaunchPlan = 'wait' | 'blocked' | 'login' | 'demo-unavailable' | 'launch';

/**
 * Spec C2/C4/P5 in order: a restricted region blocks the game route whatever the mode (no launch
 * at all); demo needs no login but a game that has it; a real game needs a logged-in player (a
 * guest goes to registration). Everything else is the platform's to refuse.
 */
export function planLaunch({ mode, loggedIn, region, game }: LaunchInput): LaunchPlan {
  if (region === 'unknown') return 'wait';
  if (region === 'blocked') return 'blocked';
  if (mode === 'demo') return game.has_demo_mode ? 'launch' : 'demo-unavailable';
  if (loggedIn === null) return 'wait';
  return loggedIn ? 'launch' : 'login';
}

/** Every state of the game area. */
export type PlayState =
  | { kind: 'checking' }
  | { kind: 'launching' }
  | { kind: 'playing'; launch: GameLaunchResponse }
  | { kind: 'blocked' }
  | { kind: 'login' }
  | { kind: 'demo-unavailable' }
  | { kind: 'profile-required'; fields: ProfileField[] }
  | { kind: 'limit-reached' }
  | { kind: 'currency-unsupported' }
  | { kind: 'error'; code: string };

const isProfileField = (f: unknown): f is ProfileField => typeof f === 'string' && (PROFILE_FIELDS as readonly string[]).includes(f);

/**
 * The profile fields a `profile_incomplete` answer names: its `fields` list when it sends one,
 * else the keys of its field errors (`first_name` or `user.first_name`). Unknown names are left
 * out: the popup can only ask for fields PATCH /api/player takes.
 */
export function missingFields(err: ApiError): ProfileField[] {
  const body = err.body as { fields?: unknown } | undefined;
  const listed = Array.isArray(body?.fields) ? body.fields : Object.keys(err.fieldErrors).map((k) => k.replace(/^user\./, ''));
  return [...new Set(listed.filter(isProfileField))];
}

/** The state a refused launch leads to (the error catalogue of schemas/games.ts). */
export function failureState(err: unknown): PlayState {
  if (!(err instanceof ApiError)) return { kind: 'error', code: 'unknown' };
  if (err.status === 401) return { kind: 'login' };
  switch (err.code) {
    case 'restricted_region':
      return { kind: 'blocked' };
    case 'limit_reached':
      return { kind: 'limit-reached' };
    case 'currency_unsupported':
      return { kind: 'currency-unsupported' };
    case 'demo_unavailable':
      return { kind: 'demo-unavailable' };
    case 'profile_incomplete': {
      const fields = missingFields(err);
      // A profile_incomplete without a field the popup can ask for cannot be fixed here.
      return fields.length ? { kind: 'profile-required', fields } : { kind: 'error', code: err.code };
    }
    default:
      return { kind: 'error', code: err.code };
  }
}

/**
 * Whether /client-context puts the visitor in a restricted region (spec C1 "Regional
 * restriction": guests there are blocked from sign-in and sign-up, and the game route is blocked
 * too). While the answer is loading the region is unknown; a failed answer blocks nothing, since
 * the platform refuses a launch from a restricted region anyway (`restricted_region`).
 */
export function regionOf(ctx: { login_restricted?: boolean; registration_restricted?: boolean } | undefined, pending: boolean): LaunchInput['region'] {
  if (pending) return 'unknown';
  return ctx?.login_restricted === true || ctx?.registration_restricted === true ? 'blocked' : 'allowed';
}
