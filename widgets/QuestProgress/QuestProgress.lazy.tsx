'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's QuestProgress: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const QuestProgressWidget = hydrateLater(dynamic(() => import('./QuestProgress.widget').then((m) => m.QuestProgressWidget)));
