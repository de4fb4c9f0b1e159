'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's GameGrid: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const GameGridWidget = hydrateLater(dynamic(() => import('./GameGrid.widget').then((m) => m.GameGridWidget)));
