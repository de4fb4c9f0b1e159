'use client';

import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import type { Banner } from '../../schemas/cms';
import { bannerById, type BannerViewer } from '../../cms-adapters/banners';
import { BannerBlock } from '../common/banner/Banner';
import { useBannerActions } from '../common/banner/useBannerActions';
import { useBannerViews } from '../common/banner/useBanners';

/**
 * `#Banner[id=summer-cup]#`: one banner of banners-config, under the same rules as the slider
 * (C6) but wherever the editor placed it. Nothing shows when this visitor may not see it now; in
 * the back-office preview a note says so instead.
 */
export function BannerWidget({ params, context }: WidgetProps<ParamsOf<'Banner'>>) {
  const intl = useIntl();
  const pick = useCallback(
    (all: readonly Banner[], viewer: BannerViewer, now: number) => {
      const one = bannerById(all, params.id, viewer, now);
      return one ? [one] : [];
    },
    [params.id],
  );
  const { status, banners } = useBannerViews(pick, context.welcomeStag);
  const actions = useBannerActions('single');
  const banner = banners[0] ?? null;
  const note = context.preview ? intl.formatMessage({ id: status === 'error' ? 'widgets.banner.error' : 'widgets.banner.none' }, { id: params.id }) : undefined;
  return (
    <div ref={banner ? actions.observe : undefined} data-banner={banner?.id} data-position={1}>
      <BannerBlock
        status={status}
        banner={banner}
        note={note}
        eager
        onClick={(b) => actions.onClick(b, 1)}
        onSecondButton={(b) => actions.onSecondButton(b, 1)}
      />
    </div>
  );
}
