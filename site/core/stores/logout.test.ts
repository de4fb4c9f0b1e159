import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { clearUserData, isUserDataQuery } from './user-data';
import { createSessionStore } from './session-store';
import { createUiStore } from './ui-store';
import { createToastStore } from './toast-store';
import { createUserDataRegistry } from './user-data-registry';
import type { Player } from '../../../schemas/player';

describe('logout', () => {
  it('recognises user-data queries by path or meta', () => {
    expect(isUserDataQuery({ queryKey: ['/api/player'], meta: undefined })).toBe(true);
    expect(isUserDataQuery({ queryKey: ['/api/player/accounts'], meta: undefined })).toBe(true);
    expect(isUserDataQuery({ queryKey: ['/api/user_limits', { a: 1 }], meta: undefined })).toBe(true);
    expect(isUserDataQuery({ queryKey: ['/api/games'], meta: undefined })).toBe(false);
    expect(isUserDataQuery({ queryKey: ['/api/playerx'], meta: undefined })).toBe(false);
    expect(isUserDataQuery({ queryKey: ['/api/tournaments'], meta: { userData: true } })).toBe(true);
  });

  it('clears every registered user store, the user queries and the session, keeping public data', async () => {
    const stores = {
      session: createSessionStore({ id: 1 } as Player),
      ui: createUiStore(),
      toasts: createToastStore(),
      userData: createUserDataRegistry(() => undefined),
    };
    const favourites = vi.fn();
    const broken = vi.fn(() => {
      throw new Error('boom');
    });
    const gifts = vi.fn();
    stores.userData.add(favourites);
    stores.userData.add(broken);
    const remove = stores.userData.add(gifts);
    remove();
    stores.ui.getState().setSidebarOpen(true);
    const qc = new QueryClient();
    qc.setQueryData(['/api/player'], { id: 1 });
    qc.setQueryData(['/api/player/accounts'], [{ currency: 'EUR' }]);
    qc.setQueryData(['/api/games', 'new'], ['g1']);
    await qc.prefetchQuery({ queryKey: ['/api/tournaments', 'mine'], queryFn: () => ['t'], meta: { userData: true } });

    clearUserData(stores, qc);

    expect(favourites).toHaveBeenCalledOnce();
    expect(broken).toHaveBeenCalledOnce();
    expect(gifts).not.toHaveBeenCalled();
    expect(stores.session.getState().player).toBeNull();
    expect(stores.ui.getState().sidebarOpen).toBe(false);
    expect(qc.getQueryData(['/api/player'])).toBeUndefined();
    expect(qc.getQueryData(['/api/player/accounts'])).toBeUndefined();
    expect(qc.getQueryData(['/api/tournaments', 'mine'])).toBeUndefined();
    expect(qc.getQueryData(['/api/games', 'new'])).toEqual(['g1']);
  });

  it("forgets the tab's session clock even when the (lazily loaded) timer never mounted", () => {
    const saved = new Map<string, string>([
      ['sessionTime', '901'],
      ['other', 'kept'],
    ]);
    vi.stubGlobal('window', { sessionStorage: { removeItem: (k: string) => saved.delete(k) } });
    try {
      const stores = {
        session: createSessionStore({ id: 1 } as Player),
        ui: createUiStore(),
        toasts: createToastStore(),
        userData: createUserDataRegistry(() => undefined),
      };
      clearUserData(stores, new QueryClient());
      expect(saved.has('sessionTime')).toBe(false);
      expect(saved.get('other')).toBe('kept');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
