import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { ApiErrorSchema } from '../../schemas/api-error';
import { GamesPageSchema } from '../../schemas/games';
import { LOCALES } from '../../schemas/locale-codes';
import {
  BackofficeTournamentSchema,
  CancelTournamentSchema,
  ConfirmBodySchema,
  TournamentGamesQuerySchema,
  TournamentInputSchema,
  TournamentPatchSchema,
  TournamentRefParamsSchema,
  TournamentStatusSchema,
  TournamentViewSchema,
  type TournamentInput,
} from '../../schemas/tournaments';
import { HttpError } from '../http/errors';
import { optionalPlayer, requirePlayer } from '../http/player-session';
import type { PlatformApp } from '../http/types';
import { playerGroupIds } from '../player';
import { audit, requireStaff } from '../staff/index';
import {
  createTournament,
  findTournament,
  listTournaments,
  rowFromInput,
  statusOf,
  topPlayers,
  tournamentView,
  visibleTo,
  type TournamentPorts,
  type TournamentRow,
} from './engine';
import { tournamentParticipants, tournamentResults, tournaments } from './schema';
import { settleDueTournaments } from './settle';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 422: ApiErrorSchema };
const LocaleQuerySchema = z.object({ locale: z.enum(LOCALES, { message: 'is not a known locale' }).optional() });
const READERS = ['marketing', 'admin', 'support'] as const;
const WRITERS = ['marketing', 'admin'] as const;
/** Testers (C6): they see test quests (`ffc`); the site shows them only with its testQuests flag on. */
const TESTER_GROUPS = [21, 916];
/** How often the settlement pass looks for tournaments past their end. */
const SETTLE_EVERY_MS = 5_000;

const notFound = () => new HttpError(404, 'tournament_not_found', 'No such tournament');

/** The tournaments module's calls (schemas/tournaments.ts has the table) and the settlement job. */
export default async function tournamentRoutes(app: PlatformApp, ports: TournamentPorts): Promise<void> {
  const { db, clock } = app.deps;

  async function viewer(req: Parameters<typeof optionalPlayer>[0]) {
    const me = await optionalPlayer(req);
    const groups = me ? await playerGroupIds(db, me.playerId) : null;
    return { me, groups, tester: !!groups?.some((g) => TESTER_GROUPS.includes(g)) };
  }
  async function visible(req: Parameters<typeof optionalPlayer>[0], ref: string): Promise<{ t: TournamentRow; playerId?: number }> {
    const v = await viewer(req);
    const t = await findTournament(db, ref);
    if (!t || !visibleTo(t, v.groups, v.tester)) throw notFound();
    return { t, ...(v.me ? { playerId: v.me.playerId } : {}) };
  }

  app.get('/api/tournaments', { schema: { querystring: LocaleQuerySchema, response: { 200: z.array(TournamentViewSchema) } } }, async (req) => {
    const v = await viewer(req);
    const now = clock.now();
    const rows = (await listTournaments(db, 'current', now)).filter((t) => visibleTo(t, v.groups, v.tester));
    return Promise.all(rows.map((t) => tournamentView(db, t, now, { locale: req.query.locale ?? 'en', playerId: v.me?.playerId, top: 3 })));
  });
  app.get('/api/tournaments/recent', { schema: { querystring: LocaleQuerySchema, response: { 200: z.array(TournamentViewSchema) } } }, async (req) => {
    const v = await viewer(req);
    const now = clock.now();
    const rows = (await listTournaments(db, 'recent', now)).filter((t) => visibleTo(t, v.groups, v.tester));
    return Promise.all(rows.map((t) => tournamentView(db, t, now, { locale: req.query.locale ?? 'en', playerId: v.me?.playerId, top: 3 })));
  });
  app.get('/api/tournaments/player', { schema: { response: { 200: z.array(TournamentStatusSchema), 401: ApiErrorSchema } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    const rows = await listTournaments(db, 'player', clock.now(), playerId);
    return Promise.all(rows.filter((t) => t.state !== 'canceled').map((t) => statusOf(db, ports, t, playerId)));
  });
  app.get(
    '/api/tournaments/:id',
    { schema: { params: TournamentRefParamsSchema, querystring: LocaleQuerySchema, response: { 200: TournamentViewSchema, ...errors } } },
    async (req) => {
      const { t, playerId } = await visible(req, req.params.id);
      return tournamentView(db, t, clock.now(), { locale: req.query.locale ?? 'en', playerId, top: 50 });
    },
  );
  app.get(
    '/api/tournaments/:id/status',
    { schema: { params: TournamentRefParamsSchema, response: { 200: TournamentStatusSchema, ...errors } } },
    async (req) => {
      const { playerId } = await requirePlayer(req);
      const { t } = await visible(req, req.params.id);
      // Not taking part: an empty status (no place, no bets), never an error the page must handle.
      return statusOf(db, ports, t, playerId);
    },
  );
  /**
   * The games a tournament counts (by game, provider or category; none listed: every game), a page
   * at a time as lobby tiles, for the tournament page's TournamentGamesByPage. Hidden tournaments
   * answer 404 like their page.
   */
  app.get(
    '/api/tournaments/:id/games',
    { schema: { params: TournamentRefParamsSchema, querystring: TournamentGamesQuerySchema, response: { 200: GamesPageSchema, ...errors } } },
    async (req) => {
      const { t } = await visible(req, req.params.id);
      const { page, per_page, device } = req.query;
      return ports.eligibleGames(db, { gameIds: t.gameIds, providers: t.providers, categories: t.categories }, device, page, per_page);
    },
  );
  /**
   * Takes part in a tournament that asks for it (`user_confirmation_required`): once (a second
   * confirm answers the same status), while it has not ended; stakes count from the confirmation on.
   */
  app.post(
    '/api/tournaments/:id/confirm',
    { schema: { params: TournamentRefParamsSchema, body: ConfirmBodySchema, response: { 200: TournamentStatusSchema, ...errors } } },
    async (req) => {
      const { playerId } = await requirePlayer(req);
      const { t } = await visible(req, req.params.id);
      const now = clock.now();
      if (t.state !== 'scheduled' || now >= t.endAt)
        throw new HttpError(422, 'tournament_finished', 'This tournament has finished', { confirmed: ['the tournament has finished'] });
      await db
        .insert(tournamentParticipants)
        .values({ tournamentId: t.id, playerId, reachedAt: now, joinedAt: now, confirmedAt: now })
        .onConflictDoUpdate({
          target: [tournamentParticipants.tournamentId, tournamentParticipants.playerId],
          set: { confirmedAt: now },
          setWhere: isNull(tournamentParticipants.confirmedAt),
        });
      return statusOf(db, ports, t, playerId);
    },
  );

  // ---- Back office ----

  async function backofficeView(t: TournamentRow) {
    const now = clock.now();
    const view = await tournamentView(db, t, now, { locale: 'en', top: 10 });
    const standings = await topPlayers(db, t, 100);
    const results = await db.select().from(tournamentResults).where(eq(tournamentResults.tournamentId, t.id)).orderBy(tournamentResults.place).limit(100);
    return {
      ...view,
      texts: t.texts,
      standings,
      results: results.map((r) => ({ place: r.place, player_id: r.playerId, points: r.points, outcome: r.outcome, gift_id: r.giftId })),
    };
  }
  const IdParams = z.object({
    id: z.coerce
      .number()
      .int()
      .positive('must be a positive number')
      .max(2 ** 31 - 1, 'is too large'),
  });
  async function staffFind(id: number) {
    const t = await findTournament(db, id);
    if (!t) throw notFound();
    return t;
  }

  app.get('/api/backoffice/tournaments', { schema: { response: { 200: z.array(TournamentViewSchema), ...errors } } }, async (req) => {
    await requireStaff(req, READERS);
    const rows = await db.select().from(tournaments).orderBy(tournaments.startAt).limit(500);
    const now = clock.now();
    return Promise.all(rows.map((t) => tournamentView(db, t, now, { locale: 'en', top: 3 })));
  });
  app.get('/api/backoffice/tournaments/:id', { schema: { params: IdParams, response: { 200: BackofficeTournamentSchema, ...errors } } }, async (req) => {
    await requireStaff(req, READERS);
    return backofficeView(await staffFind(req.params.id));
  });
  app.post(
    '/api/backoffice/tournaments',
    { schema: { body: TournamentInputSchema, response: { 200: BackofficeTournamentSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, WRITERS);
      const t = await db.transaction(async (tx) => {
        const row = await createTournament(tx, req.body, clock.now());
        await audit(req, 'tournament.create', `tournament:${row.id}`, null, req.body, { db: tx });
        return row;
      });
      return backofficeView(t);
    },
  );
  /** Edit before start: once a tournament runs its rules are fixed (players play by them). */
  app.patch(
    '/api/backoffice/tournaments/:id',
    { schema: { params: IdParams, body: TournamentPatchSchema, response: { 200: BackofficeTournamentSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, WRITERS);
      const t = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(tournaments).where(eq(tournaments.id, req.params.id)).for('update');
        if (!before) throw notFound();
        if (before.state !== 'scheduled' || clock.now() >= before.startAt)
          throw new HttpError(409, 'tournament_started', 'A tournament can be edited only before it starts');
        const merged = TournamentInputSchema.safeParse({ ...inputOf(before), ...req.body });
        if (!merged.success) throw new HttpError(422, 'validation_failed', 'The tournament is not valid', fieldsOf(merged.error));
        const [row] = await tx.update(tournaments).set(rowFromInput(merged.data, clock.now())).where(eq(tournaments.id, before.id)).returning();
        await audit(req, 'tournament.update', `tournament:${before.id}`, inputOf(before), merged.data, { db: tx });
        return row!;
      });
      return backofficeView(t);
    },
  );
  /** Cancel with a reason: nothing is paid; a settled tournament cannot be canceled. */
  app.post(
    '/api/backoffice/tournaments/:id/cancel',
    { schema: { params: IdParams, body: CancelTournamentSchema, response: { 200: BackofficeTournamentSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, WRITERS);
      const t = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(tournaments).where(eq(tournaments.id, req.params.id)).for('update');
        if (!before) throw notFound();
        if (before.state !== 'scheduled') throw new HttpError(409, 'tournament_not_cancelable', `A ${before.state} tournament cannot be canceled`);
        const [row] = await tx
          .update(tournaments)
          .set({ state: 'canceled', cancelReason: req.body.reason, updatedAt: clock.now() })
          .where(and(eq(tournaments.id, before.id), eq(tournaments.state, 'scheduled')))
          .returning();
        await audit(req, 'tournament.cancel', `tournament:${before.id}`, { state: before.state }, { state: 'canceled', reason: req.body.reason }, { db: tx });
        return row!;
      });
      return backofficeView(t);
    },
  );

  // Settlement: on each instance, under the cluster lock (one pass at a time); each step is safe twice anyway.
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (app.deps.config.NODE_ENV === 'test') return;
    timer = setInterval(() => {
      app.deps
        .exclusive('tournament-settlement', () => settleDueTournaments(db, ports, clock.now()))
        .catch((err: unknown) => app.log.error({ err }, 'TOURNAMENT_SETTLEMENT_FAILED'));
    }, SETTLE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

function inputOf(t: TournamentRow): TournamentInput {
  return {
    frontend_identifier: t.frontendIdentifier,
    texts: t.texts,
    currency: t.currency as TournamentInput['currency'],
    start_at: t.startAt.toISOString(),
    end_at: t.endAt.toISOString(),
    strategy: t.strategy,
    min_bet_cents: t.minBetCents,
    game_ids: t.gameIds,
    providers: t.providers,
    categories: t.categories,
    group_ids: t.groupIds,
    user_confirmation_required: t.userConfirmationRequired,
    money_budget_cents: t.moneyBudgetCents,
    prizes: t.prizes,
    quest_size: t.questSize,
    quest_rewards: t.questRewards,
  };
}

function fieldsOf(e: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const i of e.issues) (out[i.path.join('.') || 'body'] ??= []).push(i.message);
  return out;
}
