'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's TournamentList: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const TournamentListWidget = hydrateLater(dynamic(() => import('./TournamentList.widget').then((m) => m.TournamentListWidget)));
