'use client';

import dynamic from 'next/dynamic';

/**
 * The shell's parts that only a logged-in player sees, loaded when they first render. A guest's
 * page never renders them, so their code (balances, session clock, limit warning, the cashbox
 * popup routes, and what those pull in: limit and payment schemas, card validation) stays out of
 * the first load every visitor pays for. A player's page renders them on the server, so Next
 * sends their chunks with that page and hydration does not wait for a second request; a guest
 * who logs in fetches them then (each renders nothing until it arrives).
 */
export const HeaderBalance = dynamic(() => import('../wallet/HeaderBalance').then((m) => m.HeaderBalance));
export const SidebarBalance = dynamic(() => import('../wallet/SidebarBalance').then((m) => m.SidebarBalance));
export const SessionTimer = dynamic(() => import('../session/SessionTimer').then((m) => m.SessionTimer));
export const LimitWarning = dynamic(() => import('../profile/limits/LimitWarning').then((m) => m.LimitWarning));
export const CashboxLinks = dynamic(() => import('../cashbox/CashboxLinks').then((m) => m.CashboxLinks));
