import { isBotUserAgent } from '../../../site/core/bots';

/**
 * Banner analytics (spec C7: "Analytics events are sent for banner views and clicks"; P2: bots
 * receive no analytics). Events go onto the page's `dataLayer`, the queue a tag manager reads
 * when one is loaded; until one is, the queue just holds them. No platform call: the spec names
 * no analytics endpoint.
 */
export type BannerEventName = 'banner_view' | 'banner_click' | 'banner_terms_open' | 'promo_banner_hide';

export interface BannerEvent {
  event: BannerEventName;
  banner_id: string;
  /** The slot location (`main`), or `single` for `#Banner[id]#`. */
  location: string;
  /** 1-based position in the slider. */
  position: number;
}

type DataLayerWindow = { dataLayer?: unknown[]; navigator: { userAgent: string } };

/** Pushes one event, unless the visitor is a bot. Returns whether it was sent. */
export function sendBannerEvent(
  event: BannerEvent,
  win: DataLayerWindow | undefined = typeof window === 'undefined' ? undefined : (window as unknown as DataLayerWindow),
): boolean {
  if (!win || isBotUserAgent(win.navigator.userAgent)) return false;
  win.dataLayer ??= [];
  win.dataLayer.push({ ...event });
  return true;
}
