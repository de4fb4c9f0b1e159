'use client';

import dynamic from 'next/dynamic';

/**
 * The deposit-promo flow as main's server page imports it: it draws nothing, so it loads after the
 * page is up (no server rendering) and main's first-load scripts stay without it.
 */
export const DepositPromoOnMain = dynamic(() => import('./DepositPromoOnMain').then((m) => m.DepositPromoOnMain), { ssr: false });
