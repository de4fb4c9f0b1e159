import { createStore } from 'zustand/vanilla';

/** Toasts close by themselves after 10 s (spec P2 "The error catalogue"). */
export const TOAST_TIMEOUT_MS = 10_000;

/** One toast. The message is already translated by the caller. */
export interface Toast {
  id: number;
  kind: 'success' | 'info' | 'warning' | 'error';
  message: string;
}

export interface ToastState {
  toasts: Toast[];
  /** Show a toast; returns its id. */
  show: (kind: Toast['kind'], message: string) => number;
  dismiss: (id: number) => void;
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** A fresh toast store (per tab); timers are injectable for tests. */
export function createToastStore(schedule: (fn: () => void, ms: number) => unknown = setTimeout) {
  let next = 1;
  return createStore<ToastState>()((set, get) => ({
    toasts: [],
    show: (kind, message) => {
      const id = next++;
      set({ toasts: [...get().toasts, { id, kind, message }] });
      schedule(() => get().dismiss(id), TOAST_TIMEOUT_MS);
      return id;
    },
    dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
  }));
}
