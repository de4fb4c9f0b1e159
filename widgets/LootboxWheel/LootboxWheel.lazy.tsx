'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's LootboxWheel: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const LootboxWheelWidget = hydrateLater(dynamic(() => import('./LootboxWheel.widget').then((m) => m.LootboxWheelWidget)));
