'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's Awards: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const AwardsWidget = hydrateLater(dynamic(() => import('./Awards.widget').then((m) => m.AwardsWidget)));
