import { eq } from 'drizzle-orm';
import type { PlatformDeps } from '../deps';
import { defineConsumer } from '../outbox/index';
import { pushToPlayer } from '../realtime/index';
import type { Tx } from '../db/client';
import { takeDepositBonusCode, updatePlayer } from '../player';
import { followBonusEnd, GiftRefusedError, issueAndActivateGift, issueGift, releaseWaitingGifts, type GiftPorts } from './engine';
import { giftDepositClaims } from './schema';
import { findTemplate, templateByBonusCode } from './templates';

/**
 * Gifts follow the bonus money they granted. The money model ends bonuses inside bets, forfeits
 * and the expiry sweep, where gifts have no say (bonuses never import gifts); so a gift learns
 * its bonus ended from the stream, at least once, and moves in the transaction that moves this
 * consumer's position: once. The player's own cancel moves gift and bonus in one transaction
 * (engine.cancelGift) and the repeat here finds nothing to do.
 */
export function giftBonusStagesConsumer() {
  return defineConsumer({
    name: 'gifts.bonus_stages',
    from: 'start',
    types: ['bonus.stage_changed'] as const,
    async handle(e, { tx }) {
      if (e.payload.status === 'active') return;
      await followBonusEnd(tx, e.payload.bonus_id, e.occurredAt);
    },
  });
}

/**
 * The deposit bonus, applied when a deposit is credited (`deposit.credited`; payments never
 * import gifts). Which bonus: the player's deposit bonus code if one is set (taken, so the next
 * deposit does not find it), else the bonus chosen in the cashbox with the deposit. Once per
 * deposit: the claim row (payment id primary key) and the gift's key `deposit:<payment id>`
 * make a second delivery of the event a no-op. A refusal (below the minimum, bonuses switched
 * off, multi-account, excluded) is recorded on the claim, never retried. The bonus money is
 * granted at once when no other bonus is being wagered in the currency; otherwise the gift
 * waits in the gifts tab to be activated.
 */
export function depositBonusConsumer(ports: GiftPorts) {
  return defineConsumer({
    name: 'gifts.deposit_bonus',
    from: 'now',
    types: ['deposit.credited'] as const,
    async handle(e, { tx }) {
      if (e.playerId === null) return;
      const playerId = e.playerId;
      const [done] = await tx.select({ id: giftDepositClaims.paymentId }).from(giftDepositClaims).where(eqPayment(e.payload.payment_id));
      if (done) return;
      // The code first: it locks the player's row FOR UPDATE before the claim's foreign key takes a
      // share lock on it, so two deposits of one player queue here instead of deadlocking.
      const code = await takeDepositBonusCode(tx, playerId);
      const claimed = await tx
        .insert(giftDepositClaims)
        .values({ paymentId: e.payload.payment_id, playerId, outcome: 'pending', at: e.occurredAt })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) {
        // The same deposit decided meanwhile: the code was not this delivery's to take.
        if (code) await updatePlayer(tx, playerId, { depositBonusCode: code });
        return;
      }
      const template = code ? await templateByBonusCode(tx, code) : e.payload.bonus_id ? await findTemplate(tx, e.payload.bonus_id) : null;
      const outcome = await applyDepositBonus(tx, ports, {
        playerId,
        template,
        code,
        paymentId: e.payload.payment_id,
        currency: e.payload.currency,
        amount: BigInt(e.payload.amount_cents),
        at: e.occurredAt,
      });
      await tx.update(giftDepositClaims).set({ outcome: outcome.outcome, giftId: outcome.giftId }).where(eqPayment(e.payload.payment_id));
    },
  });
}

const eqPayment = (id: number) => eq(giftDepositClaims.paymentId, id);

async function applyDepositBonus(
  tx: Tx,
  ports: GiftPorts,
  d: {
    playerId: number;
    template: Awaited<ReturnType<typeof findTemplate>>;
    code: string | null;
    paymentId: number;
    currency: string;
    amount: bigint;
    at: Date;
  },
): Promise<{ outcome: string; giftId: number | null }> {
  if (!d.template) return { outcome: d.code ? 'unknown_code' : 'no_bonus', giftId: null };
  if (d.template.type !== 'deposit') return { outcome: 'not_a_deposit_bonus', giftId: null };
  try {
    // Issue and activation in this transaction, in as few round trips as they take (a bonus already
    // being wagered leaves the gift issued: the player activates it later in the gifts tab).
    const { gift, activated } = await issueAndActivateGift(
      tx,
      ports,
      {
        playerId: d.playerId,
        templateId: d.template.id,
        source: d.code ? 'bonus_code' : 'deposit',
        idempotencyKey: `deposit:${d.paymentId}`,
        at: d.at,
        currency: d.currency,
        depositAmount: d.amount,
        meta: { payment_id: d.paymentId, ...(d.code ? { bonus_code: d.code } : {}) },
      },
      d.template,
    );
    return { outcome: activated ? 'activated' : 'issued', giftId: gift.id };
  } catch (err) {
    if (err instanceof GiftRefusedError) return { outcome: `refused:${err.reason}`, giftId: null };
    throw err;
  }
}

/**
 * The player's open pages learn of every gift stage (issue 15 item 2): money gifts on
 * `private:bonuses`, free spins on `private:freespins` (the site's bonuses_changes and
 * freespins_changes). Money gifts carry `gift_id` (never `id`, which on that channel is the
 * bonus-money model's bonus id); free spins carry `id` = the gift id and `status` = the stage.
 * After commit, from the stream: a crash between the issue and the push still pushes, once per
 * delivery.
 */
export function giftPushConsumer(deps: Pick<PlatformDeps, 'events'>) {
  return defineConsumer({
    name: 'realtime.gifts',
    from: 'now',
    types: ['gift.stage_changed', 'gift.freespin_played'] as const,
    async handle(e) {
      if (e.playerId === null) return;
      if (e.type === 'gift.freespin_played') {
        // The count going down live: the gifts tab and the game page read `freespins_performed`.
        const f = e.payload;
        pushToPlayer(deps.events, e.playerId, 'private:freespins', {
          id: f.gift_id,
          gift_id: f.gift_id,
          currency: f.currency,
          freespins_performed: f.performed,
          freespins_total: f.total,
          freespins_left: f.total - f.performed,
          win_cents: f.win_cents,
          total_win_cents: f.total_win_cents,
        });
        return;
      }
      const p = e.payload;
      const common = { gift_id: p.gift_id, stage: p.stage, currency: p.currency, group_key: p.group_key, template_id: p.template_id };
      if (p.kind === 'freespins') pushToPlayer(deps.events, e.playerId, 'private:freespins', { id: p.gift_id, status: p.stage, ...common });
      else pushToPlayer(deps.events, e.playerId, 'private:bonuses', common);
    },
  });
}

/**
 * Registration bonuses (C7 `GET /api/bonuses/registration`, chosen on the sign-up form and
 * carried on `player.registered`): issued at once in `wait` (key `registration:<player>`, so
 * once), released to `issued` by the template's condition, the confirmed e-mail
 * (`player.confirmed`) or the first credited deposit (`deposit.credited`). A refusal (bonuses
 * off, another currency, a template switched off) issues nothing and is not retried.
 */
export function registrationBonusConsumer(ports: GiftPorts) {
  return defineConsumer({
    name: 'gifts.registration_bonus',
    from: 'now',
    types: ['player.registered', 'player.confirmed', 'deposit.credited'] as const,
    async handle(e, { tx }) {
      if (e.playerId === null) return;
      if (e.type === 'player.confirmed') {
        await releaseWaitingGifts(tx, e.playerId, 'confirmation', e.occurredAt);
        return;
      }
      if (e.type === 'deposit.credited') {
        await releaseWaitingGifts(tx, e.playerId, 'first_deposit', e.occurredAt);
        return;
      }
      const templateId = e.payload.bonus_id;
      if (!templateId) return;
      const t = await findTemplate(tx, templateId);
      if (!t || t.type !== 'registration') return;
      try {
        await issueGift(tx, ports, {
          playerId: e.playerId,
          templateId,
          source: 'registration',
          idempotencyKey: `registration:${e.playerId}`,
          at: e.occurredAt,
          currency: e.payload.currency,
          waitFor: t.issueOn,
        });
      } catch (err) {
        if (!(err instanceof GiftRefusedError)) throw err;
      }
    },
  });
}
