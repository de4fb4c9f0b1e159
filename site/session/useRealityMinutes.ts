'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { REALITY_CHECK_KEY, readRealityMinutes, type RealityCheckMinutes } from '../core/stores/session-time';

const listeners = new Set<() => void>();

/** The reality-check interval this browser's player chose (localStorage), shared by every reader. */
export function useRealityMinutes(): [RealityCheckMinutes, (m: RealityCheckMinutes) => void] {
  const minutes = useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    () => readRealityMinutes(safeStorage()?.getItem(REALITY_CHECK_KEY) ?? null),
    () => readRealityMinutes(null),
  );
  const set = useCallback((m: RealityCheckMinutes) => {
    safeStorage()?.setItem(REALITY_CHECK_KEY, String(m));
    listeners.forEach((fn) => fn());
  }, []);
  return [minutes, set];
}

/** localStorage, or null where it is blocked (private modes, sandboxed frames). */
function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
