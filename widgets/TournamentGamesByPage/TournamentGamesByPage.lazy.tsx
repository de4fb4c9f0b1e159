'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's TournamentGamesByPage: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const TournamentGamesByPageWidget = hydrateLater(dynamic(() => import('./TournamentGamesByPage.widget').then((m) => m.TournamentGamesByPageWidget)));
