import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loadCatalog } from '../../messages/load';
import { ApiErrorSchema } from '../../schemas/api-error';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../schemas/locales';
import { oneLine } from '../../schemas/validation';
import {
  BackofficeWithdrawalSchema,
  CashoutRequestSchema,
  DepositRefusalSchema,
  DepositRequestSchema,
  FraudCheckAnswerSchema,
  FraudCheckRequestSchema,
  PaymentIdParamsSchema,
  PaymentMethodsQuerySchema,
  PaymentMethodsSchema,
  PaymentSchema,
  PaymentsQuerySchema,
  PaymentsSchema,
  PaymentStartAnswerSchema,
  RejectWithdrawalBodySchema,
  WithdrawalsPageSchema,
  WithdrawalsQuerySchema,
  type BackofficeWithdrawal,
  type Payment,
} from '../../schemas/payments';
import { requirePlayer } from '../http/player-session';
import type { Tx } from '../db/client';
import type { PlatformDeps } from '../deps';
import { HttpError } from '../http/errors';
import type { PlatformApp } from '../http/types';
import { playerContact } from '../player';
import { audit, requireStaff, staffEmails } from '../staff/index';
import { playerBalances } from '../wallet/index';
import { runFraudCheck } from './fraud';
import type { DepositPolicy } from './guards';
import { CALLBACK_PATH, sandboxSecret, SandboxProvider } from './sandbox-provider';
import { threeDsGonePage, threeDsPage } from './sandbox-page';
import { fraudChecks, payments } from './schema';
import { PaymentsService } from './service';
import type { PaymentRow } from './states';
import { toPaymentView } from './view';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request body exactly as received (provider callbacks: the signature covers it). */
    rawBody?: string;
  }
}

/** A hosted page link in the player's language (the sandbox page reads `locale`). */
function pageUrl(url: string, language: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}locale=${encodeURIComponent(language)}`;
}

/** A payment whose hosted page may be reopened, with that page in the player's language. */
function withPageLocale(p: Payment, language: string): Payment {
  return p.resume ? { ...p, resume: { ...p.resume, url: pageUrl(p.resume.url, language) } } : p;
}

const errors = {
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
  429: ApiErrorSchema,
  504: ApiErrorSchema,
};
/** Per client IP: a person starts a few payments a minute; a script hammering banks is stopped. */
const START_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** The hosted page: only its own style, forms back to us, never framed. */
const csp = (nonce: string) => `default-src 'none'; style-src 'nonce-${nonce}'; img-src data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

/** A browser gets the readable page; any other client the ApiError JSON. */
function gone(req: FastifyRequest, reply: FastifyReply, locale: Locale) {
  if (!(req.headers.accept ?? '').includes('text/html'))
    return reply.status(410).send({ error: 'page_gone', message: 'This payment page has expired or was already answered' });
  const nonce = randomBytes(16).toString('base64');
  return htmlPage(reply, 410, nonce, threeDsGonePage(locale, loadCatalog(locale), nonce));
}

function htmlPage(reply: FastifyReply, status: number, nonce: string, html: string) {
  return reply
    .status(status)
    .header('content-security-policy', csp(nonce))
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** `return_url` with the payment's id and state appended (PaymentReturnQuerySchema). */
export function returnLocation(returnUrl: string, paymentId: number, state: string): string {
  const sep = returnUrl.includes('?') ? '&' : '?';
  return `${returnUrl}${sep}payment_id=${paymentId}&payment_state=${encodeURIComponent(state)}`;
}

/** What the payments routes are given by createPayments. */
export interface PaymentsPorts {
  /** Refuses a deposit (the limits' deposit limit and exclusions). */
  depositPolicy: DepositPolicy;
  /** Receives the service once built (it needs this app: the sandbox delivers its callbacks through it). */
  started(service: PaymentsService): void;
}

/** Payments: player calls, the provider callbacks, the sandbox's hosted page, back-office withdrawals. */
export default async function paymentsRoutes(app: PlatformApp, { depositPolicy, started }: PaymentsPorts): Promise<void> {
  const { config } = app.deps;
  // `npm start` is a production build of the DEMO (REELHOUSE_ENV=demo): the sandbox runs there with
  // this database's own random secret; production runs it only with PAYMENTS_SANDBOX_SECRET.
  const production = config.REELHOUSE_ENV === 'production';
  const secret = await sandboxSecret(config.PAYMENTS_SANDBOX_SECRET, production, app.deps.db, app.deps.clock.now());
  // The sandbox reaches our callback endpoint through the full HTTP pipeline (signature check included), in process.
  const deliver = async (raw: string, headers: Record<string, string>) =>
    (await app.inject({ method: 'POST', url: `${CALLBACK_PATH}`, payload: raw, headers })).statusCode === 200;
  const sandbox = secret
    ? new SandboxProvider({ db: app.deps.db, clock: app.deps.clock, secret, cryptoConfirmMs: config.SANDBOX_CRYPTO_CONFIRM_MS, deliver })
    : null;
  const service = new PaymentsService(app.deps, sandbox ? [sandbox] : [], depositPolicy);
  started(service);

  // The poller: sandbox deliveries and recovery, at start and then periodically (state lives in the database).
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (config.PAYMENT_JOBS_INTERVAL_MS <= 0) return;
    void service.runJobs();
    timer = setInterval(() => void service.runJobs(), config.PAYMENT_JOBS_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  app.get(
    '/api/player/payment_methods',
    { schema: { querystring: PaymentMethodsQuerySchema, response: { 200: PaymentMethodsSchema, ...errors } } },
    async (req) => {
      const { playerId } = await requirePlayer(req);
      return service.listMethods(playerId, req.query.action, req.query.currency);
    },
  );

  app.post(
    '/api/player/payments/deposit',
    {
      config: { rateLimit: START_RATE_LIMIT },
      schema: { body: DepositRequestSchema, response: { 200: PaymentStartAnswerSchema, ...errors, 403: DepositRefusalSchema } },
    },
    async (req) => {
      const { playerId } = await requirePlayer(req);
      const answer = await service.deposit(playerId, req.body);
      if (answer.next.type === 'redirect') {
        const { language } = await service.playerContext(playerId);
        return { ...answer, payment: withPageLocale(answer.payment, language), next: { ...answer.next, url: pageUrl(answer.next.url, language) } };
      }
      return answer;
    },
  );

  app.post(
    '/api/player/payments/cashout',
    { config: { rateLimit: START_RATE_LIMIT }, schema: { body: CashoutRequestSchema, response: { 200: PaymentStartAnswerSchema, ...errors } } },
    async (req) => {
      const { playerId } = await requirePlayer(req);
      return service.cashout(playerId, req.body);
    },
  );

  app.get('/api/player/payments', { schema: { querystring: PaymentsQuerySchema, response: { 200: PaymentsSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    const list = await service.history(playerId, req.query);
    if (!list.some((p) => p.resume)) return list;
    const { language } = await service.playerContext(playerId);
    return list.map((p) => withPageLocale(p, language));
  });

  app.get('/api/player/payments/:id', { schema: { params: PaymentIdParamsSchema, response: { 200: PaymentSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    const payment = await service.one(playerId, req.params.id);
    return payment.resume ? withPageLocale(payment, (await service.playerContext(playerId)).language) : payment;
  });

  app.post(
    '/api/player/payments/:id/recall',
    { schema: { params: PaymentIdParamsSchema, body: z.object({}).passthrough().optional(), response: { 200: PaymentSchema, ...errors } } },
    async (req) => {
      const { playerId } = await requirePlayer(req);
      return service.recall(playerId, req.params.id);
    },
  );

  app.post(
    '/api/player/payments/:id/cancel',
    { schema: { params: PaymentIdParamsSchema, body: z.object({}).passthrough().optional(), response: { 200: PaymentSchema, ...errors } } },
    async (req) => {
      const { playerId } = await requirePlayer(req);
      return service.cancelDeposit(playerId, req.params.id);
    },
  );

  app.post(
    '/api/users/transaction',
    { config: { rateLimit: START_RATE_LIMIT }, schema: { body: FraudCheckRequestSchema, response: { 200: FraudCheckAnswerSchema, ...errors } } },
    async (req) => {
      const { playerId } = await requirePlayer(req);
      const player = await service.playerContext(playerId);
      const b = req.body;
      const r = await runFraudCheck(
        app.deps.db,
        player,
        {
          type: b.type,
          amount: BigInt(b.amount_cents),
          currency: b.currency,
          paymentSystem: b.payment_system,
          deviceFingerprint: b.device_fingerprint,
          card: b.card,
        },
        app.deps.clock.now(),
        config.LOGIN_RESTRICTED_COUNTRIES,
      );
      return { id: r.id, decision: r.decision, reasons: r.reasons, custom_player_status: r.customPlayerStatus };
    },
  );

  // Provider callbacks and the hosted page in their own scope: raw JSON for signatures, form posts for the page.
  await app.register(async (scope: PlatformApp) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      req.rawBody = body as string;
      try {
        done(null, (body as string).trim() === '' ? {} : JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
      }
    });
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.post(
      '/api/payments/callbacks/:provider',
      { config: { csrfExempt: true }, schema: { params: z.object({ provider: oneLine().max(50) }) } },
      async (req) => {
        const provider = service.provider(req.params.provider);
        if (!provider) throw new HttpError(404, 'provider_unknown', 'Unknown payment provider');
        const event = provider.verifyCallback(req.rawBody ?? '', req.headers, app.deps.clock.now());
        if (!event) throw new HttpError(401, 'bad_signature', 'The callback signature is missing, wrong or too old');
        const result = await service.applyEvent(provider.id, event);
        return { ok: true, result };
      },
    );

    const PageParams = z.object({ token: oneLine().max(100) });
    const PageQuery = z.object({ locale: oneLine().max(10).optional() });
    const pageLocale = (l: string | undefined) => (isLocale(l) ? l : DEFAULT_LOCALE);

    scope.get('/sandbox-pay/3ds/:token', { schema: { params: PageParams, querystring: PageQuery } }, async (req, reply) => {
      const locale = pageLocale(req.query.locale);
      const op = sandbox ? await sandbox.pageOperation(req.params.token, app.deps.clock.now()) : null;
      if (!op || op.status !== 'awaiting_player') return gone(req, reply, locale);
      const nonce = randomBytes(16).toString('base64');
      return htmlPage(
        reply,
        200,
        nonce,
        threeDsPage({
          token: req.params.token,
          locale,
          texts: loadCatalog(locale),
          nonce,
          amount: op.amount,
          currency: op.currency,
          brand: op.brand ?? '',
          cardTitle: op.cardTitle,
        }),
      );
    });

    scope.post(
      '/sandbox-pay/3ds/:token',
      {
        config: { csrfExempt: true, rateLimit: START_RATE_LIMIT },
        schema: { params: PageParams, querystring: PageQuery, body: z.object({ decision: z.enum(['approve', 'decline']) }) },
      },
      async (req, reply) => {
        const decided = sandbox ? await sandbox.decide(req.params.token, req.body.decision === 'approve', app.deps.clock.now()) : null;
        if (!decided) return gone(req, reply, pageLocale(req.query.locale));
        const [p] = await app.deps.db.select({ state: payments.state }).from(payments).where(eq(payments.id, decided.op.merchantPaymentId));
        return reply.redirect(returnLocation(decided.op.returnUrl ?? '/', decided.op.merchantPaymentId, p?.state ?? 'pending'), 303);
      },
    );
  });

  // ---- Back office: withdrawals (support and admin) ----

  app.get(
    '/api/backoffice/withdrawals',
    { schema: { querystring: WithdrawalsQuerySchema, response: { 200: WithdrawalsPageSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, ['support']);
      const { rows, total } = await service.withdrawals(req.query);
      return {
        items: await backofficeViews(
          app.deps,
          rows.map((r) => ({ row: r.p, email: r.email })),
        ),
        total,
        page: req.query.page,
        per_page: req.query.per_page,
      };
    },
  );

  const decision = async (
    id: number,
    kind: 'approve' | 'reject',
    reqStaff: { staffId: number },
    auditFn: (tx: Tx, before: unknown, after: unknown) => Promise<void>,
    reason?: string,
  ) => {
    const staff = { staffId: reqStaff.staffId, auditInTx: auditFn };
    const row = kind === 'approve' ? await service.approve(id, staff) : await service.reject(id, reason!, staff);
    const player = await playerContact(app.deps.db, row.playerId);
    return (await backofficeViews(app.deps, [{ row, email: player?.email ?? '' }]))[0]!;
  };

  app.post(
    '/api/backoffice/withdrawals/:id/approve',
    { schema: { params: PaymentIdParamsSchema, body: z.object({}).passthrough().optional(), response: { 200: BackofficeWithdrawalSchema, ...errors } } },
    async (req) => {
      const staff = await requireStaff(req, ['support']);
      return decision(req.params.id, 'approve', staff, (tx, before, after) =>
        audit(req, 'withdrawal_approved', `payment:${req.params.id}`, before, after, { db: tx }),
      );
    },
  );

  app.post(
    '/api/backoffice/withdrawals/:id/reject',
    { schema: { params: PaymentIdParamsSchema, body: RejectWithdrawalBodySchema, response: { 200: BackofficeWithdrawalSchema, ...errors } } },
    async (req) => {
      const staff = await requireStaff(req, ['support']);
      return decision(
        req.params.id,
        'reject',
        staff,
        (tx, before, after) => audit(req, 'withdrawal_rejected', `payment:${req.params.id}`, before, after, { db: tx }),
        req.body.reason,
      );
    },
  );
}

/** Withdrawal rows with what staff need beside them: the player's cash now, the fraud decision, the reviewer. */
async function backofficeViews(deps: PlatformDeps, rows: { row: PaymentRow; email: string }[]): Promise<BackofficeWithdrawal[]> {
  const fraudIds = rows.map((r) => r.row.fraudCheckId).filter((x): x is number => x !== null);
  const fraud = fraudIds.length
    ? await deps.db.select({ id: fraudChecks.id, decision: fraudChecks.decision }).from(fraudChecks).where(inArray(fraudChecks.id, fraudIds))
    : [];
  const staffIds = rows.map((r) => r.row.reviewedByStaffId).filter((x): x is number => x !== null);
  const staff = await staffEmails(deps.db, staffIds);
  const cash = new Map<string, bigint>();
  for (const { row } of rows) {
    const k = `${row.playerId}:${row.currency}`;
    if (!cash.has(k)) cash.set(k, (await playerBalances(deps.db, row.playerId)).get(row.currency)?.cash ?? 0n);
  }
  return rows.map(({ row, email }) => ({
    ...toPaymentView(row),
    player_id: row.playerId,
    player_email: email,
    destination: row.destination,
    player_cash_cents: Number(cash.get(`${row.playerId}:${row.currency}`) ?? 0n),
    fraud_decision: fraud.find((f) => f.id === row.fraudCheckId)?.decision ?? null,
    reviewed_by: (row.reviewedByStaffId === null ? undefined : staff.get(row.reviewedByStaffId)) ?? null,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  }));
}
