'use client';

import { usePromotionPageEnabled } from '../flags/promotion-pages';
import { useCompPoints } from './queries';

/** The header's and sidebar's coins: the chargeable comp points, live, only while the points shop (`rocket-mart`) is enabled; null otherwise or while unknown. */
export function useShopCompPoints(): number | null {
  const enabled = usePromotionPageEnabled('rocket-mart');
  const balance = useCompPoints();
  return enabled && balance ? balance.chargeable.points : null;
}
