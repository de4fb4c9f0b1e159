'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/ui/Hydrate';

/** The registry's Awards: in the server's HTML, its code loaded as it nears the screen (site/ui/Hydrate.tsx). */
export const AwardsWidget = hydrateLater(dynamic(() => import('./Awards.widget').then((m) => m.AwardsWidget)));
