import { and, eq, lt, lte, or } from 'drizzle-orm';
import type { DeclineReason } from '../../schemas/payments';
import type { PaymentsCore } from './core';
import type { ProviderResults } from './provider-results';
import { payments } from './schema';
import { transition } from './states';

/** Recovery and the poller: what a crash, a timeout or a lost callback left waiting is resolved here. */
export class Recovery {
  #jobsRunning = false;

  constructor(
    private readonly core: PaymentsCore,
    private readonly results: ProviderResults,
  ) {}

  /**
   * Resolves what a crash, a timeout or a lost callback left waiting (runs at start and on every
   * poll): the providers' own periodic work first (sandbox deliveries), then
   * - pending deposits older than PAYMENT_STUCK_AFTER_MS: the provider's final word is applied;
   *   a provider that never heard of the payment, or hangs on it, has it canceled (provider_timeout),
   *   and so has one whose start never stored its next step (the instance died while starting it:
   *   the player never got the page or address, and a repeat of the key would wait on it forever);
   * - processing cashouts older than twice the provider timeout: claimed (one recovery at a time
   *   per payment), then the payout is asked again (the provider keys it by our payment id, so a
   *   payout that did go out is not paid twice).
   */
  async recover(): Promise<{ resolved: number }> {
    const now = this.core.deps.clock.now();
    for (const p of this.core.providers.values()) await p.tick?.(now);
    let resolved = 0;
    const stuckBefore = new Date(now.getTime() - this.core.deps.config.PAYMENT_STUCK_AFTER_MS);
    const deposits = await this.core.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.action, 'deposit'), eq(payments.state, 'pending'), or(lt(payments.updatedAt, stuckBefore), lte(payments.expiresAt, now))))
      .limit(200);
    for (const p of deposits) {
      const provider = this.core.providers.get(p.provider);
      if (!provider) continue;
      const status = await provider.status(p.id, 'deposit');
      if (status.kind === 'final') {
        if (
          (await this.results.applyEvent(
            provider.id,
            { ...status.event, eventId: `status:${status.event.providerRef}:${status.event.status}` },
            'provider',
          )) === 'applied'
        )
          resolved++;
      } else if (status.kind === 'unknown' || status.kind === 'stuck' || !p.nextAction) {
        await provider.cancel(p.id, now);
        if (await this.cancelStuck(p.id, 'provider_timeout')) resolved++;
      } else if (p.expiresAt && p.expiresAt.getTime() <= now.getTime()) {
        // The provider's own timeout passed: a crypto address nobody paid, or a 3-D Secure page
        // nobody answered. The provider stops waiting and the deposit ends, whether or not the
        // provider ever calls back about it.
        await provider.cancel(p.id, now);
        if (await this.cancelStuck(p.id, p.cryptoAddress ? 'address_expired' : 'threeds_failed')) resolved++;
      }
    }
    const payoutsBefore = new Date(now.getTime() - 2 * this.core.timeoutMs);
    const payouts = await this.core.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.action, 'cashout'), eq(payments.state, 'processing'), lt(payments.updatedAt, payoutsBefore)))
      .limit(200);
    for (const p of payouts) {
      // Claimed first: of recoveries running at once (a slow poll, another instance) only the one
      // whose update hits asks the provider again; the claim restarts the wait for the next try.
      const [claimed] = await this.core.deps.db
        .update(payments)
        .set({ updatedAt: now })
        .where(and(eq(payments.id, p.id), eq(payments.state, 'processing'), lt(payments.updatedAt, payoutsBefore)))
        .returning();
      if (!claimed) continue;
      const after = await this.results.payout(claimed);
      if (after && after.state !== 'processing') resolved++;
    }
    return { resolved };
  }

  private async cancelStuck(paymentId: number, reason: DeclineReason): Promise<boolean> {
    const at = this.core.deps.clock.now();
    const row = await this.core.deps.db.transaction(async (tx) => {
      const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!p || p.state !== 'pending') return null;
      return transition(tx, p, { to: 'canceled', actor: 'recovery', at, declineReason: reason });
    });
    return !!row;
  }

  /** One poll: never two at once in this process (a slow poll is skipped, not stacked). */
  async runJobs(): Promise<void> {
    if (this.#jobsRunning) return;
    this.#jobsRunning = true;
    try {
      // With several instances up, one pass at a time across all of them (the others skip this tick):
      // the sandbox's deliveries and the recovery of a payment then happen once, not once per instance.
      await this.core.deps.exclusive('payments-jobs', () => this.recover());
    } catch (err) {
      this.core.deps.log.error({ err }, 'payments jobs failed');
    } finally {
      this.#jobsRunning = false;
    }
  }
}
