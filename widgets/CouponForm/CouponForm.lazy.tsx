'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/** The registry's CouponForm: in the server's HTML, its code loaded as it nears the screen (site/core/ui/Hydrate.tsx). */
export const CouponFormWidget = hydrateLater(dynamic(() => import('./CouponForm.widget').then((m) => m.CouponFormWidget)));
