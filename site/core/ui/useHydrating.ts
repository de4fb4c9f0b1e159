'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while this render is the browser hydrating the server's HTML, false in every render after
 * (React renders the part again at once when hydration ends) and for parts mounted later.
 *
 * A part fed by a query the server did not prefetch rendered its "nothing yet" state on the
 * server. Parts that hydrate late (site/core/ui/Hydrate.tsx, the player-only parts of
 * site/providers/player-only.tsx) may find that query already answered in the browser's cache,
 * fetched meanwhile by another part (the limits page's list, the cashbox's payment methods); drawn
 * from it they would not be what the server drew, and React reports a mismatch (#418) and renders
 * the part again. Such a part renders its server state while this says true.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
