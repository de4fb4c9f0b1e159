import type { LogEntryBody } from '../../../schemas/telemetry';
import { LOG_ENTRIES_MAX } from '../../../schemas/telemetry-limits';
import type { LogEntry } from './logger';

/** Sends one telemetry body; resolves whatever happens (telemetry never fails its caller). */
export type Transport = (path: '/log' | '/performance' | '/network-performance', body: unknown) => Promise<void>;

/**
 * The telemetry transport: a plain `fetch` PUT, not the API client, on purpose. The API client logs
 * every failure through the logger, whose sink is this sender: a failing `/log` would log its own
 * failure and send it again, in a loop, and retrying telemetry 6 times is not worth a busy tab.
 * `keepalive` lets an entry leave while the page unloads.
 */
export const fetchTransport: Transport = async (path, body) => {
  try {
    await fetch(path, {
      method: 'PUT',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify(body),
    });
  } catch {
    // Dropped: telemetry is best effort.
  }
};

const cut = (s: string, max: number) => (s.length > max ? s.slice(0, max) : s);

/** A logger entry as `PUT /log` takes it (schemas/telemetry.ts LogEntrySchema): bounded, with the page. */
export function toLogEntryBody(entry: LogEntry, url?: string): LogEntryBody {
  const context = entry.context
    ? Object.fromEntries(
        Object.entries(entry.context)
          .slice(0, 20)
          .map(([k, v]) => [cut(k, 64), typeof v === 'string' ? cut(v, 512) : v]),
      )
    : undefined;
  return {
    level: entry.level,
    code: cut(entry.code, 128),
    message: cut(entry.message, 2000),
    time: entry.time,
    ...(context ? { context } : {}),
    ...(url ? { url: cut(url, 2048) } : {}),
  };
}

/**
 * Batches log entries into `PUT /log` bodies: entries made together (a failing page often logs
 * several) leave in one request after `delayMs`, at most LOG_ENTRIES_MAX per request.
 */
export function createLogSender(transport: Transport, opts: { delayMs?: number; url?: () => string | undefined } = {}) {
  const delayMs = opts.delayMs ?? 2_000;
  let queue: LogEntryBody[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = async () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (queue.length) {
      const entries = queue.slice(0, LOG_ENTRIES_MAX);
      queue = queue.slice(LOG_ENTRIES_MAX);
      await transport('/log', { entries });
    }
  };

  const push = (entry: LogEntry) => {
    queue.push(toLogEntryBody(entry, opts.url?.()));
    if (queue.length >= LOG_ENTRIES_MAX) void flush();
    else timer ??= setTimeout(() => void flush(), delayMs);
  };

  return { push, flush, pending: () => queue.length };
}

const MAX_MS = 3_600_000;
const ms = (v: number | undefined) => (v !== undefined && Number.isFinite(v) && v > 0 ? Math.min(Math.round(v), MAX_MS) : undefined);

/** Page timings from the Navigation and Paint Timing APIs, in ms; empty when the browser has none. */
export function readPageTimings(perf: Pick<Performance, 'getEntriesByType'> | undefined = globalThis.performance): Record<string, number> {
  const out: Record<string, number> = {};
  if (!perf?.getEntriesByType) return out;
  const nav = perf.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const put = (k: string, v: number | undefined) => {
    const value = ms(v);
    if (value !== undefined) out[k] = value;
  };
  if (nav) {
    put('ttfb', nav.responseStart);
    put('domInteractive', nav.domInteractive);
    put('domContentLoaded', nav.domContentLoadedEventEnd);
    put('load', nav.loadEventEnd);
  }
  const fcp = perf.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
  put('fcp', fcp?.startTime);
  return out;
}

/** `PUT /performance` with this page's timings (nothing when there are none). */
export async function sendPerformance(transport: Transport, timings: Record<string, number>, page?: string): Promise<void> {
  if (Object.keys(timings).length === 0) return;
  await transport('/performance', { ...(page ? { page: cut(page, 2048) } : {}), timings });
}

interface NetworkInformationLike {
  rtt?: number;
  downlink?: number;
  effectiveType?: string;
}

const EFFECTIVE_TYPES = ['slow-2g', '2g', '3g', '4g'] as const;

/** `PUT /network-performance` with the Network Information API's reading (rtt, downlink, effectiveType), if the browser has it. */
export async function sendNetworkPerformance(transport: Transport, connection: NetworkInformationLike | undefined = networkInformation()): Promise<void> {
  if (!connection) return;
  const body: { rtt?: number; downlink?: number; effectiveType?: (typeof EFFECTIVE_TYPES)[number] } = {};
  if (typeof connection.rtt === 'number' && Number.isFinite(connection.rtt) && connection.rtt >= 0) body.rtt = Math.min(Math.round(connection.rtt), 600_000);
  if (typeof connection.downlink === 'number' && Number.isFinite(connection.downlink) && connection.downlink >= 0)
    body.downlink = Math.min(connection.downlink, 100_000);
  const type = EFFECTIVE_TYPES.find((t) => t === connection.effectiveType);
  if (type) body.effectiveType = type;
  if (Object.keys(body).length === 0) return;
  await transport('/network-performance', body);
}

function networkInformation(): NetworkInformationLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}
