'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's VipProgress: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const VipProgressWidget = hydrateLater(dynamic(() => import('./VipProgress.widget').then((m) => m.VipProgressWidget)));
