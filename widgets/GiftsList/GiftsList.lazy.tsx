'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's GiftsList: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const GiftsListWidget = hydrateLater(dynamic(() => import('./GiftsList.widget').then((m) => m.GiftsListWidget)));
