'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's JackpotTicker: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const JackpotTickerWidget = hydrateLater(dynamic(() => import('./JackpotTicker.widget').then((m) => m.JackpotTickerWidget)));
