import { describe, expect, it } from 'vitest';
import { TOAST_TIMEOUT_MS, createToastStore } from './toast-store';

describe('toasts', () => {
  it('close by themselves after 10 s, and can be dismissed earlier', () => {
    const timers: { fn: () => void; ms: number }[] = [];
    const store = createToastStore((fn, ms) => timers.push({ fn, ms }));
    const a = store.getState().show('success', 'Sent');
    const b = store.getState().show('error', 'Failed');
    expect(store.getState().toasts.map((t) => t.message)).toEqual(['Sent', 'Failed']);
    expect(timers.map((t) => t.ms)).toEqual([TOAST_TIMEOUT_MS, TOAST_TIMEOUT_MS]);
    expect(TOAST_TIMEOUT_MS).toBe(10_000);
    store.getState().dismiss(b);
    timers[0]?.fn();
    expect(store.getState().toasts).toEqual([]);
    timers[1]?.fn();
    expect(a).not.toBe(b);
  });
});
