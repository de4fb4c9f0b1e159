'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The snippet frame as the server widget renders it: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const RichText = hydrateLater(dynamic(() => import('./RichText').then((m) => m.RichText)));
