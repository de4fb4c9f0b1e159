import {
  LotteryCancelBodySchema,
  LotteryErrorSchema,
  LotteryIdParamsSchema,
  LotteryInputSchema,
  StaffLotteriesSchema,
  StaffLotterySchema,
  type StaffLottery,
} from '../../schemas/lotteries';
import type { LotteryInput } from '../../schemas/lotteries';
import type { Db, Tx } from '../db/client';
import { findTemplate } from '../gifts';
import { HttpError } from '../http/errors';
import type { PlatformApp } from '../http/types';
import { pushToPublic } from '../realtime/index';
import { audit, requireStaff } from '../staff/index';
import { cancelLottery, createLottery, editable, findLottery, grantsOf, inputOf, listLotteries, updateLottery, winnersOf, type LotteryRow } from './engine';
import { lotteryView, ownerLabels, ticketRuns } from './view';

const errors = { 401: LotteryErrorSchema, 403: LotteryErrorSchema, 404: LotteryErrorSchema, 409: LotteryErrorSchema, 422: LotteryErrorSchema };
/** Support reads (players ask about their tickets); marketing and admin change. */
const READERS = ['marketing', 'admin', 'support'] as const;
const WRITERS = ['marketing', 'admin'] as const;

/** Everything staff see of a lottery: texts, prizes with their templates, every grant, each place's payout. */
export async function staffLotteryView(db: Db | Tx, l: LotteryRow, at: Date): Promise<StaffLottery> {
  const grants = await grantsOf(db, l.id);
  const winners = await winnersOf(db, l.id);
  const owners = await ownerLabels(db, [...grants.map((g) => g.playerId), ...winners.map((w) => w.playerId)]);
  const view = await lotteryView(db, l, 'en', at, { grants, owners });
  return {
    ...view,
    texts: l.texts,
    prizes_full: l.prizes,
    ticket_runs: ticketRuns(grants, owners).map((r, i) => ({
      ...r,
      player_id: grants[i]!.playerId,
      source: grants[i]!.source,
      key: grants[i]!.key,
      at: grants[i]!.at.toISOString(),
    })),
    payouts: winners.map((w) => ({ place: w.place, player_id: w.playerId, ticket: w.ticket, outcome: w.outcome, gift_id: w.giftId })),
  };
}

/** Marketing's lottery back office: create (scheduled by its times), edit before the start, cancel with a reason, tickets and draw results; every change audited. */
export default async function lotteryBackofficeRoutes(app: PlatformApp): Promise<void> {
  const { db, clock } = app.deps;

  app.get('/api/backoffice/lotteries', { schema: { response: { 200: StaffLotteriesSchema, ...errors } } }, async (req) => {
    await requireStaff(req, READERS);
    const at = clock.now();
    return Promise.all((await listLotteries(db)).map((l) => staffLotteryView(db, l, at)));
  });

  app.get('/api/backoffice/lotteries/:id', { schema: { params: LotteryIdParamsSchema, response: { 200: StaffLotterySchema, ...errors } } }, async (req) => {
    await requireStaff(req, READERS);
    const l = await findLottery(db, req.params.id);
    if (!l) throw new HttpError(404, 'lottery_not_found', 'No such lottery');
    return staffLotteryView(db, l, clock.now());
  });

  /** What the schema cannot check: the prizes' templates exist and the lottery ends in the future. */
  const checkInput = async (input: LotteryInput, at: Date) => {
    for (const [i, p] of input.prizes.entries()) {
      if (!(await findTemplate(db, p.template_id)))
        throw new HttpError(422, 'validation_failed', 'Unknown bonus template', { [`prizes.${i}.template_id`]: ['is not a bonus template'] });
    }
    if (Date.parse(input.end_at) <= at.getTime())
      throw new HttpError(422, 'validation_failed', 'The lottery would end in the past', { end_at: ['must be in the future'] });
  };
  /** After the commit: open lottery pages read the lottery again (best-effort, like every push). */
  const pushChange = (l: LotteryRow, change: 'edited' | 'canceled') =>
    pushToPublic(app.deps.events, 'public:lotteries', { lottery_id: l.id, frontend_identifier: l.frontendIdentifier, state: l.state, change });

  app.post('/api/backoffice/lotteries', { schema: { body: LotteryInputSchema, response: { 200: StaffLotterySchema, ...errors } } }, async (req) => {
    await requireStaff(req, WRITERS);
    const at = clock.now();
    await checkInput(req.body, at);
    return db.transaction(async (tx) => {
      const l = await createLottery(tx, req.body, at);
      const view = await staffLotteryView(tx, l, at);
      // The seed is never in the audit log: only its published hash.
      await audit(req, 'lottery.create', `lottery:${l.id}`, null, { ...req.body, seed_hash: l.seedHash }, { db: tx });
      return view;
    });
  });

  /**
   * Edit before the start, with the creation's schema (the whole body; 422 with field messages).
   * Once started, canceled or drawn: 409 `lottery_not_editable`. The seed and its hash stay as
   * committed at creation (README "Editing before the start").
   */
  app.patch(
    '/api/backoffice/lotteries/:id',
    { schema: { params: LotteryIdParamsSchema, body: LotteryInputSchema, response: { 200: StaffLotterySchema, ...errors } } },
    async (req) => {
      await requireStaff(req, WRITERS);
      const at = clock.now();
      // A lottery that may not be edited answers 409 whatever the body (updateLottery checks again under the lock).
      const current = await findLottery(db, req.params.id);
      if (!current) throw new HttpError(404, 'lottery_not_found', 'No such lottery');
      editable(current, at);
      await checkInput(req.body, at);
      const { view, row } = await db.transaction(async (tx) => {
        const { before, row } = await updateLottery(tx, req.params.id, req.body, at);
        // Like creation: the inputs before and after, never the seed (only its unchanged hash).
        await audit(
          req,
          'lottery.update',
          `lottery:${row.id}`,
          { ...inputOf(before), seed_hash: before.seedHash },
          { ...req.body, seed_hash: row.seedHash },
          { db: tx },
        );
        return { view: await staffLotteryView(tx, row, at), row };
      });
      pushChange(row, 'edited');
      return view;
    },
  );

  app.post(
    '/api/backoffice/lotteries/:id/cancel',
    { schema: { params: LotteryIdParamsSchema, body: LotteryCancelBodySchema, response: { 200: StaffLotterySchema, ...errors } } },
    async (req) => {
      await requireStaff(req, WRITERS);
      const { view, l } = await db.transaction(async (tx) => {
        const l = await cancelLottery(tx, req.params.id, req.body.reason);
        await audit(req, 'lottery.cancel', `lottery:${l.id}`, { state: 'scheduled' }, { state: 'canceled', reason: req.body.reason }, { db: tx });
        return { view: await staffLotteryView(tx, l, clock.now()), l };
      });
      pushChange(l, 'canceled');
      return view;
    },
  );
}
