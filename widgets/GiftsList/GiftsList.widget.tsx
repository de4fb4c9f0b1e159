'use client';

import { useIntl } from 'react-intl';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import type { Locale } from '../../schemas/locales';
import { localePath } from '../../site/core/i18n/locale-path';
import { useAuthPopup } from '../../site/core/modals/useAuthPopup';
import { useSession } from '../../site/core/stores/StoreProvider';
import { useHydrating } from '../../site/core/ui/useHydrating';
import { isLiveGift } from '../common/gifts/gift-card';
import { useGiftsDisplay, useNow } from '../common/gifts/useGiftsDisplay';
import { GiftsList } from './GiftsList';

/** `#GiftsList[limit=6]#`: GET /api/v2/bonuses with the C7 configs (the gifts tab's query: one cache, live by the pushes). */
export function GiftsListWidget({ params, context }: WidgetProps<ParamsOf<'GiftsList'>>) {
  const locale = useIntl().locale as Locale;
  const player = useSession((s) => s.player);
  const openAuth = useAuthPopup();
  const { status, display, refetch } = useGiftsDisplay(locale);
  const now = useNow(status === 'success');
  // The server draws a player's list loading (nothing prefetched); so does hydration, whatever the cache holds.
  const hydrating = useHydrating();
  const gifts = (display?.gifts ?? []).filter((d) => isLiveGift(d.gift)).slice(0, params.limit);
  return (
    <GiftsList
      status={player === null ? 'guest' : hydrating ? 'pending' : status}
      gifts={gifts}
      now={now}
      allHref={localePath(locale, '/profile/gifts')}
      onLogin={() => void openAuth('sign-in')}
      onRetry={context.preview ? refetch : undefined}
    />
  );
}
