'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's PaymentLogos: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const PaymentLogosWidget = hydrateLater(dynamic(() => import('./PaymentLogos.widget').then((m) => m.PaymentLogosWidget)));
