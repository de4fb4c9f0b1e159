'use client';

import type { ParamsOf, WidgetProps } from '../../registry/define';
import { useAuthPopup } from '../../site/core/modals/useAuthPopup';
import { useSession } from '../../site/core/stores/StoreProvider';
import { useHydrating } from '../../site/core/ui/useHydrating';
import { useVipProgress } from '../common/vip/queries';
import { VipProgress } from './VipProgress';

/** `#VipProgress[levels=false]#`: GET /jam/vip_status_progress (a failed load: REGULAR with the default thresholds). */
export function VipProgressWidget({ params, context }: WidgetProps<ParamsOf<'VipProgress'>>) {
  const player = useSession((s) => s.player);
  const openAuth = useAuthPopup();
  const hydrating = useHydrating();
  const { status, progress, refetch } = useVipProgress(player !== null);
  return (
    <VipProgress
      status={player === null ? 'guest' : hydrating ? 'pending' : status}
      progress={progress}
      levels={params.levels}
      onRegister={() => void openAuth('sign-up')}
      onRetry={context.preview ? () => void refetch() : undefined}
    />
  );
}
