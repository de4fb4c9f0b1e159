'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/ui/Hydrate';

/** The snippet frame as the server widget renders it: in the server's HTML, its code loaded as it nears the screen (site/ui/Hydrate.tsx). */
export const RichText = hydrateLater(dynamic(() => import('./RichText').then((m) => m.RichText)));
