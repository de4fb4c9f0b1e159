import { ApiErrorSchema } from '../../schemas/api-error';
import { TwoFactorCodeBodySchema, TwoFactorSetupSchema, TwoFactorStatusSchema } from '../../schemas/auth';
import { notFound } from '../http/errors';
import type { PlatformApp } from '../http/types';
import { requirePlayer } from './guard';
import { endOtherSessions, findPlayerById, type PlayerRow } from './login';
import { authLimits, authRateLimits } from './rate-limits';
import { disableTwoFactor, enableTwoFactor, startTwoFactor, twoFactorStatus } from './service';

const errors = { 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 422: ApiErrorSchema, 429: ApiErrorSchema };

/**
 * Two-factor management of the signed-in player (not named by the spec; the profile's security
 * page uses it). Enabling is two steps, so a typo while scanning never locks anyone out: POST
 * issues a secret, /confirm turns it on with a first valid code. Turning it off needs a valid
 * code too. Both changes sign out every other session, here, where the request's own session is
 * known. The steps themselves are in service.ts.
 */
export default async function twoFactorRoutes(app: PlatformApp): Promise<void> {
  const limits = authLimits(app, 'two-factor', authRateLimits(app.deps.config).twoFactor);

  async function me(req: Parameters<typeof requirePlayer>[0]): Promise<PlayerRow> {
    const { playerId } = await requirePlayer(req);
    const row = await findPlayerById(req.server.deps.db, playerId);
    if (!row) throw notFound();
    return row;
  }

  app.get('/api/player/two_factor', { schema: { response: { 200: TwoFactorStatusSchema, ...errors } } }, async (req) => twoFactorStatus(await me(req)));

  app.post('/api/player/two_factor', { preHandler: limits, schema: { response: { 200: TwoFactorSetupSchema, ...errors } } }, async (req) => {
    return startTwoFactor(req.server.deps, await me(req));
  });

  app.post(
    '/api/player/two_factor/confirm',
    { preHandler: limits, schema: { body: TwoFactorCodeBodySchema, response: { 200: TwoFactorStatusSchema, ...errors } } },
    async (req) => {
      const p = await me(req);
      await enableTwoFactor(req.server.deps, p, req.body.code);
      await endOtherSessions(req, p.id);
      return { enabled: true, pending: false };
    },
  );

  app.delete(
    '/api/player/two_factor',
    { preHandler: limits, schema: { body: TwoFactorCodeBodySchema, response: { 200: TwoFactorStatusSchema, ...errors } } },
    async (req) => {
      const p = await me(req);
      await disableTwoFactor(req.server.deps, p, req.body.code);
      await endOtherSessions(req, p.id);
      return { enabled: false, pending: false };
    },
  );
}
