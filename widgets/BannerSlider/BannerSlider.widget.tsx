'use client';

import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import type { Banner } from '../../schemas/cms';
import { bannersFor, type BannerViewer } from '../../cms-adapters/banners';
import { useBannerActions } from '../common/banner/useBannerActions';
import { useBannerViews } from '../common/banner/useBanners';
import { BannerSlider } from './BannerSlider';

/**
 * `#BannerSlider[location=main]#` (and the banners slot of main-widget-config): the banners of a
 * location for this visitor, in the location's order (C6). Spec C8: the banner config call
 * swallows errors, so a failure shows nothing on the public site; the preview shows the error and
 * a note when the location is empty.
 */
export function BannerSliderWidget({ params, context }: WidgetProps<ParamsOf<'BannerSlider'>>) {
  const intl = useIntl();
  const { location } = params;
  const pick = useCallback((all: readonly Banner[], viewer: BannerViewer, now: number) => bannersFor(all, location, viewer, now), [location]);
  const { status, banners, refetch } = useBannerViews(pick, context.welcomeStag);
  const actions = useBannerActions(location);
  return (
    <BannerSlider
      status={status}
      banners={banners}
      onRetry={context.preview ? refetch : undefined}
      onClick={actions.onClick}
      onSecondButton={actions.onSecondButton}
      observe={actions.observe}
      emptyNote={context.preview ? intl.formatMessage({ id: 'widgets.bannerSlider.empty' }, { location }) : undefined}
    />
  );
}
