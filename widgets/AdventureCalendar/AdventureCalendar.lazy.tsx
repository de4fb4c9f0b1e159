'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's AdventureCalendar: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const AdventureCalendarWidget = hydrateLater(dynamic(() => import('./AdventureCalendar.widget').then((m) => m.AdventureCalendarWidget)));
