import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../schemas/api-error';
import { GameLaunchRequestSchema, GameLaunchResponseSchema, GameRoundsPageSchema, GameRoundsQuerySchema, GameSlugSchema } from '../../../schemas/games';
import {
  PROVIDER_SIGNATURE_HEADER,
  ProviderAnswerSchema,
  ProviderBalanceRequestSchema,
  ProviderBetRequestSchema,
  ProviderErrorSchema,
  ProviderRollbackRequestSchema,
  ProviderWinRequestSchema,
} from '../../../schemas/game-provider';
import { requirePlayer } from '../../http/player-session';
import { HttpError } from '../../http/errors';
import type { PlatformApp } from '../../http/types';
import { gameProviders, games } from '../catalog/schema';
import { detailedErrorHandler } from './errors';
import { launch } from './launch';
import { gameRounds } from './schema';
import { type ProtocolService, STUDIO_ROUND_PREFIX } from './service';
import type { LaunchPolicy } from './guards';
import { providerSecret, verifySignature } from './signature';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request body exactly as received (provider routes: the signature covers it). */
    rawBody?: string;
  }
}

/** Per client IP: each launch opens a game session row; a person opens a few games a minute. */
const LAUNCH_RATE_LIMIT = { max: 120, timeWindow: 60_000 };

const ProviderParams = z.object({ provider: GameSlugSchema });
const providerErrors = { 401: ProviderErrorSchema, 403: ProviderErrorSchema, 404: ProviderErrorSchema, 409: ProviderErrorSchema, 422: ProviderErrorSchema };

/** Pages: bounded by the schema (page <= 1000, page_size <= 100). */
function pagination(page: number, pageSize: number, total: number) {
  const totalPages = Math.ceil(total / pageSize);
  return {
    current_page: page,
    next_page: page < totalPages ? page + 1 : null,
    prev_page: page > 1 ? page - 1 : null,
    total_pages: totalPages,
    total_count: total,
  };
}

/** What the seamless routes are given by createGames: this app's protocol service and launch policy. */
export interface SeamlessPorts {
  protocol: ProtocolService;
  launchPolicy: LaunchPolicy;
}

/** The seamless-wallet calls of external providers, the game launch and the games history. */
export default async function seamlessRoutes(app: PlatformApp, { protocol, launchPolicy }: SeamlessPorts): Promise<void> {
  app.setErrorHandler(detailedErrorHandler);
  const service = () => protocol;

  // Provider calls in their own scope: the JSON parser there keeps the raw body for the signature.
  await app.register(async (scope: PlatformApp) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      const raw = body as string;
      req.rawBody = raw;
      if (raw.trim() === '')
        return done(
          Object.assign(new Error('Body cannot be empty when content-type is application/json'), { statusCode: 400, code: 'FST_ERR_CTP_EMPTY_JSON_BODY' }),
          undefined,
        );
      try {
        done(null, JSON.parse(raw));
      } catch {
        done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
      }
    });
    // Checked before the body is validated: an unsigned caller learns nothing about our schemas.
    scope.addHook('preValidation', async (req) => {
      const { provider } = req.params as { provider?: string };
      const { config } = req.server.deps;
      const production = config.REELHOUSE_ENV === 'production' || config.NODE_ENV === 'production';
      const secret = provider && GameSlugSchema.safeParse(provider).success ? providerSecret(provider, production) : null;
      if (!secret) throw new HttpError(401, 'provider_unknown', 'Unknown game provider');
      const sig = req.headers[PROVIDER_SIGNATURE_HEADER];
      if (!verifySignature(secret, req.rawBody ?? '', Array.isArray(sig) ? sig[0] : sig))
        throw new HttpError(401, 'bad_signature', 'The request signature is missing or wrong');
    });
    const config = { csrfExempt: true };

    scope.post(
      '/api/provider/:provider/balance',
      { config, schema: { params: ProviderParams, body: ProviderBalanceRequestSchema, response: { 200: ProviderAnswerSchema, ...providerErrors } } },
      async (req) => service().balance(req.params.provider, req.body.session),
    );
    scope.post(
      '/api/provider/:provider/bet',
      { config, schema: { params: ProviderParams, body: ProviderBetRequestSchema, response: { 200: ProviderAnswerSchema, ...providerErrors } } },
      async (req) => {
        if (req.body.round_id.startsWith(STUDIO_ROUND_PREFIX))
          throw new HttpError(422, 'validation_failed', 'This round id is reserved', { round_id: [`may not start with ${STUDIO_ROUND_PREFIX}`] });
        const { round: _round, ...answer } = await service().bet(req.params.provider, req.body);
        return answer;
      },
    );
    scope.post(
      '/api/provider/:provider/win',
      { config, schema: { params: ProviderParams, body: ProviderWinRequestSchema, response: { 200: ProviderAnswerSchema, ...providerErrors } } },
      async (req) => {
        const { round: _round, ...answer } = await service().win(req.params.provider, req.body);
        return answer;
      },
    );
    scope.post(
      '/api/provider/:provider/rollback',
      { config, schema: { params: ProviderParams, body: ProviderRollbackRequestSchema, response: { 200: ProviderAnswerSchema, ...providerErrors } } },
      async (req) => service().rollback(req.params.provider, req.body),
    );
  });

  app.post(
    '/api/games/launch',
    {
      config: { rateLimit: LAUNCH_RATE_LIMIT },
      schema: {
        body: GameLaunchRequestSchema,
        response: {
          200: GameLaunchResponseSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          422: ApiErrorSchema.extend({ fields: z.array(z.string()).optional() }),
        },
      },
    },
    async (req) => launch(req, launchPolicy, req.body, protocol.freeSpins),
  );

  app.get(
    '/api/player/game_rounds',
    { schema: { querystring: GameRoundsQuerySchema, response: { 200: GameRoundsPageSchema, 401: ApiErrorSchema } } },
    async (req) => {
      const { playerId } = await requirePlayer(req);
      const { db } = req.server.deps;
      const { page, page_size } = req.query;
      const mine = and(eq(gameRounds.playerId, playerId));
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(gameRounds).where(mine);
      const rows = await db
        .select({
          id: gameRounds.id,
          identifier: games.identifier,
          title: games.title,
          provider: gameProviders.slug,
          mode: gameRounds.mode,
          currency: gameRounds.currency,
          bet: gameRounds.bet,
          win: gameRounds.win,
          before: gameRounds.balanceBefore,
          after: gameRounds.balanceAfter,
          freespinsGiftId: gameRounds.freespinsGiftId,
          status: gameRounds.status,
          createdAt: gameRounds.createdAt,
        })
        .from(gameRounds)
        .innerJoin(games, eq(games.id, gameRounds.gameId))
        .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
        .where(mine)
        .orderBy(desc(gameRounds.id))
        .limit(page_size)
        .offset((page - 1) * page_size);
      return {
        data: rows.map((r) => ({
          id: r.id,
          game_identifier: r.identifier,
          game_title: r.title,
          provider: r.provider,
          mode: r.mode,
          currency: r.currency,
          bet_cents: Number(r.bet),
          win_cents: Number(r.win),
          balance_before_cents: Number(r.before),
          balance_after_cents: Number(r.after),
          free_spin: r.freespinsGiftId !== null,
          status: r.status,
          created_at: r.createdAt.toISOString(),
        })),
        pagination: pagination(page, page_size, n),
      };
    },
  );
}
