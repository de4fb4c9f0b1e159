'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's BannerSlider: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const BannerSliderWidget = hydrateLater(dynamic(() => import('./BannerSlider.widget').then((m) => m.BannerSliderWidget)));
