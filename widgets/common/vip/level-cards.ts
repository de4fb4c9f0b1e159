import { VIP_RANKED, vipRank, type VipProgress, type VipRankedStatus } from '../../../schemas/vip';

/** C4 "VIP level card state": the status in force is current, those below before, the next one future, the rest lock. */
export type VipCardState = 'current' | 'before' | 'future' | 'lock';

export interface VipCard {
  status: VipRankedStatus;
  state: VipCardState;
  depositThresholdCents: number;
  betSumThresholdCents: number;
}

export function vipCards(p: VipProgress): VipCard[] {
  const active = vipRank(p.activeStatus);
  return VIP_RANKED.map((status) => {
    const r = vipRank(status);
    const level = p.levels?.find((l) => l.status === status);
    const state: VipCardState = r === active ? 'current' : r < active ? 'before' : r === active + 1 ? 'future' : 'lock';
    return { status, state, depositThresholdCents: level?.depositThresholdCents ?? 0, betSumThresholdCents: level?.betSumThresholdCents ?? 0 };
  });
}
