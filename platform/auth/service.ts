import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { z } from 'zod';
import type {
  ConfirmationResendBodySchema,
  PasswordResetBodySchema,
  RegistrationBodySchema,
  TwoFactorSetupSchema,
  UpdateDetailsBodySchema,
} from '../../schemas/auth';
import type { Player } from '../../schemas/player';
import { AFFB_ID_COOKIE, AFFILIATE_COOKIE_MAX_AGE_S, LANDED_AT_COOKIE, normaliseAffbId, normaliseStag } from '../../schemas/affiliate-tags';
import { STAG_COOKIE } from '../../schemas/banner-audience';
import type { PlatformDeps } from '../deps';
import { HttpError, notFound } from '../http/errors';
import { appendEvent } from '../outbox';
import { acceptOtpStep, insertPlayer, loadPlayerView, setOtpSecret, updatePlayer, type NewPlayer } from '../player';
import { openPlayerAccount } from '../wallet';
import { accountTokenOwner, consumeAccountToken, issueAccountToken } from './account-tokens';
import { hashPassword, newTotpSecret, totpUri, verifyTotp } from './credentials';
import { findPlayerByEmail, findPlayerById, type PlayerRow } from './login';
import { mailLocale, sendAuthMail, siteUrl } from './mails';

/**
 * The account flows behind the auth routes (routes.ts, two-factor.ts): registration, the
 * password reset, the e-mail confirmation, the details a player completes and two-factor
 * management. Answers that must not reveal whether an
 * address has an account are decided here (README "Calls and decisions"); what belongs to the
 * HTTP exchange (the region rule, rate limits, the session cookie) stays in the routes.
 *
 * `req` is only where a mailed link gets its host when PUBLIC_URL is unset (mails.ts siteUrl),
 * and the registering visitor's address.
 */

/** Postgres unique_violation, however the driver wraps it. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * The affiliate a registration carries (spec P7): the body's stag and partner id, else the
 * cookies set on landing (site/affiliates, proxy.ts), each checked against its pattern (a
 * malformed cookie is ignored, a malformed body value was refused by the schema), and the first
 * landing time of the landing cookie when it is a time within the cookie's 30 days.
 */
export function affiliateOf(
  u: { stag?: string | undefined; affb_id?: string | undefined },
  req: FastifyRequest,
  now: Date,
): Pick<NewPlayer, 'stag' | 'affbId' | 'landedAt'> {
  const stag = normaliseStag(u.stag) ?? normaliseStag(req.cookies[STAG_COOKIE]);
  const affbId = normaliseAffbId(u.affb_id) ?? normaliseAffbId(req.cookies[AFFB_ID_COOKIE]);
  const landedMs = Number(req.cookies[LANDED_AT_COOKIE] ?? '');
  const landedAt =
    (stag !== null || affbId !== null) &&
    Number.isInteger(landedMs) &&
    landedMs <= now.getTime() &&
    landedMs >= now.getTime() - AFFILIATE_COOKIE_MAX_AGE_S * 1000
      ? new Date(landedMs)
      : null;
  return { stag, affbId, landedAt };
}

/**
 * POST /api/users: a new player, their account, the `player.registered` fact and the
 * confirmation mail in one transaction; the new player's id, or null for a taken address, whose
 * owner is mailed instead (the caller answers both the same, only the new one gets a session).
 */
export async function register(
  deps: PlatformDeps,
  u: z.infer<typeof RegistrationBodySchema>['user'],
  visitorCountry: string,
  req: FastifyRequest,
): Promise<number | null> {
  const locale = mailLocale(u.locale);
  // Hashed before looking the address up, so a taken address costs the same time as a new one.
  const passwordHash = await hashPassword(u.password);
  const now = deps.clock.now();
  let playerId: number | null = null;
  try {
    playerId = await deps.db.transaction(async (tx) => {
      if (await findPlayerByEmail(tx, u.email)) return null;
      const id = await insertPlayer(tx, {
        email: u.email,
        passwordHash,
        currency: u.currency,
        // player_fields' registration context requires a country: a client that sends none
        // (a SoftSwiss-style one) gets the visitor's, as the site pre-fills it.
        country: u.country ?? visitorCountry,
        nickname: u.nickname || null,
        receivePromos: u.receive_promos ?? false,
        receiveSmsPromos: u.receive_sms_promos ?? false,
        language: locale,
        createdAt: now,
        termsAcceptedAt: now,
        registrationDfpc: u.dfpc ?? null,
        registrationIp: req.ip,
        ...affiliateOf(u, req, now),
      });
      await openPlayerAccount(tx, id, u.currency);
      await appendEvent(tx, {
        type: 'player.registered',
        playerId: id,
        at: deps.clock.now(),
        payload: { currency: u.currency, locale, ...(u.bonus_id ? { bonus_id: u.bonus_id } : {}) },
      });
      const token = await issueAccountToken(tx, deps.clock, id, 'confirmation');
      await sendAuthMail(deps, u.email, locale, 'confirmation', { link: siteUrl(deps, locale, `/confirmation?confirmation_token=${token}`, req) }, tx);
      return id;
    });
  } catch (err) {
    // Two registrations of one address racing: the loser is answered like any taken address.
    if (!isUniqueViolation(err)) throw err;
  }
  if (playerId === null) {
    const owner = await findPlayerByEmail(deps.db, u.email);
    const ownerLocale = mailLocale(owner?.language);
    await sendAuthMail(deps, u.email, ownerLocale, 'registration_attempt', {
      link: siteUrl(deps, ownerLocale, '#sign-in', req),
      remind: siteUrl(deps, ownerLocale, '#remind', req),
    });
  }
  return playerId;
}

/** POST /api/users/password: a reset link for a known, unlocked player; nothing for any other address. */
export async function requestPasswordReset(deps: PlatformDeps, email: string, req: FastifyRequest): Promise<void> {
  const player = await findPlayerByEmail(deps.db, email);
  if (player && !player.lockedAt) {
    const locale = mailLocale(player.language);
    await deps.db.transaction(async (tx) => {
      const token = await issueAccountToken(tx, deps.clock, player.id, 'reset_password');
      await sendAuthMail(deps, player.email, locale, 'reset_password', { link: siteUrl(deps, locale, `/new-password?reset_password_token=${token}`, req) }, tx);
    });
  }
}

/**
 * PUT /api/users/password: the token spent and the new password stored in one transaction, with
 * the "password changed" mail; the player whose password changed (the caller ends their other
 * sessions). 422 `invalid_token` for a bad, used or expired token.
 */
export async function resetPassword(deps: PlatformDeps, u: z.infer<typeof PasswordResetBodySchema>['user'], req: FastifyRequest): Promise<PlayerRow> {
  const passwordHash = await hashPassword(u.password);
  const player = await deps.db.transaction(async (tx) => {
    const playerId = await consumeAccountToken(tx, deps.clock, u.reset_password_token, 'reset_password');
    if (playerId === null) return null;
    const now = deps.clock.now();
    const row = await findPlayerById(tx, playerId);
    // Following the mailed link proves the mailbox, so an unconfirmed address becomes confirmed.
    await updatePlayer(tx, playerId, { passwordHash, ...(row?.confirmedAt ? {} : { confirmedAt: now }) });
    if (!row?.confirmedAt) await appendEvent(tx, { type: 'player.confirmed', playerId, at: now, payload: {} });
    const locale = mailLocale(row?.language);
    await sendAuthMail(
      deps,
      row!.email,
      locale,
      'password_changed',
      { link: siteUrl(deps, locale, '#sign-in', req), remind: siteUrl(deps, locale, '#remind', req) },
      tx,
    );
    return row!;
  });
  if (!player) {
    throw new HttpError(422, 'invalid_token', 'The link is invalid or has expired', { 'user.reset_password_token': ['is invalid or has expired'] });
  }
  return player;
}

/** GET /api/users/confirmation: when the address was confirmed (now, or earlier for a link opened again). 422 `invalid_token` otherwise. */
export async function confirmEmail(deps: PlatformDeps, confirmationToken: string): Promise<Date> {
  const confirmedAt = await deps.db.transaction(async (tx) => {
    const playerId = await consumeAccountToken(tx, deps.clock, confirmationToken, 'confirmation');
    // A link opened again (used or since expired) of an account it confirmed: confirmed, not invalid.
    const owner = playerId ?? (await accountTokenOwner(tx, confirmationToken, 'confirmation'));
    if (owner === null) return null;
    const row = await findPlayerById(tx, owner);
    if (row?.confirmedAt) return row.confirmedAt;
    if (playerId === null) return null;
    const now = deps.clock.now();
    await updatePlayer(tx, playerId, { confirmedAt: now });
    await appendEvent(tx, { type: 'player.confirmed', playerId, at: now, payload: {} });
    return now;
  });
  if (!confirmedAt)
    throw new HttpError(422, 'invalid_token', 'The confirmation link is invalid or has expired', { confirmation_token: ['is invalid or has expired'] });
  return confirmedAt;
}

/**
 * POST /api/users/confirmation: a new link for an unconfirmed, unlocked player; nothing for any
 * other address, except that the signed-in owner (`signedInPlayerId`) of a confirmed one hears so.
 */
export async function resendConfirmation(
  deps: PlatformDeps,
  { email }: z.infer<typeof ConfirmationResendBodySchema>['user'],
  signedInPlayerId: number | null,
  req: FastifyRequest,
): Promise<void> {
  const player = await findPlayerByEmail(deps.db, email);
  // Only the signed-in owner learns that the address is confirmed (spec P4: the site shows this text on 422).
  if (signedInPlayerId !== null && player && player.id === signedInPlayerId && player.confirmedAt) {
    throw new HttpError(422, 'already_confirmed', 'Email was already confirmed, please try signing in', {
      'user.email': ['was already confirmed, please try signing in'],
    });
  }
  if (player && !player.confirmedAt && !player.lockedAt) {
    const locale = mailLocale(player.language);
    await deps.db.transaction(async (tx) => {
      const token = await issueAccountToken(tx, deps.clock, player.id, 'confirmation');
      await sendAuthMail(deps, player.email, locale, 'confirmation', { link: siteUrl(deps, locale, `/confirmation?confirmation_token=${token}`, req) }, tx);
    });
  }
}

/** POST /api/auth_providers/update_details: stores the given P3 fields and the terms acceptance; the Player. */
export async function updateDetails(deps: PlatformDeps, playerId: number, u: z.infer<typeof UpdateDetailsBodySchema>['user']): Promise<Player> {
  const current = await findPlayerById(deps.db, playerId);
  if (!current) throw notFound();
  const set: Partial<NewPlayer> = {};
  if (u.terms_acceptance && !current.termsAcceptedAt) set.termsAcceptedAt = deps.clock.now();
  if (u.nickname !== undefined) set.nickname = u.nickname || null;
  if (u.first_name !== undefined) set.firstName = u.first_name;
  if (u.last_name !== undefined) set.lastName = u.last_name;
  if (u.country !== undefined) set.country = u.country;
  if (u.city !== undefined) set.city = u.city;
  if (u.address !== undefined) set.address = u.address;
  if (u.postal_code !== undefined) set.postalCode = u.postal_code;
  if (u.receive_promos !== undefined) set.receivePromos = u.receive_promos;
  if (u.receive_sms_promos !== undefined) set.receiveSmsPromos = u.receive_sms_promos;
  if (Object.keys(set).length) await updatePlayer(deps.db, playerId, set);
  return (await loadPlayerView(deps.db, playerId))!;
}

// ---- Two-factor management (two-factor.ts) ----

const invalidCode = () => new HttpError(422, 'invalid_code', 'The code is not valid', { code: ['is invalid or was already used'] });

/** On, or a secret issued and not confirmed yet. */
export const twoFactorStatus = (p: PlayerRow) => ({ enabled: p.twoFactorEnabled, pending: !p.twoFactorEnabled && p.otpSecret !== null });

/** Spends a code: valid for the secret and newer than the last accepted one, recorded atomically. */
async function spendCode(deps: PlatformDeps, p: PlayerRow, code: string, set: Partial<NewPlayer>): Promise<void> {
  if (!p.otpSecret) throw invalidCode();
  const step = await verifyTotp(p.otpSecret, code, deps.clock.now(), p.otpLastStep);
  if (step === null) throw invalidCode();
  if (!(await acceptOtpStep(deps.db, p.id, step, { twoFactorEnabled: p.twoFactorEnabled, set }))) throw invalidCode();
}

/** POST /api/player/two_factor: a new secret, not active yet, and its QR code. */
export async function startTwoFactor(deps: PlatformDeps, p: PlayerRow): Promise<z.infer<typeof TwoFactorSetupSchema>> {
  if (p.twoFactorEnabled) throw new HttpError(409, 'two_factor_already_enabled', 'Two-factor authentication is already on');
  // Asking again replaces the secret, so only the QR code shown last works.
  const secret = newTotpSecret();
  await setOtpSecret(deps.db, p.id, secret);
  const otpauth = totpUri(secret, p.email);
  return { otp_secret: secret, otpauth_url: otpauth, qr_data_url: await QRCode.toDataURL(otpauth, { margin: 1, width: 240 }) };
}

/** POST /api/player/two_factor/confirm: on, with a first valid code for the issued secret. */
export async function enableTwoFactor(deps: PlatformDeps, p: PlayerRow, code: string): Promise<void> {
  if (p.twoFactorEnabled) throw new HttpError(409, 'two_factor_already_enabled', 'Two-factor authentication is already on');
  if (!p.otpSecret) throw new HttpError(409, 'two_factor_not_started', 'Ask for a QR code first');
  await spendCode(deps, p, code, { twoFactorEnabled: true });
}

/** DELETE /api/player/two_factor: off, with a valid, unused code. */
export async function disableTwoFactor(deps: PlatformDeps, p: PlayerRow, code: string): Promise<void> {
  if (!p.twoFactorEnabled) throw new HttpError(409, 'two_factor_not_enabled', 'Two-factor authentication is off');
  await spendCode(deps, p, code, { twoFactorEnabled: false, otpSecret: null });
}
