'use client';

import { useStore } from 'zustand';
import { FEATURE_FLAG_DEFAULTS, effectiveFlags, type FeatureFlagName, type FlagOverrides } from './flags';
import { getFlagStore, type FlagState } from './store';

/**
 * A feature flag's value in this browser (spec C9): its default (all off but disableWWW), or the
 * tester's override from local storage. SSR-safe: the server and the hydrating render both see
 * the defaults (zustand's useStore answers the store's initial state as the server snapshot), and
 * an override applies in the render right after hydration.
 */
export function useFeatureFlag(name: FeatureFlagName): boolean {
  return useStore(getFlagStore(), (s) => s.overrides[name] ?? FEATURE_FLAG_DEFAULTS[name]);
}

/** Every flag's value and the overrides, with the store's actions (the /ffc screen). */
export function useFeatureFlags(): {
  flags: Record<FeatureFlagName, boolean>;
  overrides: FlagOverrides;
  setFlag: FlagState['setFlag'];
  reset: FlagState['reset'];
} {
  const store = getFlagStore();
  const overrides = useStore(store, (s) => s.overrides);
  return { flags: effectiveFlags(overrides), overrides, setFlag: store.getState().setFlag, reset: store.getState().reset };
}
