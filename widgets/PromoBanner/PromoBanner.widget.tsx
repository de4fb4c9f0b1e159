'use client';

import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import type { Banner } from '../../schemas/cms';
import { bannerById, bannersFor, type BannerViewer } from '../../cms-adapters/banners';
import { sendBannerEvent } from '../common/banner/analytics';
import { useBannerActions } from '../common/banner/useBannerActions';
import { useBannerViews } from '../common/banner/useBanners';
import { placementKey } from './dismiss';
import { PromoBanner } from './PromoBanner';
import { usePromoHidden } from './usePromoHidden';

/**
 * `#PromoBanner[location=promotions]#` (the first banner of a location for this visitor) or
 * `#PromoBanner[id=...]#`, with a hide button: hidden for 2 minutes, remembered across reloads.
 */
export function PromoBannerWidget({ params, context }: WidgetProps<ParamsOf<'PromoBanner'>>) {
  const intl = useIntl();
  const id = params.id;
  const placement: { id: string } | { location: string } = id !== undefined ? { id } : { location: params.location ?? 'main' };
  const key = placementKey(placement);
  const location = 'location' in placement ? placement.location : 'single';
  const pick = useCallback(
    (all: readonly Banner[], viewer: BannerViewer, now: number) => {
      if (id !== undefined) {
        const one = bannerById(all, id, viewer, now);
        return one ? [one] : [];
      }
      return bannersFor(all, location, viewer, now).slice(0, 1);
    },
    [id, location],
  );
  const { status, banners } = useBannerViews(pick, context.welcomeStag);
  const [hidden, hideNow] = usePromoHidden(key);
  const actions = useBannerActions(location);
  const banner = banners[0] ?? null;
  const note = !context.preview
    ? undefined
    : hidden
      ? intl.formatMessage({ id: 'widgets.promoBanner.hidden' })
      : status === 'error'
        ? intl.formatMessage({ id: 'widgets.banner.error' })
        : intl.formatMessage({ id: 'widgets.bannerSlider.empty' }, { location: id ?? location });
  return (
    <div ref={banner && !hidden ? actions.observe : undefined} data-banner={banner?.id} data-position={1}>
      <PromoBanner
        status={status}
        banner={banner}
        hidden={hidden}
        note={note}
        onHide={() => {
          if (banner) sendBannerEvent({ event: 'promo_banner_hide', banner_id: banner.id, location, position: 1 });
          hideNow();
        }}
        onClick={(b) => actions.onClick(b, 1)}
        onSecondButton={(b) => actions.onSecondButton(b, 1)}
      />
    </div>
  );
}
