'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's LotteryCard: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const LotteryCardWidget = hydrateLater(dynamic(() => import('./LotteryCard.widget').then((m) => m.LotteryCardWidget)));
