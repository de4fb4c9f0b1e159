'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's DepositBonuses: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const DepositBonusesWidget = hydrateLater(dynamic(() => import('./DepositBonuses.widget').then((m) => m.DepositBonusesWidget)));
