'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Banner } from '../../../schemas/cms';
import type { Locale } from '../../../schemas/locales';
import { useSession } from '../../../site/core/stores/StoreProvider';
import {
  audienceOf,
  bannerPromosQuery,
  bannersConfigQuery,
  nextChangeAt,
  promoIdentifierOf,
  reshapeBanner,
  WELCOME_PACK_STAG,
  type BannerView,
  type BannerViewer,
} from '../../../cms-adapters/banners';

const noSubscription = () => () => undefined;

/**
 * The viewer of the banner rules: login, groups, currency and id (the A/B variant) from the session; the welcome stag
 * as the server read it from the request's URL or cookie (the widget's context), so the server's
 * render, the hydrating browser and the query key all agree on the audience.
 */
export function useBannerViewer(welcomeStag = false): BannerViewer {
  const player = useSession((s) => s.player);
  return useMemo(
    () => ({
      loggedIn: player !== null,
      groups: player?.statuses.map((s) => s.id) ?? [],
      currency: player?.currency ?? null,
      stag: welcomeStag ? WELCOME_PACK_STAG : null,
      playerId: player?.id ?? null,
    }),
    [player, welcomeStag],
  );
}

/** `setTimeout` takes at most a signed 32-bit delay. */
const MAX_DELAY = 2_147_483_647;

/**
 * The clock the rules run on. The server and the hydrating browser both use the time the server
 * fetched banners-config (the query's `dataUpdatedAt`, which travels in the hydration data), so
 * the two renders pick the same banners; after hydration it is the browser's time, moved on when
 * the next banner window opens or closes (nextChangeAt), so a banner scheduled for later appears
 * at its start without a reload.
 */
export function useBannerClock(banners: readonly Banner[] | undefined, fetchedAt: number): number {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [clientNow, setClientNow] = useState(() => Date.now());
  useEffect(() => {
    if (!banners) return;
    const current = Date.now();
    const next = nextChangeAt(banners, current);
    if (next === null) return;
    const id = setTimeout(() => setClientNow(Date.now()), Math.min(next - current + 50, MAX_DELAY));
    return () => clearTimeout(id);
  }, [banners, clientNow]);
  return hydrated || fetchedAt === 0 ? clientNow : fetchedAt;
}

/** What a banner widget draws: the query's state and the banners it picked, reshaped. */
export interface BannersState {
  status: 'pending' | 'error' | 'success';
  banners: BannerView[];
  refetch: () => void;
}

/**
 * banners-config of the page's locale for the viewer's audience (the key the server prefetched
 * under; the platform sent only this audience's banners), filtered by `pick`
 * for this viewer at this time, with the tournaments and lotteries loaded only when a picked banner
 * follows one.
 */
export function useBannerViews(pick: (banners: readonly Banner[], viewer: BannerViewer, now: number) => Banner[], welcomeStag = false): BannersState {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const viewer = useBannerViewer(welcomeStag);
  const audience = useMemo(() => audienceOf(viewer), [viewer]);
  // When the audience changes on the page (sign-in, sign-out), the banners already shown stay
  // until the new audience's answer arrives, re-checked by `pick` against the new viewer meanwhile.
  // Only within one locale: another language's texts are never a placeholder.
  const config = useQuery({
    ...bannersConfigQuery(locale, audience),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === locale ? previous : undefined),
  });
  const all = config.data?.banners;
  const now = useBannerClock(all, config.dataUpdatedAt);
  const picked = useMemo(() => (all ? pick(all, viewer, now) : []), [all, pick, viewer, now]);
  const needsPromos = picked.some((b) => promoIdentifierOf(b) !== null);
  const promos = useQuery({ ...bannerPromosQuery(), enabled: needsPromos });
  const banners = useMemo(
    () => picked.map((b) => reshapeBanner(b, { locale, currency: viewer.currency, now, promos: promos.data })),
    [picked, locale, viewer.currency, now, promos.data],
  );
  return { status: config.status, banners, refetch: () => void config.refetch() };
}
