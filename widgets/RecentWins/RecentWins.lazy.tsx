'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's RecentWins: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const RecentWinsWidget = hydrateLater(dynamic(() => import('./RecentWins.widget').then((m) => m.RecentWinsWidget)));
