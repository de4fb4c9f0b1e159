'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's Providers: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const ProvidersWidget = hydrateLater(dynamic(() => import('./Providers.widget').then((m) => m.ProvidersWidget)));
