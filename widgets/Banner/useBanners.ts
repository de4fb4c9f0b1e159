'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Banner } from '../../schemas/cms';
import type { Locale } from '../../schemas/locales';
import { useSession } from '../../site/stores/StoreProvider';
import {
  bannerPromosQuery,
  bannersConfigQuery,
  nextChangeAt,
  promoIdentifierOf,
  readStag,
  reshapeBanner,
  type BannerView,
  type BannerViewer,
} from '../../cms-adapters/banners';

const noSubscription = () => () => undefined;

/**
 * The viewer of the banner rules: login, groups and currency from the session; the stag from the
 * URL or the stag cookie, read after mount (the server renders without it, so a stag-only welcome
 * pack appears right after hydration rather than making the two renders disagree).
 */
export function useBannerViewer(): BannerViewer {
  const player = useSession((s) => s.player);
  const stag = useSyncExternalStore(noSubscription, () => readStag(document.cookie, window.location.search), () => null);
  return useMemo(
    () => ({ loggedIn: player !== null, groups: player?.statuses.map((s) => s.id) ?? [], currency: player?.currency ?? null, stag }),
    [player, stag],
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
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
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
 * banners-config of the page's locale (the key the server prefetched under), filtered by `pick`
 * for this viewer at this time, with the tournaments and lotteries loaded only when a picked banner
 * follows one.
 */
export function useBannerViews(pick: (banners: readonly Banner[], viewer: BannerViewer, now: number) => Banner[]): BannersState {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const config = useQuery(bannersConfigQuery(locale));
  const viewer = useBannerViewer();
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
