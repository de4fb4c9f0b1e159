import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loadCatalog } from '../../../messages/load';
import {
  StudioDemoResetRequestSchema,
  StudioDemoResetResponseSchema,
  StudioSpinRequestSchema,
  StudioSpinResponseSchema,
  ProviderErrorSchema,
  SessionTokenSchema,
} from '../../../schemas/game-provider';
import { DEFAULT_LOCALE, isLocale } from '../../../schemas/locales';
import { oneLine } from '../../../schemas/validation';
import { HttpError } from '../../http/errors';
import type { PlatformApp } from '../../http/types';
import { findGame, isStudioEngine } from '../catalog';
import { detailedErrorHandler } from '../seamless/errors';
import type { ProtocolService } from '../seamless/service';
import { loadSession } from '../seamless/sessions';
import { resetDemoBalance } from './demo-reset';
import { ENGINES } from './engines';
import { studioErrorPage, studioPage } from './page';
import type { StudioRecovery } from './recovery';
import { spin } from './spin';
import { freeSpinStake } from './play';

/** Per client IP: far above a person pressing Spin (about one a second), low enough to stop a script flooding rounds. */
const SPIN_RATE_LIMIT = { max: 600, timeWindow: 60_000 };

/** The token is checked against SessionTokenSchema in the handler, which answers a page (not JSON) for an unknown one. */
const PageParams = z.object({ token: oneLine().max(200) });
const PageQuery = z.object({ locale: oneLine().max(10).optional() });

/** Content security: only this page's own script, no external anything, framed only by our own site. */
const csp = (nonce: string) =>
  `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;

/** A browser (the iframe) gets a readable page; anything else the ApiError JSON. */
function refuse(req: FastifyRequest, reply: FastifyReply, status: number, code: string, message: string, messageId: string, locale: string) {
  if ((req.headers.accept ?? '').includes('text/html')) {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .status(status)
      .header('content-security-policy', csp(nonce))
      .type('text/html; charset=utf-8')
      .send(studioErrorPage(locale, loadCatalog(isLocale(locale) ? locale : DEFAULT_LOCALE), messageId, nonce));
  }
  return reply.status(status).send({ error: code, message });
}

/** What the studio routes are given by createGames: this app's protocol service (with its bet policy) and recovery job. */
export interface HouseStudioPorts {
  protocol: ProtocolService;
  recovery: StudioRecovery;
}

/** The built-in studio: its game page (the launch URL), its spin call, the demo balance reset and the recovery of open rounds. */
export default async function houseStudioRoutes(app: PlatformApp, { protocol, recovery }: HouseStudioPorts): Promise<void> {
  app.setErrorHandler(detailedErrorHandler);

  // The recovery job, as the payments poller: at start and then periodically (state lives in the database).
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (app.deps.config.STUDIO_RECOVERY_INTERVAL_MS <= 0) return;
    void recovery.runJobs();
    timer = setInterval(() => void recovery.runJobs(), app.deps.config.STUDIO_RECOVERY_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // A pass in flight finishes before the database it uses is closed.
    await recovery.idle();
  });

  app.get('/studio/play/:token', { schema: { params: PageParams, querystring: PageQuery } }, async (req, reply) => {
    const { token } = req.params;
    const locale = isLocale(req.query.locale) ? req.query.locale : DEFAULT_LOCALE;
    const { db, clock } = req.server.deps;
    if (!SessionTokenSchema.safeParse(token).success)
      return refuse(req, reply, 404, 'session_not_found', 'Unknown game session', 'error.session_not_found', locale);
    const session = await loadSession(db, token).catch((err: unknown) => {
      if (err instanceof HttpError && err.statusCode === 404) return null;
      throw err;
    });
    if (!session) return refuse(req, reply, 404, 'session_not_found', 'Unknown game session', 'error.session_not_found', locale);
    if (clock.now().getTime() >= session.expiresAt.getTime())
      return refuse(req, reply, 410, 'session_expired', 'The game session has expired', 'error.session_expired', locale);
    const game = await findGame(db, session.gameId);
    if (!game || !isStudioEngine(game.engine))
      return refuse(req, reply, 404, 'game_unavailable', 'This game cannot be played', 'error.game_unavailable', locale);
    const { balance } = await protocol.balance(session.provider, token);
    const def = ENGINES[game.engine];
    // Free spins left on this session's gift: the page plays them first.
    const fs = session.freespinsGiftId !== null ? await protocol.freeSpins.state(db, session.freespinsGiftId) : null;
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('content-security-policy', csp(nonce))
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(
        studioPage({
          token,
          locale,
          texts: loadCatalog(locale),
          gameTitle: game.title,
          mode: session.mode,
          currency: session.currency,
          balance,
          def,
          nonce,
          freespins: fs && {
            gift_id: fs.giftId,
            left: fs.left,
            total: fs.total,
            stake: freeSpinStake(def, fs.betLevel),
            win_cents: Number(fs.win),
          },
        }),
      );
  });

  app.post(
    '/studio/api/spin',
    {
      config: { rateLimit: SPIN_RATE_LIMIT },
      schema: {
        body: StudioSpinRequestSchema,
        response: { 200: StudioSpinResponseSchema, 403: ProviderErrorSchema, 404: ProviderErrorSchema, 409: ProviderErrorSchema, 422: ProviderErrorSchema },
      },
    },
    async (req) => spin(req.server.deps, protocol, req.body),
  );

  app.post(
    '/studio/api/demo_reset',
    {
      config: { rateLimit: SPIN_RATE_LIMIT },
      schema: {
        body: StudioDemoResetRequestSchema,
        response: { 200: StudioDemoResetResponseSchema, 403: ProviderErrorSchema, 404: ProviderErrorSchema, 422: ProviderErrorSchema },
      },
    },
    async (req) => resetDemoBalance(req.server.deps, req.body),
  );
}
