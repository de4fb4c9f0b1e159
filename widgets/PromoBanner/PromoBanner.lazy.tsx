'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's PromoBanner: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const PromoBannerWidget = hydrateLater(dynamic(() => import('./PromoBanner.widget').then((m) => m.PromoBannerWidget)));
