import { describe, expect, it } from 'vitest';
import { MODAL_CLOSE_MS, markClosing, pushModal, removeClosed, shouldLockScroll, topModal } from './modal-stack';
import { createUiStore } from './ui-store';

describe('modal stack', () => {
  it('stacks by unique name: reopening moves a modal to the top with its new props', () => {
    let s = pushModal([], 'sign-in', { a: 1 });
    s = pushModal(s, 'remind');
    s = pushModal(s, 'sign-in', { a: 2 });
    expect(s.map((m) => m.name)).toEqual(['remind', 'sign-in']);
    expect(s[1]?.props).toEqual({ a: 2 });
  });

  it('closes in two steps and keeps a modal reopened while closing', () => {
    let s = pushModal(pushModal([], 'a'), 'b');
    s = markClosing(s, 'b');
    expect(topModal(s)?.name).toBe('a');
    expect(markClosing(s, 'b')).toBe(s);
    s = pushModal(s, 'b');
    s = removeClosed(s, 'b');
    expect(s.map((m) => [m.name, m.closing])).toEqual([
      ['a', false],
      ['b', false],
    ]);
  });

  it('locks scroll while a modal or the sidebar is open', () => {
    expect(shouldLockScroll([], false)).toBe(false);
    expect(shouldLockScroll([], true)).toBe(true);
    expect(shouldLockScroll(pushModal([], 'a'), false)).toBe(true);
    expect(shouldLockScroll(markClosing(pushModal([], 'a'), 'a'), false)).toBe(false);
  });

  it('removes a closed modal from the store after the 100 ms overlay animation', () => {
    const timers: { fn: () => void; ms: number }[] = [];
    const store = createUiStore((fn, ms) => timers.push({ fn, ms }));
    store.getState().openModal('sign-in', { query: { a: '1' } });
    store.getState().openModal('remind');
    store.getState().closeModal('remind');
    expect(store.getState().modals.find((m) => m.name === 'remind')?.closing).toBe(true);
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(MODAL_CLOSE_MS);
    timers[0]?.fn();
    expect(store.getState().modals.map((m) => m.name)).toEqual(['sign-in']);
    store.getState().closeModal('unknown');
    expect(timers).toHaveLength(1);
  });
});
