import { describe, expect, it } from 'vitest';
import { hashAction } from './hash-popups';

describe('hash popups', () => {
  it('maps the spec hashes to popups', () => {
    expect(hashAction('#sign-in')).toEqual({ kind: 'popup', name: 'sign-in' });
    expect(hashAction('#sign-up')).toEqual({ kind: 'popup', name: 'sign-up' });
    expect(hashAction('#remind')).toEqual({ kind: 'popup', name: 'remind' });
    expect(hashAction('#new-password')).toEqual({ kind: 'popup', name: 'new-password' });
    expect(hashAction('#users/password/edit')).toEqual({ kind: 'popup', name: 'new-password' });
    expect(hashAction('#profile/password/edit')).toEqual({ kind: 'popup', name: 'new-password' });
    expect(hashAction('#chat')).toEqual({ kind: 'chat' });
  });

  it('ignores other hashes (anchors on the page)', () => {
    expect(hashAction('')).toEqual({ kind: 'none' });
    expect(hashAction('#top')).toEqual({ kind: 'none' });
    expect(hashAction('#sign-in-now')).toEqual({ kind: 'none' });
  });
});
