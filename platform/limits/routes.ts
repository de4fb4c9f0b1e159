import { ApiErrorSchema } from '../../schemas/api-error';
import {
  ConfirmLimitBodySchema,
  CreateLimitBodySchema,
  ExcludedCashoutBodySchema,
  ExcludedCashoutMethodsBodySchema,
  LimitChangeResultSchema,
  LimitIdParamsSchema,
  LimitsSchema,
  limitBodiesOf,
  StaffPlayerLimitsParamsSchema,
  StaffPlayerLimitsSchema,
} from '../../schemas/limits';
import { PaymentMethodsSchema, PaymentStartAnswerSchema, type CashoutRequest, type PaymentMethod, type PaymentStartAnswer } from '../../schemas/payments';
import { authLimits, authRateLimits, bodyEmail } from '../auth';
import { auditExcludedCashout, excludedPlayer, type CredentialCheck } from './excluded-cashout';
import { requirePlayer } from '../http/player-session';
import type { PlatformApp } from '../http/types';
import { endOverlongSessions } from './session-sweep';
import { requireStaff } from '../staff';
import { notFound } from '../http/errors';
import { auditTrail } from './audit';
import { confirmChange, listLimits, removeLimit, setLimits } from './changes';

const errors = {
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
  429: ApiErrorSchema,
  504: ApiErrorSchema,
};

/** How often login sessions are checked against session limits (the bet and launch policies hold in between). */
export const SESSION_SWEEP_MS = 15_000;

/** The cash-out calls of the payments module an excluded player may still make (a port: limits does not import payments). */
export interface CashoutPort {
  listMethods(playerId: number, action: 'cashout', currency: string | undefined): Promise<PaymentMethod[]>;
  cashout(playerId: number, body: CashoutRequest, opts: { selfExcluded: true }): Promise<PaymentStartAnswer>;
}

/** What the limits routes are given by the composition root (platform/modules.ts). */
export interface LimitsRoutePorts {
  /** auth.verifyCredentials: the sign-in's own credential check. */
  credentials: CredentialCheck;
  cashouts: CashoutPort;
  /** player.playerExists: whether a player id names a player (back-office reads). */
  playerExists(id: number): Promise<boolean>;
}

/**
 * Responsible-gambling limits (spec P7 "Limits"; README). The rules live in service.ts and are
 * enforced where money and play happen through the policies createLimits builds (guards.ts),
 * which the composition root passes to the games, payments and auth modules.
 */
export default async function limitsRoutes(app: PlatformApp, ports: LimitsRoutePorts): Promise<void> {
  const { deps } = app;
  const { cashouts, playerExists } = ports;

  if (deps.config.NODE_ENV !== 'test') {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        // One instance sweeps at a time: two at once would both end a session and audit it twice.
        deps.exclusive('session-limit-sweep', () => endOverlongSessions(deps)).catch((err: unknown) => deps.log.error({ err }, 'SESSION_LIMIT_SWEEP_FAILED'));
      }, SESSION_SWEEP_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }

  app.get('/api/user_limits', { schema: { response: { 200: LimitsSchema, ...errors } } }, async (req) => {
    const me = await requirePlayer(req);
    return listLimits(deps, me.playerId, me.sessionId);
  });

  app.post('/api/user_limits', { schema: { body: CreateLimitBodySchema, response: { 200: LimitChangeResultSchema, ...errors } } }, async (req) => {
    const me = await requirePlayer(req);
    return setLimits(deps, me.playerId, limitBodiesOf(req.body), { actor: 'player', ip: req.ip });
  });

  app.delete('/api/user_limits/:id', { schema: { params: LimitIdParamsSchema, response: { 200: LimitChangeResultSchema, ...errors } } }, async (req) => {
    const me = await requirePlayer(req);
    return removeLimit(deps, me.playerId, req.params.id, { actor: 'player', ip: req.ip });
  });

  // The mailed link works without a session: opening it proves the mailbox, as e-mail confirmation does.
  app.post('/api/user_limits/confirm', { schema: { body: ConfirmLimitBodySchema, response: { 200: LimitChangeResultSchema, ...errors } } }, async (req) =>
    confirmChange(deps, req.body.token, { actor: 'player', ip: req.ip }),
  );

  // Support reads what holds for a player and the whole history (a regulator's or the player's question).
  app.get(
    '/api/backoffice/players/:id/limits',
    { schema: { params: StaffPlayerLimitsParamsSchema, response: { 200: StaffPlayerLimitsSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, ['support']);
      if (!(await playerExists(req.params.id))) throw notFound('No such player');
      return { limits: await listLimits(deps, req.params.id), audit: await auditTrail(deps.db, req.params.id) };
    },
  );

  // Withdrawing during an exclusion (README): credentials in the call, no session, cashout only.
  const excludedLimits = authLimits(app, 'excluded-cashout', authRateLimits(app.deps.config).signIn, bodyEmail);
  app.post(
    '/api/user_limits/excluded_cashout/methods',
    { preHandler: excludedLimits, schema: { body: ExcludedCashoutMethodsBodySchema, response: { 200: PaymentMethodsSchema, ...errors } } },
    async (req) => {
      const { playerId } = await excludedPlayer(req, deps, ports.credentials, req.body.user);
      return cashouts.listMethods(playerId, 'cashout', req.body.currency);
    },
  );
  app.post(
    '/api/user_limits/excluded_cashout',
    { preHandler: excludedLimits, schema: { body: ExcludedCashoutBodySchema, response: { 200: PaymentStartAnswerSchema, ...errors } } },
    async (req) => {
      const { playerId, exclusion } = await excludedPlayer(req, deps, ports.credentials, req.body.user);
      const answer = await cashouts.cashout(playerId, req.body.cashout, { selfExcluded: true });
      await auditExcludedCashout(deps, exclusion, req.ip, answer.payment);
      return answer;
    },
  );
}
