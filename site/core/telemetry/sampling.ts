import { TELEMETRY_SAMPLE_RATE } from '../../../schemas/telemetry-limits';

/** A number in [0, 1): the Web Crypto API where there is one (it decides nothing of value either way). */
export function uniformRandom(): number {
  const c = globalThis.crypto;
  if (c?.getRandomValues) return c.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
  return Math.random();
}

const STORAGE_KEY = 'rhTelemetrySampled';

/**
 * Whether this browser tab sends telemetry (spec P7 "Telemetry": sampling rate 0.05). Decided once
 * per tab and kept in sessionStorage, so a sampled session sends all of its entries rather than a
 * random 5 % of each page's.
 */
export function decideSampling(opts: { rate?: number; random?: () => number; storage?: Pick<Storage, 'getItem' | 'setItem'> | null } = {}): boolean {
  const rate = opts.rate ?? TELEMETRY_SAMPLE_RATE;
  const storage = opts.storage === undefined ? sessionStorageOrNull() : opts.storage;
  const kept = storage?.getItem(STORAGE_KEY);
  if (kept === '1' || kept === '0') return kept === '1';
  const sampled = (opts.random ?? uniformRandom)() < rate;
  try {
    storage?.setItem(STORAGE_KEY, sampled ? '1' : '0');
  } catch {
    // Storage full or blocked: decide again on the next page, no harm done.
  }
  return sampled;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
