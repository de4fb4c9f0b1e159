import { ApiErrorSchema } from '../../schemas/api-error';
import {
  AcceptedSchema,
  CheckEmailBodySchema,
  CheckEmailResultSchema,
  ConfirmationQuerySchema,
  ConfirmationResendBodySchema,
  ConfirmationResultSchema,
  PasswordResetBodySchema,
  PasswordResetRequestBodySchema,
  RegistrationBodySchema,
  RegistrationResultSchema,
  REGION_ERRORS,
  SignInBodySchema,
  UpdateDetailsBodySchema,
} from '../../schemas/auth';
import { PlayerSchema } from '../../schemas/player';
import { HttpError, notFound } from '../http/errors';
import { visitorGeo } from '../info';
import type { PlatformApp } from '../http/types';
import { insertPlayer, loadPlayerView, updatePlayer, type NewPlayer } from '../player';
import { openPlayerAccount } from '../wallet';
import { accountTokenOwner, consumeAccountToken, issueAccountToken } from './account-tokens';
import { hashPassword } from './credentials';
import { isAcceptableEmail } from './email-check';
import { optionalPlayer, requirePlayer } from './guard';
import { endOtherSessions, endSession, findPlayerByEmail, findPlayerById, startSession, verifyCredentials, type SignInPolicy } from './login';
import { mailLocale, sendAuthMail, siteUrl } from './mails';
import { authLimits, authRateLimits, bodyEmail } from './rate-limits';
import { SESSION_COOKIE } from './sessions';
import twoFactorRoutes from './two-factor';
import { appendEvent } from '../outbox';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 422: ApiErrorSchema, 429: ApiErrorSchema };

/** Postgres unique_violation, however the driver wraps it. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Player auth (spec P7 "Auth"). Answers that must not reveal whether an address has an account
 * (check-email, registration, reset and confirmation requests) are identical for both cases;
 * see platform/auth/README.md for each decision.
 */
/** What the auth routes are given by createAuth. */
export interface AuthPorts {
  /** Refuses a sign-in after the password matched (the limits' exclusions). */
  signInPolicy: SignInPolicy;
}

export default async function authRoutes(app: PlatformApp, { signInPolicy }: AuthPorts): Promise<void> {
  const L = authRateLimits(app.deps.config);
  app.post(
    '/check-email',
    {
      preHandler: authLimits(app, 'check-email', L.checkEmail, bodyEmail),
      schema: { body: CheckEmailBodySchema, response: { 200: CheckEmailResultSchema, ...errors } },
    },
    async (req) => ({ valid: isAcceptableEmail(req.body.email) }),
  );

  app.post(
    '/api/users',
    {
      preHandler: authLimits(app, 'registration', L.registration),
      schema: { body: RegistrationBodySchema, response: { 200: RegistrationResultSchema, ...errors } },
    },
    async (req, reply) => {
      const { deps } = req.server;
      // Refused before any lookup, so the answer says nothing about the address.
      const geo = visitorGeo(req);
      if (geo.registrationRestricted) throw new HttpError(403, REGION_ERRORS.registration, 'Registration restricted in your country');
      const u = req.body.user;
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
            country: u.country ?? geo.country,
            nickname: u.nickname || null,
            receivePromos: u.receive_promos ?? false,
            receiveSmsPromos: u.receive_sms_promos ?? false,
            language: locale,
            createdAt: now,
            termsAcceptedAt: now,
            registrationDfpc: u.dfpc ?? null,
            registrationIp: req.ip,
            stag: u.stag ?? null,
          });
          await openPlayerAccount(tx, id, u.currency);
          await appendEvent(tx, { type: 'player.registered', playerId: id, at: deps.clock.now(), payload: { currency: u.currency, locale } });
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
      } else {
        await startSession(req, reply, playerId, 'active');
      }
      return { ok: true as const, confirmation_sent_to: u.email };
    },
  );

  app.post(
    '/api/users/sign_in',
    {
      preHandler: authLimits(app, 'sign-in', L.signIn, bodyEmail),
      schema: { body: SignInBodySchema, response: { 200: PlayerSchema, ...errors } },
    },
    async (req, reply) => {
      const { deps } = req.server;
      if (visitorGeo(req).loginRestricted) throw new HttpError(403, REGION_ERRORS.login, 'Login not available in your country');
      // The password step done, a two-factor player without a code gets a short-lived pending session and the site asks for it.
      const player = await verifyCredentials(deps, req.body.user, {
        afterPassword: (p) => signInPolicy(p.id),
        onOtpMissing: async (p) => void (await startSession(req, reply, p.id, 'otp_pending')),
      });
      await startSession(req, reply, player.id, 'active');
      return (await loadPlayerView(deps.db, player.id))!;
    },
  );

  app.delete('/api/users/sign_out', { schema: { response: { 200: AcceptedSchema, ...errors } } }, async (req, reply) => {
    const token = req.cookies[SESSION_COOKIE];
    const row = (await req.server.deps.sessions.resolve(token)) ?? (await req.server.deps.sessions.resolve(token, 'otp_pending'));
    await endSession(req, reply, row?.playerId ?? null);
    return { ok: true as const };
  });

  app.post(
    '/api/users/password',
    {
      preHandler: authLimits(app, 'password-reset', L.passwordReset, bodyEmail),
      schema: { body: PasswordResetRequestBodySchema, response: { 200: AcceptedSchema, ...errors } },
    },
    async (req) => {
      const { deps } = req.server;
      const player = await findPlayerByEmail(deps.db, req.body.user.email);
      if (player && !player.lockedAt) {
        const locale = mailLocale(player.language);
        await deps.db.transaction(async (tx) => {
          const token = await issueAccountToken(tx, deps.clock, player.id, 'reset_password');
          await sendAuthMail(deps, player.email, locale, 'reset_password', { link: siteUrl(deps, locale, `/new-password?reset_password_token=${token}`, req) }, tx);
        });
      }
      return { ok: true as const };
    },
  );

  app.put(
    '/api/users/password',
    {
      preHandler: authLimits(app, 'password-restore', L.passwordRestore),
      schema: { body: PasswordResetBodySchema, response: { 200: AcceptedSchema, ...errors } },
    },
    async (req) => {
      const { deps } = req.server;
      const u = req.body.user;
      const passwordHash = await hashPassword(u.password);
      const player = await deps.db.transaction(async (tx) => {
        const playerId = await consumeAccountToken(tx, deps.clock, u.reset_password_token, 'reset_password');
        if (playerId === null) return null;
        const now = deps.clock.now();
        const row = await findPlayerById(tx, playerId);
        // Following the mailed link proves the mailbox, so an unconfirmed address becomes confirmed.
        await updatePlayer(tx, playerId, { passwordHash, ...(row?.confirmedAt ? {} : { confirmedAt: now }) });
        const locale = mailLocale(row?.language);
        await sendAuthMail(deps, row!.email, locale, 'password_changed', { link: siteUrl(deps, locale, '#sign-in', req), remind: siteUrl(deps, locale, '#remind', req) }, tx);
        return row!;
      });
      if (!player) {
        throw new HttpError(422, 'invalid_token', 'The link is invalid or has expired', { 'user.reset_password_token': ['is invalid or has expired'] });
      }
      await endOtherSessions(req, player.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/users/confirmation',
    { schema: { querystring: ConfirmationQuerySchema, response: { 200: ConfirmationResultSchema, ...errors } } },
    async (req) => {
      const { deps } = req.server;
      const confirmedAt = await deps.db.transaction(async (tx) => {
        const playerId = await consumeAccountToken(tx, deps.clock, req.query.confirmation_token, 'confirmation');
        // A link opened again (used or since expired) of an account it confirmed: confirmed, not invalid.
        const owner = playerId ?? (await accountTokenOwner(tx, req.query.confirmation_token, 'confirmation'));
        if (owner === null) return null;
        const row = await findPlayerById(tx, owner);
        if (row?.confirmedAt) return row.confirmedAt;
        if (playerId === null) return null;
        const now = deps.clock.now();
        await updatePlayer(tx, playerId, { confirmedAt: now });
        return now;
      });
      if (!confirmedAt) throw new HttpError(422, 'invalid_token', 'The confirmation link is invalid or has expired', { confirmation_token: ['is invalid or has expired'] });
      return { ok: true as const, confirmed_at: confirmedAt.toISOString() };
    },
  );

  app.post(
    '/api/users/confirmation',
    {
      preHandler: authLimits(app, 'confirmation-resend', L.confirmationResend, bodyEmail),
      schema: { body: ConfirmationResendBodySchema, response: { 200: AcceptedSchema, ...errors } },
    },
    async (req) => {
      const { deps } = req.server;
      const { email } = req.body.user;
      const me = await optionalPlayer(req);
      const player = await findPlayerByEmail(deps.db, email);
      // Only the signed-in owner learns that the address is confirmed (spec P4: the site shows this text on 422).
      if (me && player && player.id === me.playerId && player.confirmedAt) {
        throw new HttpError(422, 'already_confirmed', 'Email was already confirmed, please try signing in', { 'user.email': ['was already confirmed, please try signing in'] });
      }
      if (player && !player.confirmedAt && !player.lockedAt) {
        const locale = mailLocale(player.language);
        await deps.db.transaction(async (tx) => {
          const token = await issueAccountToken(tx, deps.clock, player.id, 'confirmation');
          await sendAuthMail(deps, player.email, locale, 'confirmation', { link: siteUrl(deps, locale, `/confirmation?confirmation_token=${token}`, req) }, tx);
        });
      }
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth_providers/update_details',
    { schema: { body: UpdateDetailsBodySchema, response: { 200: PlayerSchema, ...errors } } },
    async (req) => {
      const { playerId } = await requirePlayer(req);
      const { deps } = req.server;
      const u = req.body.user;
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
    },
  );

  await app.register(twoFactorRoutes);
}
