'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's PointsShopCards: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const PointsShopCardsWidget = hydrateLater(dynamic(() => import('./PointsShopCards.widget').then((m) => m.PointsShopCardsWidget)));
