'use client';

import dynamic from 'next/dynamic';
import { Suspense, type ComponentType, type JSX } from 'react';

/**
 * The shell's parts that only a logged-in player sees, loaded when they first render. A guest's
 * page never renders them, so their code (balances, session clock, limit warning, the cashbox
 * popup routes, and what those pull in: limit and payment schemas, card validation) stays out of
 * the first load every visitor pays for. A player's page renders them on the server, so Next
 * sends their chunks with that page; a guest who logs in fetches them then.
 *
 * Each sits in its own Suspense boundary: next/dynamic with server rendering adds none, and without
 * one a chunk still on its way would hold back the hydration of the whole page (a form the player
 * already used would then be reset by it).
 */
function bounded<P extends object>(Component: ComponentType<P>): (props: P) => JSX.Element {
  return function Bounded(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

export const HeaderBalance = bounded(dynamic(() => import('../wallet/HeaderBalance').then((m) => m.HeaderBalance)));
export const SidebarBalance = bounded(dynamic(() => import('../wallet/SidebarBalance').then((m) => m.SidebarBalance)));
export const SessionTimer = bounded(dynamic(() => import('../session/SessionTimer').then((m) => m.SessionTimer)));
export const LimitWarning = bounded(dynamic(() => import('../profile/limits/LimitWarning').then((m) => m.LimitWarning)));
export const CashboxLinks = bounded(dynamic(() => import('../cashbox/CashboxLinks').then((m) => m.CashboxLinks)));
export const NotificationBell = bounded(dynamic(() => import('../notifications/NotificationBell').then((m) => m.NotificationBell)));
export const SidebarNotifications = bounded(dynamic(() => import('../notifications/SidebarNotifications').then((m) => m.SidebarNotifications)));
export const GiftsCounter = bounded(dynamic(() => import('../gifts/GiftsCounter').then((m) => m.GiftsCounter)));
