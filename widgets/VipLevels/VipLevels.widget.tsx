'use client';

import { fallbackVipProgress } from '../../schemas/vip';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import { useSession } from '../../site/core/stores/StoreProvider';
import { useHydrating } from '../../site/core/ui/useHydrating';
import { useVipProgress } from '../common/vip/queries';
import { VipLevels } from './VipLevels';

/** `#VipLevels[heading=true]#`: the player's cards from GET /jam/vip_status_progress; a guest's the EUR defaults. */
export function VipLevelsWidget({ params }: WidgetProps<ParamsOf<'VipLevels'>>) {
  const player = useSession((s) => s.player);
  const hydrating = useHydrating();
  const { status, progress } = useVipProgress(player !== null);
  if (player === null) return <VipLevels status="success" progress={fallbackVipProgress()} heading={params.heading} />;
  return <VipLevels status={hydrating ? 'pending' : status} progress={hydrating ? null : progress} heading={params.heading} />;
}
