'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's Banner: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const BannerWidget = hydrateLater(dynamic(() => import('./Banner.widget').then((m) => m.BannerWidget)));
