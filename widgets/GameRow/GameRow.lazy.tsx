'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's GameRow: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const GameRowWidget = hydrateLater(dynamic(() => import('./GameRow.widget').then((m) => m.GameRowWidget)));
