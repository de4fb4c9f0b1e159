import QRCode from 'qrcode';
import { ApiErrorSchema } from '../../schemas/api-error';
import { TwoFactorCodeBodySchema, TwoFactorSetupSchema, TwoFactorStatusSchema } from '../../schemas/auth';
import { HttpError, notFound } from '../http/errors';
import type { PlatformApp } from '../http/types';
import { acceptOtpStep, setOtpSecret, type NewPlayer } from '../player';
import { newTotpSecret, totpUri, verifyTotp } from './credentials';
import { requirePlayer } from './guard';
import { endOtherSessions, findPlayerById, type PlayerRow } from './login';
import { authLimits, authRateLimits } from './rate-limits';

const errors = { 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 422: ApiErrorSchema, 429: ApiErrorSchema };

const invalidCode = () => new HttpError(422, 'invalid_code', 'The code is not valid', { code: ['is invalid or was already used'] });
const status = (p: PlayerRow) => ({ enabled: p.twoFactorEnabled, pending: !p.twoFactorEnabled && p.otpSecret !== null });

/**
 * Two-factor management of the signed-in player (not named by the spec; the profile's security
 * page uses it). Enabling is two steps, so a typo while scanning never locks anyone out: POST
 * issues a secret, /confirm turns it on with a first valid code. Turning it off needs a valid
 * code too. Both changes sign out every other session.
 */
export default async function twoFactorRoutes(app: PlatformApp): Promise<void> {
  const limits = authLimits(app, 'two-factor', authRateLimits(app.deps.config).twoFactor);

  async function me(req: Parameters<typeof requirePlayer>[0]): Promise<PlayerRow> {
    const { playerId } = await requirePlayer(req);
    const row = await findPlayerById(req.server.deps.db, playerId);
    if (!row) throw notFound();
    return row;
  }

  /** Spends a code: valid for the secret and newer than the last accepted one, recorded atomically. */
  async function spendCode(req: Parameters<typeof requirePlayer>[0], p: PlayerRow, code: string, set: Partial<NewPlayer>): Promise<void> {
    const { deps } = req.server;
    if (!p.otpSecret) throw invalidCode();
    const step = await verifyTotp(p.otpSecret, code, deps.clock.now(), p.otpLastStep);
    if (step === null) throw invalidCode();
    if (!(await acceptOtpStep(deps.db, p.id, step, { twoFactorEnabled: p.twoFactorEnabled, set }))) throw invalidCode();
  }

  app.get('/api/player/two_factor', { schema: { response: { 200: TwoFactorStatusSchema, ...errors } } }, async (req) => status(await me(req)));

  app.post('/api/player/two_factor', { preHandler: limits, schema: { response: { 200: TwoFactorSetupSchema, ...errors } } }, async (req) => {
    const p = await me(req);
    if (p.twoFactorEnabled) throw new HttpError(409, 'two_factor_already_enabled', 'Two-factor authentication is already on');
    // Asking again replaces the secret, so only the QR code shown last works.
    const secret = newTotpSecret();
    await setOtpSecret(req.server.deps.db, p.id, secret);
    const otpauth = totpUri(secret, p.email);
    return { otp_secret: secret, otpauth_url: otpauth, qr_data_url: await QRCode.toDataURL(otpauth, { margin: 1, width: 240 }) };
  });

  app.post(
    '/api/player/two_factor/confirm',
    { preHandler: limits, schema: { body: TwoFactorCodeBodySchema, response: { 200: TwoFactorStatusSchema, ...errors } } },
    async (req) => {
      const p = await me(req);
      if (p.twoFactorEnabled) throw new HttpError(409, 'two_factor_already_enabled', 'Two-factor authentication is already on');
      if (!p.otpSecret) throw new HttpError(409, 'two_factor_not_started', 'Ask for a QR code first');
      await spendCode(req, p, req.body.code, { twoFactorEnabled: true });
      await endOtherSessions(req, p.id);
      return { enabled: true, pending: false };
    },
  );

  app.delete(
    '/api/player/two_factor',
    { preHandler: limits, schema: { body: TwoFactorCodeBodySchema, response: { 200: TwoFactorStatusSchema, ...errors } } },
    async (req) => {
      const p = await me(req);
      if (!p.twoFactorEnabled) throw new HttpError(409, 'two_factor_not_enabled', 'Two-factor authentication is off');
      await spendCode(req, p, req.body.code, { twoFactorEnabled: false, otpSecret: null });
      await endOtherSessions(req, p.id);
      return { enabled: false, pending: false };
    },
  );
}
