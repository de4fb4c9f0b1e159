'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's JackpotLeaderboard: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const JackpotLeaderboardWidget = hydrateLater(dynamic(() => import('./JackpotLeaderboard.widget').then((m) => m.JackpotLeaderboardWidget)));
