'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '../../schemas/locales';
import { useSession } from '../core/stores/StoreProvider';
import { copyrightMessageIds, licenceFor, type Licence } from './licence';
import { isGeoFeatureAvailable } from './geo-feature';

/** What the server decided about this request's visitor (site/licence/visitor.ts). */
export interface VisitorContext {
  licence: Licence;
  /** ISO country of the visitor's IP; null when the platform could not tell. */
  country: string | null;
  /** The host the page was asked for (port kept; the geo rule ignores it). */
  host: string;
  /** GEO_WHITELISTED_HOSTS: hosts where every regional feature is on. */
  whitelistedHosts: readonly string[];
  /** The Australian approval card must show (spec P1). */
  auApprovalRequired: boolean;
}

// Without a provider (stories, unit tests of shell parts) the site behaves as for a local visitor.
const FALLBACK: VisitorContext = { licence: 'curacao', country: null, host: '', whitelistedHosts: [], auApprovalRequired: false };
const Ctx = createContext<VisitorContext>(FALLBACK);

/**
 * Hands the server's per-request visitor facts to the client parts (footer, session timer, sign-up
 * age rule, geo features). It sits outside AppProviders so popups (hosted beside the page) see it
 * too. A value, not a store: it is fixed for the page load (a locale switch is a new request).
 */
export function VisitorProvider({ value, children }: { value: VisitorContext; children: ReactNode }) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useVisitor(): VisitorContext {
  return useContext(Ctx);
}

/**
 * The licence of this page. Outside a provider it falls back to the locale rule alone, so a
 * shell part rendered on its own still shows the Estonian terms for en-AU.
 */
export function useLicence(locale: Locale): Licence {
  const ctx = useContext(Ctx);
  return ctx === FALLBACK ? licenceFor(locale, false) : ctx.licence;
}

/** The copyright line's message ids for this visitor and the signed-in player's groups (spec P2). */
export function useCopyright(locale: Locale): { sentence: string; note: string | null } {
  const { country } = useVisitor();
  const licence = useLicence(locale);
  const statuses = useSession((s) => s.player?.statuses ?? null);
  return copyrightMessageIds({ licence, locale, country, statuses });
}

/** Spec P6 "Regional restriction" for this visitor: the feature limited to `country` is on. */
export function useGeoFeature(country: string | readonly string[]): boolean {
  const { country: visitorCountry, host, whitelistedHosts } = useVisitor();
  return isGeoFeatureAvailable({ country, visitorCountry, host, whitelistedHosts });
}
