'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's VipLevels: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const VipLevelsWidget = hydrateLater(dynamic(() => import('./VipLevels.widget').then((m) => m.VipLevelsWidget)));
