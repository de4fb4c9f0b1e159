'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/ui/Hydrate';

/** The registry's PaymentLogos: in the server's HTML, its code loaded as it nears the screen (site/ui/Hydrate.tsx). */
export const PaymentLogosWidget = hydrateLater(dynamic(() => import('./PaymentLogos.widget').then((m) => m.PaymentLogosWidget)));
