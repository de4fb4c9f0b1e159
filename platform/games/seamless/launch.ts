import type { FastifyRequest } from 'fastify';
import { DEMO_CURRENCY, type GameLaunchResponse } from '../../../schemas/games';
import type { ProfileField } from '../../../schemas/player';
import { isLocale, DEFAULT_LOCALE } from '../../../schemas/locales';
import { optionalPlayer, requirePlayer } from '../../http/player-session';
import { HttpError, unauthorized } from '../../http/errors';
import { visitorGeo } from '../../info';
import { findPlayerById, type PlayerRow } from '../../player';
import { findGame, isStudioEngine, recordPlayedGame } from '../catalog';
import type { LaunchPolicy } from './guards';
import { DetailedHttpError } from './errors';
import { openSession } from './sessions';
import type { FreeSpinsPort } from './freespins';

/** Which column holds each profile field; a field is empty when null or blank (a boolean is always set). */
const FIELD_VALUE: Record<ProfileField, (p: PlayerRow) => string | boolean | null> = {
  first_name: (p) => p.firstName,
  last_name: (p) => p.lastName,
  nickname: (p) => p.nickname,
  date_of_birth: (p) => p.dateOfBirth,
  gender: (p) => p.gender,
  country: (p) => p.country,
  city: (p) => p.city,
  address: (p) => p.address,
  postal_code: (p) => p.postalCode,
  state: (p) => p.state,
  mobile_phone: (p) => p.mobilePhone,
  personal_id_number: (p) => p.personalIdNumber,
  receive_promos: (p) => p.receivePromos,
  receive_sms_promos: (p) => p.receiveSmsPromos,
};

export function missingProfileFields(p: PlayerRow, required: readonly ProfileField[]): ProfileField[] {
  return required.filter((f) => {
    const v = FIELD_VALUE[f]?.(p);
    return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
  });
}

/** The iframe URL of a session on the built-in studio (same origin, served by the platform). */
export const studioUrl = (token: string, locale: string) => `/studio/play/${token}?locale=${encodeURIComponent(locale)}`;

/**
 * POST /api/games/launch (spec C2 game page, P5 real-money launch check). Order of the checks:
 * the game exists and a studio engine plays it; the visitor is not in a sign-in-restricted
 * (sanctioned) country, in either mode; demo: the game has a demo and FUN entry, no login needed;
 * real: a player, the game in the player's currency, the provider's required profile fields
 * filled, the launch policy (limits); then the played game is recorded and the session opened.
 */
export async function launch(
  req: FastifyRequest,
  launchPolicy: LaunchPolicy,
  body: { game_id: number; mode: 'real' | 'demo'; locale?: string | undefined },
  freeSpins?: FreeSpinsPort,
): Promise<GameLaunchResponse> {
  const { db, clock } = req.server.deps;
  const at = clock.now();
  const locale = isLocale(body.locale) ? body.locale : DEFAULT_LOCALE;
  const game = await findGame(db, body.game_id);
  if (!game) throw new HttpError(404, 'game_not_found', 'No such game', { game_id: ['is not a game of the catalogue'] });
  if (!isStudioEngine(game.engine)) throw new HttpError(422, 'game_unavailable', 'This game cannot be launched', { game_id: ['has no engine'] });
  if (visitorGeo(req).loginRestricted) throw new HttpError(403, 'restricted_region', 'Games are not available in your region');

  if (body.mode === 'demo') {
    if (!game.hasDemoMode || game.currencies[DEMO_CURRENCY] === undefined)
      throw new HttpError(422, 'demo_unavailable', 'This game has no demo', { mode: ['demo is not available for this game'] });
    const player = await optionalPlayer(req);
    const { token, row } = await openSession(db, {
      playerId: player?.playerId ?? null,
      gameId: game.id,
      provider: game.provider.slug,
      currency: DEMO_CURRENCY,
      mode: 'demo',
      at,
    });
    return { url: studioUrl(token, locale), mode: 'demo', currency: DEMO_CURRENCY, expires_at: row.expiresAt.toISOString() };
  }

  const { playerId } = await requirePlayer(req);
  const player = await findPlayerById(db, playerId);
  if (!player) throw unauthorized();
  const currency = player.currency;
  if (game.currencies[currency] === undefined)
    throw new HttpError(422, 'currency_unsupported', `This game is not available in ${currency}`, { currency: [`${currency} is not offered by this game`] });
  const missing = missingProfileFields(player, game.provider.requiredProfileFields);
  if (missing.length > 0) {
    throw new DetailedHttpError(
      422,
      'profile_incomplete',
      'The game provider needs more profile details',
      Object.fromEntries(missing.map((f) => [f, ['is required by the game provider']])),
      { fields: missing },
    );
  }
  await launchPolicy({ db, playerId, game, currency, at });
  await recordPlayedGame(db, playerId, game.id, at);
  // The player's free spins for this game, if any: the session plays them first (the studio page shows how many are left).
  const freespinsGiftId = freeSpins ? await freeSpins.forLaunch(db, { playerId, gameId: game.id, currency, at }) : null;
  const { token, row } = await openSession(db, { playerId, gameId: game.id, provider: game.provider.slug, currency, mode: 'real', at, freespinsGiftId });
  return { url: studioUrl(token, locale), mode: 'real', currency, expires_at: row.expiresAt.toISOString(), freespins_gift_id: freespinsGiftId };
}
