// @vitest-environment jsdom
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { StoreProvider, useStores, type Stores } from '../core/stores/StoreProvider';
import type { Player } from '../../schemas/player';
import type { RealtimePayload } from '../../schemas/realtime';
import type { RealtimeConnection } from './connection';
import { CACHE_EFFECTS } from './cache-effects';
import { RealtimeProvider, useRealtimeEvent } from './RealtimeProvider';

/** Stands in for the socket: the test raises server events and sees whether it was closed. */
class FakeConnection implements RealtimeConnection {
  closed = false;
  #event?: (name: string, payload: unknown) => void;
  #revoked?: () => void;
  #reconnect?: () => void;
  onEvent(l: (name: string, payload: unknown) => void) {
    this.#event = l;
  }
  onRevoked(l: () => void) {
    this.#revoked = l;
  }
  onConnect(l: () => void) {
    this.#reconnect = l;
  }
  close() {
    this.closed = true;
  }
  /** Delivers an event and waits for the provider's lazily loaded parser to handle it. */
  async serverEmits(name: string, payload: unknown) {
    await act(async () => {
      this.#event?.(name, payload);
      await Promise.all([import('../../schemas/realtime'), import('./cache-effects')]);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
  serverDisconnects() {
    act(() => this.#revoked?.());
  }
  /** Reconnects and waits for the provider's lazily loaded cache effects to run. */
  async reconnects() {
    await act(async () => {
      this.#reconnect?.();
      await import('./cache-effects');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

const KEYS: QueryKey[] = [
  ['/api/player'],
  ['/api/player/accounts'],
  ['/api/player/comp_points'],
  ['/api/user_limits'],
  ['/api/player/notifications'],
  ['/api/games'],
];

function setup(player: Player | null) {
  const conns: FakeConnection[] = [];
  const connect = vi.fn(() => {
    const c = new FakeConnection();
    conns.push(c);
    return c;
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const k of KEYS) queryClient.setQueryData(k, { cached: true });
  const wins: RealtimePayload<'public:wins'>[] = [];
  let stores: Stores | undefined;
  function Capture() {
    const s = useStores();
    useEffect(() => {
      stores = s;
    }, [s]);
    return null;
  }
  function Ticker() {
    useRealtimeEvent('public:wins', (w) => wins.push(w));
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <StoreProvider initialPlayer={player}>
        <Capture />
        <RealtimeProvider connect={connect}>
          <Ticker />
        </RealtimeProvider>
      </StoreProvider>
    </QueryClientProvider>,
  );
  const stale = () => KEYS.filter((k) => queryClient.getQueryState(k)?.isInvalidated).map((k) => k[0]);
  return { conns, connect, queryClient, wins, stale, session: () => stores!.session.getState() };
}

const player = { id: 7 } as Player;
const win = { game_identifier: 'studio:lucky', game_title: 'Lucky', player_name: 'Jo***', currency: 'EUR', amount_cents: 500, at: '2026-11-22T12:00:00Z' };

afterEach(cleanup);

describe('RealtimeProvider', () => {
  it('stays offline for a guest, connects at login and disconnects at logout', () => {
    const s = setup(null);
    expect(s.connect).not.toHaveBeenCalled();
    act(() => s.session().setPlayer(player));
    expect(s.connect).toHaveBeenCalledTimes(1);
    expect(s.conns[0]!.closed).toBe(false);
    act(() => s.session().clear());
    expect(s.conns[0]!.closed).toBe(true);
    expect(s.connect).toHaveBeenCalledTimes(1);
  });

  it('does not reconnect when the same player is set again (a profile refetch)', () => {
    const s = setup(player);
    act(() => s.session().setPlayer({ ...player, nickname: 'new' }));
    expect(s.connect).toHaveBeenCalledTimes(1);
    act(() => s.session().setPlayer({ id: 8 } as Player));
    expect(s.connect).toHaveBeenCalledTimes(2);
    expect(s.conns[0]!.closed).toBe(true);
  });

  it('marks the accounts call stale on a balance event and the profile on a group update', async () => {
    const s = setup(player);
    await s.conns[0]!.serverEmits('private:balance', { currency: 'EUR', amount_cents: 100, available_to_cashout_cents: 100 });
    expect(s.stale()).toEqual(['/api/player/accounts']);
    await s.conns[0]!.serverEmits('private:groups', { added: [759] });
    expect(s.stale()).toEqual(['/api/player', '/api/player/accounts']);
  });

  it('maps comps, limits and notifications to their calls', async () => {
    const s = setup(player);
    await s.conns[0]!.serverEmits('private:comps', { balance: 10 });
    await s.conns[0]!.serverEmits('private:game_limits', {
      id: 1,
      type: 'loss',
      action: 'reached',
      reached: true,
      currency: 'EUR',
      amount_cents: 1000,
      current_value_amount_cents: 1000,
    });
    await s.conns[0]!.serverEmits('private:notifications', {
      id: 1,
      type: 'personal',
      state: 'new',
      text: 'Hi',
      content: { icon: 'info', title: null, button: null },
      identifier: null,
      event: null,
      created_at: '2026-11-26T12:00:00.000Z',
      read_at: null,
    });
    expect(s.stale()).toEqual(['/api/player/comp_points', '/api/user_limits', '/api/player/notifications']);
  });

  it('refreshes the lottery tickets (header, sidebar, lottery page, LotteryCard) on a ticket push and the lottery pages on a draw', async () => {
    const lotteryKeys: QueryKey[] = [
      ['/api/lotteries', { locale: 'en' }],
      ['/api/lotteries', 'winter-lottery', { locale: 'en' }],
      ['/api/lotteries/statuses'],
      ['/api/lotteries/status', 3],
    ];
    const staleLotteries = (qc: QueryClient) => lotteryKeys.filter((k) => qc.getQueryState(k)?.isInvalidated);
    const a = setup(player);
    for (const k of lotteryKeys) a.queryClient.setQueryData(k, { cached: true });
    await a.conns[0]!.serverEmits('private:lottery_tickets', { lottery_id: 3, frontend_identifier: 'winter-lottery', tickets_count: 5, added: 5 });
    expect(staleLotteries(a.queryClient)).toEqual(lotteryKeys.slice(2));
    expect(a.stale()).toEqual([]);
    cleanup();

    const b = setup(player);
    for (const k of lotteryKeys) b.queryClient.setQueryData(k, { cached: true });
    await b.conns[0]!.serverEmits('public:lotteries', { lottery_id: 3, frontend_identifier: 'winter-lottery', state: 'drawn', change: 'drawn' });
    expect(staleLotteries(b.queryClient)).toEqual(lotteryKeys);
    expect(b.stale()).toEqual([]);
  });

  it('ignores unknown events and payloads that break the contract', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const s = setup(player);
    await s.conns[0]!.serverEmits('private:nonsense', {});
    await s.conns[0]!.serverEmits('private:balance', { currency: 'EUR', amount_cents: 'lots' });
    await s.conns[0]!.serverEmits('public:wins', { ...win, amount_cents: 1.5 });
    expect(s.stale()).toEqual([]);
    expect(s.wins).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('hands checked payloads to useRealtimeEvent subscribers', async () => {
    const s = setup(player);
    await s.conns[0]!.serverEmits('public:wins', win);
    expect(s.wins).toEqual([win]);
  });

  it('asks who this is when the server ends the socket (session revoked elsewhere)', () => {
    const s = setup(player);
    s.conns[0]!.serverDisconnects();
    expect(s.stale()).toEqual(['/api/player']);
  });

  it('refreshes every private call once connected (first or again), since events before it were missed', async () => {
    const s = setup(player);
    await s.conns[0]!.reconnects();
    expect(s.stale()).toEqual(['/api/player', '/api/player/accounts', '/api/player/comp_points', '/api/user_limits', '/api/player/notifications']);
  });

  it('names a cache effect for every event of the contract', () => {
    for (const keys of Object.values(CACHE_EFFECTS)) for (const k of keys) expect(String(k[0])).toMatch(/^\/api\//);
  });
});
