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
import { HttpError } from '../http/errors';
import { visitorGeo } from '../info';
import type { PlatformApp } from '../http/types';
import { loadPlayerView } from '../player';
import { isAcceptableEmail } from './email-check';
import { optionalPlayer, requirePlayer } from './guard';
import { endOtherSessions, endSession, startSession, verifyCredentials, type SignInPolicy } from './login';
import { authLimits, authRateLimits, bodyEmail } from './rate-limits';
import { confirmEmail, register, requestPasswordReset, resendConfirmation, resetPassword, updateDetails } from './service';
import { SESSION_COOKIE } from './sessions';
import twoFactorRoutes from './two-factor';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 422: ApiErrorSchema, 429: ApiErrorSchema };

/** What the auth routes are given by createAuth. */
export interface AuthPorts {
  /** Refuses a sign-in after the password matched (the limits' exclusions). */
  signInPolicy: SignInPolicy;
}

/**
 * Player auth (spec P7 "Auth"): the HTTP side (region rule, rate limits, the session cookie)
 * over the account flows of service.ts and the credential check and sessions of login.ts.
 * Answers that must not reveal whether an address has an account (check-email, registration,
 * reset and confirmation requests) are identical for both cases; see platform/auth/README.md
 * for each decision.
 */
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
      const playerId = await register(deps, u, geo.country, req);
      // Only a new account is signed in: a taken address gets the same answer without a session.
      if (playerId !== null) await startSession(req, reply, playerId, 'active');
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
      await requestPasswordReset(deps, req.body.user.email, req);
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
      const player = await resetPassword(deps, req.body.user, req);
      await endOtherSessions(req, player.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/users/confirmation',
    { schema: { querystring: ConfirmationQuerySchema, response: { 200: ConfirmationResultSchema, ...errors } } },
    async (req) => {
      const { deps } = req.server;
      const confirmedAt = await confirmEmail(deps, req.query.confirmation_token);
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
      const me = await optionalPlayer(req);
      await resendConfirmation(deps, req.body.user, me?.playerId ?? null, req);
      return { ok: true as const };
    },
  );

  app.post('/api/auth_providers/update_details', { schema: { body: UpdateDetailsBodySchema, response: { 200: PlayerSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    const { deps } = req.server;
    return updateDetails(deps, playerId, req.body.user);
  });

  await app.register(twoFactorRoutes);
}
