'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's TournamentBoard: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const TournamentBoardWidget = hydrateLater(dynamic(() => import('./TournamentBoard.widget').then((m) => m.TournamentBoardWidget)));
