import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LogBodySchema, NetworkPerformanceBodySchema, PerformanceBodySchema, TELEMETRY_SAMPLE_RATE } from '../../../schemas/telemetry';
import { startTelemetry } from './index';
import { logger, type LogEntry } from './logger';
import { decideSampling, uniformRandom } from './sampling';
import { createLogSender, fetchTransport, readPageTimings, sendNetworkPerformance, sendPerformance, toLogEntryBody } from './senders';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), map: m };
}

const entry = (code: string, extra: Partial<LogEntry> = {}): LogEntry => ({
  level: 'error',
  code,
  message: 'boom',
  time: '2026-11-22T22:00:00.000Z',
  ...extra,
});

describe('sampling at 0.05', () => {
  it('uses the rate of the contract', () => expect(TELEMETRY_SAMPLE_RATE).toBe(0.05));

  it.each([
    [0, true],
    [0.0499, true],
    [0.05, false],
    [0.5, false],
    [0.9999, false],
  ])('random %d -> sampled %s', (r, sampled) => {
    expect(decideSampling({ random: () => r, storage: null })).toBe(sampled);
  });

  it('decides once per tab and keeps the decision', () => {
    const storage = memoryStorage();
    expect(decideSampling({ random: () => 0.01, storage })).toBe(true);
    expect(decideSampling({ random: () => 0.99, storage })).toBe(true);
    storage.map.set('rhTelemetrySampled', '0');
    expect(decideSampling({ random: () => 0.01, storage })).toBe(false);
  });

  it('samples about 5 % of tabs', () => {
    let n = 0;
    for (let i = 0; i < 20_000; i++) if (decideSampling({ storage: null })) n++;
    expect(n / 20_000).toBeGreaterThan(0.04);
    expect(n / 20_000).toBeLessThan(0.06);
    const r = uniformRandom();
    expect(r).toBeGreaterThanOrEqual(0);
    expect(r).toBeLessThan(1);
  });
});

describe('PUT /log', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('batches entries made together into one body that matches the contract', async () => {
    const transport = vi.fn(async () => undefined);
    const logs = createLogSender(transport, { delayMs: 2_000, url: () => '/en/games' });
    logs.push(entry('LOAD_PLAYER_ACCOUNTS_ERROR', { context: { status: 500, path: '/api/player/accounts' } }));
    logs.push(entry('LOAD_CLIENT_CONTEXT_ERROR'));
    expect(transport).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(transport).toHaveBeenCalledTimes(1);
    const [path, body] = transport.mock.calls[0] as unknown as [string, unknown];
    expect(path).toBe('/log');
    expect(LogBodySchema.parse(body).entries.map((e) => [e.code, e.url])).toEqual([
      ['LOAD_PLAYER_ACCOUNTS_ERROR', '/en/games'],
      ['LOAD_CLIENT_CONTEXT_ERROR', '/en/games'],
    ]);
  });

  it('sends at once when a batch is full, never more than 50 per request', async () => {
    const transport = vi.fn(async () => undefined);
    const logs = createLogSender(transport);
    for (let i = 0; i < 120; i++) logs.push(entry(`E${i}`));
    await vi.advanceTimersByTimeAsync(2_000);
    const sizes = transport.mock.calls.map((c) => (c as unknown as [string, { entries: unknown[] }])[1].entries.length);
    expect(sizes.every((s) => s <= 50)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(120);
  });

  it('bounds every field of an entry to the contract', () => {
    const long = toLogEntryBody(
      entry('X'.repeat(300), { message: 'm'.repeat(5000), context: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, 'v'.repeat(600)])) }),
      `/${'p'.repeat(3000)}`,
    );
    expect(LogBodySchema.safeParse({ entries: [long] }).success).toBe(true);
  });
});

describe('PUT /performance and /network-performance', () => {
  it('reads navigation and paint timings and sends them', async () => {
    const perf = {
      getEntriesByType: (type: string) =>
        type === 'navigation'
          ? [{ responseStart: 120.4, domInteractive: 480, domContentLoadedEventEnd: 510, loadEventEnd: 900 }]
          : type === 'paint'
            ? [{ name: 'first-contentful-paint', startTime: 350.6 }]
            : [],
    } as unknown as Performance;
    const timings = readPageTimings(perf);
    expect(timings).toEqual({ ttfb: 120, domInteractive: 480, domContentLoaded: 510, load: 900, fcp: 351 });
    const transport = vi.fn(async () => undefined);
    await sendPerformance(transport, timings, '/en');
    const [path, body] = transport.mock.calls[0] as unknown as [string, unknown];
    expect(path).toBe('/performance');
    expect(PerformanceBodySchema.parse(body)).toEqual({ page: '/en', timings });
  });

  it('sends nothing without timings', async () => {
    const transport = vi.fn(async () => undefined);
    await sendPerformance(transport, readPageTimings({ getEntriesByType: () => [] }));
    expect(transport).not.toHaveBeenCalled();
  });

  it('sends the connection reading, and nothing when the browser has none', async () => {
    const transport = vi.fn(async () => undefined);
    await sendNetworkPerformance(transport, { rtt: 150, downlink: 9.5, effectiveType: '4g' });
    await sendNetworkPerformance(transport, { effectiveType: '5g' });
    await sendNetworkPerformance(transport, undefined);
    expect(transport).toHaveBeenCalledTimes(1);
    const [path, body] = transport.mock.calls[0] as unknown as [string, unknown];
    expect(path).toBe('/network-performance');
    expect(NetworkPerformanceBodySchema.parse(body)).toEqual({ rtt: 150, downlink: 9.5, effectiveType: '4g' });
  });

  it('the fetch transport PUTs JSON with X-Requested-With and keepalive, and swallows a failure', async () => {
    const f = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', f);
    try {
      await fetchTransport('/log', { entries: [] });
      const [url, init] = f.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/log');
      expect(init).toMatchObject({ method: 'PUT', keepalive: true, body: '{"entries":[]}' });
      expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' });
      f.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await expect(fetchTransport('/log', {})).resolves.toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('startTelemetry', () => {
  function fakeWindow() {
    const listeners = new Map<string, () => void>();
    return {
      listeners,
      addEventListener: (type: string, fn: () => void) => void listeners.set(type, fn),
      removeEventListener: (type: string) => void listeners.delete(type),
      document: { readyState: 'loading' as DocumentReadyState },
      location: { pathname: '/en/promotions' },
    };
  }

  it('in a tab that is not sampled sends nothing, even when something is logged', async () => {
    const transport = vi.fn(async () => undefined);
    const win = fakeWindow();
    const stop = startTelemetry({ sampled: false, transport, win: win as never });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logger.error('LOAD_X_ERROR', new Error('x'));
    stop();
    await Promise.resolve();
    expect(transport).not.toHaveBeenCalled();
    expect(win.listeners.size).toBe(0);
    vi.restoreAllMocks();
  });

  it('in a sampled tab feeds logged entries to PUT /log, flushed on pagehide, and stops cleanly', async () => {
    const transport = vi.fn(async () => undefined);
    const win = fakeWindow();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = startTelemetry({ sampled: true, transport, win: win as never });
    logger.error('LOAD_PLAYER_STATS_ERROR', new Error('Not found'), { status: 404 });
    win.listeners.get('pagehide')!();
    await vi.waitFor(() => expect(transport.mock.calls.some((c) => (c as unknown[])[0] === '/log')).toBe(true));
    const body = (transport.mock.calls.find((c) => (c as unknown[])[0] === '/log') as unknown as [string, unknown])[1];
    expect(LogBodySchema.parse(body).entries[0]).toMatchObject({
      code: 'LOAD_PLAYER_STATS_ERROR',
      message: 'Not found',
      url: '/en/promotions',
      context: { status: 404 },
    });
    expect(win.listeners.has('load')).toBe(true);
    stop();
    expect(win.listeners.size).toBe(0);
    transport.mockClear();
    logger.error('AFTER_STOP_ERROR');
    await Promise.resolve();
    expect(transport).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('logger', () => {
  it('writes to the console and every sink; a broken sink breaks nothing; a removed sink gets nothing', async () => {
    const { addLogSink } = await import('./logger');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const got: LogEntry[] = [];
    const removeGood = addLogSink((e) => got.push(e));
    const removeBad = addLogSink(() => {
      throw new Error('sink down');
    });
    const made = logger.warn('STAG_COOKIE_EMPTY', 'no stag', { page: '/en' });
    expect(made).toMatchObject({ level: 'warn', code: 'STAG_COOKIE_EMPTY', message: 'no stag', context: { page: '/en' } });
    expect(got).toEqual([made]);
    expect(warn).toHaveBeenCalledWith('[STAG_COOKIE_EMPTY]', 'no stag', { page: '/en' });
    removeGood();
    removeBad();
    logger.warn('AGAIN');
    expect(got).toHaveLength(1);
    warn.mockRestore();
  });
});
