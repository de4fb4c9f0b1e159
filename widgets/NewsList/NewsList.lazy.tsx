'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's NewsList: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const NewsListWidget = hydrateLater(dynamic(() => import('./NewsList.widget').then((m) => m.NewsListWidget)));
