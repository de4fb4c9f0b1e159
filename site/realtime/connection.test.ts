import { describe, expect, it, vi } from 'vitest';

type Handler = (...args: unknown[]) => void;
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Handler>();
  const socket = {
    anyHandler: undefined as Handler | undefined,
    onAny: (h: Handler) => {
      socket.anyHandler = h;
    },
    on: (name: string, h: Handler) => handlers.set(name, h),
    disconnect: vi.fn(),
  };
  return { socket, handlers, io: vi.fn(() => socket) };
});
vi.mock('socket.io-client', () => ({ io: fake.io }));

const { connectRealtime } = await import('./connection');

describe('connectRealtime', () => {
  it('loads socket.io-client when asked, opens it on the own origin with credentials and wraps its events', async () => {
    const conn = connectRealtime();
    const events: [string, unknown][] = [];
    // A listener given before the library arrived is attached once it has.
    conn.onEvent((name, payload) => events.push([name, payload]));
    // WebSocket first, so a proxy over several instances needs no sticky sessions (README "Running several instances").
    await vi.waitFor(() =>
      expect(fake.io).toHaveBeenCalledWith({ path: '/socket.io/', withCredentials: true, transports: ['websocket', 'polling'], tryAllTransports: true }),
    );

    fake.socket.anyHandler?.('private:balance', { amount_cents: 1 });
    expect(events).toEqual([['private:balance', { amount_cents: 1 }]]);

    const revoked = vi.fn();
    conn.onRevoked(revoked);
    fake.handlers.get('disconnect')?.('transport close');
    fake.handlers.get('disconnect')?.('io client disconnect');
    expect(revoked).not.toHaveBeenCalled();
    fake.handlers.get('disconnect')?.('io server disconnect');
    expect(revoked).toHaveBeenCalledTimes(1);

    // Every connect, the first included, tells the page that pushes before it were missed.
    const connected = vi.fn();
    conn.onConnect(connected);
    fake.handlers.get('connect')?.();
    fake.handlers.get('connect')?.();
    expect(connected).toHaveBeenCalledTimes(2);

    conn.close();
    expect(fake.socket.disconnect).toHaveBeenCalled();
  });

  it('opens nothing when closed before socket.io-client arrived', async () => {
    fake.io.mockClear();
    const conn = connectRealtime();
    conn.close();
    await import('socket.io-client');
    await new Promise((r) => setTimeout(r, 10));
    expect(fake.io).not.toHaveBeenCalled();
  });
});
