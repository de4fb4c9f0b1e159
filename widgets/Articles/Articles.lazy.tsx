'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's Articles: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const ArticlesWidget = hydrateLater(dynamic(() => import('./Articles.widget').then((m) => m.ArticlesWidget)));
