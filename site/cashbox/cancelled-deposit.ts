import type { Payment } from '../../schemas/payments';

/** Spec P4/P9 "Canceled deposit": a deposit cancelled less than this long ago is worth a warning. */
export const RECENT_CANCEL_MS = 5 * 60_000;

/** localStorage key of the transaction ids already warned about (a warning shows once per id). */
export const WARNED_KEY = 'rh.cashbox.cancelWarned';

/**
 * The cancelled deposit to warn about now, if any: a deposit in state `canceled` whose
 * `finished_at` lies within the last five minutes and whose id was not warned about before.
 * The newest such deposit wins; older ones are past their moment.
 */
export function cancelledDepositToWarn(payments: readonly Payment[], now: number, warned: ReadonlySet<number>): Payment | undefined {
  let best: Payment | undefined;
  let bestAt = -Infinity;
  for (const p of payments) {
    if (p.action !== 'deposit' || p.state !== 'canceled' || !p.finished_at || warned.has(p.id)) continue;
    const at = Date.parse(p.finished_at);
    if (!Number.isFinite(at) || at > now + 60_000 || now - at > RECENT_CANCEL_MS) continue;
    if (at > bestAt) {
      best = p;
      bestAt = at;
    }
  }
  return best;
}

/** Ids warned about, kept with the time of the warning so the list never grows past the window. */
type WarnedRecord = Record<string, number>;

function readRecord(storage: Pick<Storage, 'getItem'>): WarnedRecord {
  try {
    const raw: unknown = JSON.parse(storage.getItem(WARNED_KEY) ?? '{}');
    return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as WarnedRecord) : {};
  } catch {
    return {};
  }
}

/** The ids warned about within the window (older entries no longer matter: their deposits are too old too). */
export function readWarned(storage: Pick<Storage, 'getItem'>, now: number): Set<number> {
  const record = readRecord(storage);
  return new Set(
    Object.entries(record)
      .filter(([, at]) => typeof at === 'number' && now - at <= RECENT_CANCEL_MS * 2)
      .map(([id]) => Number(id)),
  );
}

/** Remembers a warning (in every tab: localStorage), dropping entries past the window. */
export function noteWarned(storage: Pick<Storage, 'getItem' | 'setItem'>, id: number, now: number): void {
  const record = readRecord(storage);
  const kept: WarnedRecord = {};
  for (const [k, at] of Object.entries(record)) if (typeof at === 'number' && now - at <= RECENT_CANCEL_MS * 2) kept[k] = at;
  kept[String(id)] = now;
  try {
    storage.setItem(WARNED_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked (private mode): the warning may show again, which is harmless.
  }
}
