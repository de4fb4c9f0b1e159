import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CashoutRequest, DepositRequest, Payment, PaymentAction, PaymentMethod, PaymentStartAnswer, PaymentState } from '../../schemas/payments';
import type { Tx } from '../db/client';
import type { PlatformDeps } from '../deps';
import { Cashouts } from './cashouts';
import { PaymentsCore, type PlayerPaymentContext } from './core';
import { StaffDecisions } from './decisions';
import { Deposits } from './deposits';
import type { DepositPolicy } from './guards';
import type { MethodOffer } from './methods';
import type { PaymentProvider, ProviderEvent } from './provider';
import { ProviderResults } from './provider-results';
import { Recovery } from './recovery';
import { payments } from './schema';
import type { PaymentRow } from './states';
import { toPaymentView } from './view';

export type { PlayerPaymentContext } from './core';

/** A staff member deciding, with the audit row written in the decision's transaction. */
type StaffActor = { staffId: number; auditInTx: (tx: Tx, before: unknown, after: unknown) => Promise<void> };

/**
 * Deposits, cashouts, recalls, provider callbacks, staff decisions and recovery (README). Money
 * moves only through ledger postings with keys derived from the payment id, so whatever is
 * repeated (a double click, a replayed callback, a recovery run after a crash) moves it once:
 * - `deposit:<id>`            house payments -> player cash (deposit succeeded)
 * - `cashout:<id>:reserve`    player cash -> house withdrawals_pending (cashout requested)
 * - `cashout:<id>:paid`       withdrawals_pending -> house payments (payout succeeded)
 * - `cashout:<id>:release`    withdrawals_pending -> player cash (recalled, rejected, payout declined)
 *
 * This class is the module's one service (routes, tests, the bench and the excluded cash-out use
 * it); the work is done by its parts, one file per seam: `deposits.ts`, `cashouts.ts`,
 * `provider-results.ts` (callbacks, status answers, payouts), `decisions.ts` (staff),
 * `recovery.ts` (the poller), over what they share in `core.ts`.
 */

export class PaymentsService {
  readonly #core: PaymentsCore;
  readonly #results: ProviderResults;
  readonly #deposits: Deposits;
  readonly #cashouts: Cashouts;
  readonly #decisions: StaffDecisions;
  readonly #recovery: Recovery;

  /** `depositPolicy` may refuse a deposit inside its transaction (the limits' policy, passed in by createPayments). */
  constructor(deps: PlatformDeps, providers: readonly PaymentProvider[], depositPolicy: DepositPolicy) {
    this.#core = new PaymentsCore(deps, providers, depositPolicy);
    this.#results = new ProviderResults(this.#core);
    this.#deposits = new Deposits(this.#core, this.#results);
    this.#cashouts = new Cashouts(this.#core);
    this.#decisions = new StaffDecisions(this.#core, this.#results);
    this.#recovery = new Recovery(this.#core, this.#results);
  }

  provider(id: string): PaymentProvider | undefined {
    return this.#core.providers.get(id);
  }

  playerContext(playerId: number): Promise<PlayerPaymentContext> {
    return this.#core.playerContext(playerId);
  }

  /** The methods of every provider for this player, currency and action, after the group and locale rules. */
  offers(player: PlayerPaymentContext, action: PaymentAction, currency: string): MethodOffer[] {
    return this.#core.offers(player, action, currency);
  }

  listMethods(playerId: number, action: PaymentAction, currency?: string): Promise<PaymentMethod[]> {
    return this.#core.listMethods(playerId, action, currency);
  }

  // ---- Deposits (deposits.ts) ----

  deposit(playerId: number, body: DepositRequest): Promise<PaymentStartAnswer> {
    return this.#deposits.deposit(playerId, body);
  }

  /** The player gives up a deposit still waiting on the provider's page. */
  cancelDeposit(playerId: number, paymentId: number): Promise<Payment> {
    return this.#deposits.cancelDeposit(playerId, paymentId);
  }

  // ---- Cashouts (cashouts.ts) ----

  /** `selfExcluded`: the excluded player's own route, where the profile rule is not applied (cashouts.ts). */
  cashout(playerId: number, body: CashoutRequest, opts: { selfExcluded?: boolean } = {}): Promise<PaymentStartAnswer> {
    return this.#cashouts.cashout(playerId, body, opts);
  }

  /** The player takes a reserved cashout back. Recalling a recalled one answers it again. */
  recall(playerId: number, paymentId: number): Promise<Payment> {
    return this.#cashouts.recall(playerId, paymentId);
  }

  // ---- Provider results (provider-results.ts) ----

  /** Applies a provider's final word on a payment (a verified callback, or an answer we asked for). */
  applyEvent(
    providerId: string,
    event: Omit<ProviderEvent, 'payload'> & { payload?: Record<string, unknown> },
    source: 'callback' | 'provider' = 'callback',
  ): Promise<'applied' | 'duplicate' | 'ignored_final' | 'unknown_payment'> {
    return this.#results.applyEvent(providerId, event, source);
  }

  /** Calls the provider for a processing cashout and applies its answer; null when it did not answer in time. */
  payout(p: PaymentRow): Promise<PaymentRow | null> {
    return this.#results.payout(p);
  }

  // ---- Staff decisions (decisions.ts) ----

  /** Approves a reserved cashout (reserved -> processing) and pays it out through its provider. */
  approve(paymentId: number, staff: StaffActor): Promise<PaymentRow> {
    return this.#decisions.approve(paymentId, staff);
  }

  /** Rejects a reserved cashout with the staff member's reason; the money goes back. */
  reject(paymentId: number, reason: string, staff: StaffActor): Promise<PaymentRow> {
    return this.#decisions.reject(paymentId, reason, staff);
  }

  /** Withdrawals for staff, newest first. */
  withdrawals(q: { state?: PaymentState | undefined; page: number; per_page: number }) {
    return this.#decisions.withdrawals(q);
  }

  // ---- Recovery (recovery.ts) ----

  /** Resolves what a crash, a timeout or a lost callback left waiting. */
  recover(): Promise<{ resolved: number }> {
    return this.#recovery.recover();
  }

  /** One poll: never two at once in this process (a slow poll is skipped, not stacked). */
  runJobs(): Promise<void> {
    return this.#recovery.runJobs();
  }

  // ---- Reads ----

  async history(
    playerId: number,
    q: { action?: PaymentAction | undefined; state?: PaymentState | undefined; page: number; per_page: number },
  ): Promise<Payment[]> {
    const conds = [eq(payments.playerId, playerId)];
    if (q.action) conds.push(eq(payments.action, q.action));
    if (q.state) conds.push(eq(payments.state, q.state));
    const rows = await this.#core.deps.db
      .select()
      .from(payments)
      .where(and(...conds))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page);
    return rows.map(toPaymentView);
  }

  one(playerId: number, id: number): Promise<Payment> {
    return this.#core.one(playerId, id);
  }

  /** Counts of payments per state (bench and health views). */
  async countByState(): Promise<Record<string, number>> {
    const rows = await this.#core.deps.db
      .select({ state: payments.state, n: sql<number>`count(*)::int` })
      .from(payments)
      .groupBy(payments.state);
    return Object.fromEntries(rows.map((r) => [r.state, r.n]));
  }

  /** Payments of these ids (back-office view helpers). */
  async byIds(ids: number[]): Promise<PaymentRow[]> {
    if (ids.length === 0) return [];
    return this.#core.deps.db.select().from(payments).where(inArray(payments.id, ids));
  }
}
