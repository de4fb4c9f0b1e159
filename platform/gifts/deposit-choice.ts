import type { Tx } from '../db/client';
import { badRequest } from '../http/errors';
import { findPlayerById } from '../player';
import { refusalFor, type GiftPorts } from './engine';
import { findTemplate } from './templates';

/** What the deposit port hands the check: the deposit being started and the bonus chosen with it. */
export interface DepositChoice {
  tx: Tx;
  playerId: number;
  currency: string;
  amount: bigint;
  at: Date;
  /** The cashbox's choice (`bonus_id` of the deposit); absent or null is "no bonus" and passes. */
  bonusId?: number | null | undefined;
}

/**
 * The deposit's bonus choice, checked when the deposit starts (inside its transaction, before the
 * provider is called, so nothing moves): a bonus that the cashbox would not offer for this
 * currency and amount is a 422 on `bonus_id`, never a deposit credited without the bonus the
 * player thought was chosen. The same rules as `GET /api/bonuses/deposit` and the issue itself
 * (`refusalFor`): a live deposit template, targeted at the player, with an amount in the
 * currency, at or above its minimum deposit; a template behind a bonus code only while the
 * player holds that code. The credit (`gifts.deposit_bonus`) still decides on its own: a
 * template switched off between start and credit is recorded there as a refusal.
 */
export async function checkDepositChoice(ports: GiftPorts, c: DepositChoice): Promise<void> {
  if (c.bonusId === undefined || c.bonusId === null) return;
  const refuse = (why: string) => badRequest('validation_failed', 'The chosen bonus does not apply to this deposit', { bonus_id: [why] });
  const template = await findTemplate(c.tx, c.bonusId);
  if (!template || template.type !== 'deposit') throw refuse('is not a deposit bonus');
  const player = await findPlayerById(c.tx, c.playerId);
  if (!player) throw refuse('is not offered to this player');
  if (template.bonusCode !== null && player.depositBonusCode !== template.bonusCode) throw refuse('needs its bonus code');
  const reason = await refusalFor(
    c.tx,
    ports,
    template,
    { playerId: c.playerId, source: 'deposit', at: c.at, currency: c.currency, depositAmount: c.amount },
    player,
  );
  if (reason === 'deposit_too_small') throw refuse('needs a larger deposit');
  if (reason === 'no_amount_for_currency') throw refuse('is not offered in this currency');
  if (reason !== null) throw refuse('is not offered to this player');
}
