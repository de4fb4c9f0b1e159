import { describe, expect, it } from 'vitest';
import { MODAL_NAMES, isModalName } from '../core/modals/names';
import { modals } from './registry';

describe('modal names', () => {
  it('lists exactly the registry (the type check catches a missing name, this an extra one)', () => {
    expect([...MODAL_NAMES].sort()).toEqual(Object.keys(modals).sort());
  });

  it('tells registered names from others, inherited properties included', () => {
    expect(isModalName('sign-in')).toBe(true);
    expect(isModalName('constructor')).toBe(false);
    expect(isModalName('no-such-popup')).toBe(false);
  });
});
