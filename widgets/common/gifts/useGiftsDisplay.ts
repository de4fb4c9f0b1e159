'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../schemas/locales';
import { giftsDisplay, type GiftsDisplay } from '../../../schemas/gifts-display';
import { readStag } from '../../../schemas/banner-audience';
import { useSession } from '../../../site/core/stores/StoreProvider';
import { useHydrating } from '../../../site/core/ui/useHydrating';
import { giftsConfigQueries, giftsQuery } from './queries';

const noSubscription = () => () => undefined;

export interface GiftsDisplayState {
  status: 'pending' | 'error' | 'success';
  display: GiftsDisplay | null;
  refetch: () => void;
}

/**
 * The player's gifts as the views draw them: GET /api/v2/bonuses with the C7 configs applied
 * (schemas/gifts-display.ts). A config that fails to load counts as empty (spec C8: config calls
 * swallow errors); the gifts' own failure is the state's `error`. Off for a guest. While the
 * page hydrates it says `pending`, as the server did.
 */
export function useGiftsDisplay(locale: Locale, enabled = true): GiftsDisplayState {
  const player = useSession((s) => s.player);
  const on = enabled && player !== null;
  const gifts = useQuery({ ...giftsQuery(), enabled: on });
  const q = giftsConfigQueries(locale);
  const disabled = useQuery({ ...q.disabled, enabled: on });
  const modify = useQuery({ ...q.modify, enabled: on });
  const additional = useQuery({ ...q.additional, enabled: on });
  const excludedStags = useQuery({ ...q.excludedStags, enabled: on });
  // The stag (URL or cookie) is the browser's; the server's render knows none.
  const stag = useSyncExternalStore(
    noSubscription,
    () => readStag(document.cookie, window.location.search),
    () => null,
  );
  const groups = useMemo(() => (player?.statuses ?? []).map((s) => s.id), [player]);
  const display = useMemo(
    () =>
      gifts.data
        ? giftsDisplay(
            gifts.data,
            { disabled: disabled.data, modify: modify.data, additional: additional.data, excludedStags: excludedStags.data },
            { groups, stag },
          )
        : null,
    [gifts.data, disabled.data, modify.data, additional.data, excludedStags.data, groups, stag],
  );
  // The server has no gifts (nothing prefetches them): while hydrating, draw what it drew even when
  // another part (the header counter, the tab) has filled the cache meanwhile (React #418 otherwise).
  const hydrating = useHydrating();
  if (hydrating) return { status: 'pending', display: null, refetch: () => void gifts.refetch() };
  return { status: gifts.status, display, refetch: () => void gifts.refetch() };
}

/** A clock that ticks every second while `on` (the cards' timers). */
export function useNow(on = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [on]);
  return now;
}
