import { fallbackVipProgress, type VipProgress } from '../../../schemas/vip';

/** A SILVER player halfway to GOLD in EUR. */
export function vipProgressFixture(over: Partial<VipProgress> = {}): VipProgress {
  return {
    ...fallbackVipProgress('EUR'),
    currentStatus: 'SILVER',
    activeStatus: 'SILVER',
    nextStatus: 'GOLD',
    depositThresholdCents: 2_400_000,
    depositAmountCents: 1_200_000,
    betSumCents: 3_000_000,
    betSumThresholdCents: 24_000_000,
    overallProgress: 50,
    expiresAt: '2027-01-01T00:00:00.000Z',
    ...over,
  };
}
