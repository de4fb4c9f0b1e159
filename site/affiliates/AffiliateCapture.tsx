'use client';

import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clientContextQueryOptions } from '../core/query/client-context';
import { useSession } from '../core/stores/StoreProvider';

let captured = false;

/**
 * The affiliate and UTM capture (capture.ts), mounted once by AppProviders: the landing's
 * referrer stag and UTM set once per page load, and the pending UTM set sent once a player is
 * signed in. Its code loads after the first render, off the first load.
 */
export function AffiliateCapture() {
  const queryClient = useQueryClient();
  const signedIn = useSession((s) => s.player !== null);
  const signedInRef = useRef(signedIn);
  useEffect(() => {
    if (captured) return;
    captured = true;
    const country = () =>
      queryClient
        .fetchQuery(clientContextQueryOptions)
        .then((c) => c.country ?? null)
        .catch(() => null);
    void import('./browser').then(async (m) => {
      await m.captureThisLanding(country);
      // A player already signed in on landing attaches the set at once.
      if (signedInRef.current) await m.sendThisPendingUtm();
    });
  }, [queryClient]);
  useEffect(() => {
    signedInRef.current = signedIn;
    if (signedIn) void import('./browser').then((m) => m.sendThisPendingUtm());
  }, [signedIn]);
  return null;
}
