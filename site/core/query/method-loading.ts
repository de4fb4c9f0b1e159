/**
 * Spec P4 "Payment method loading": when the deposit or cashout list comes back empty, ask again
 * up to 3 more times (a provider list can be empty for a moment while the platform refreshes it).
 */
export const EMPTY_LIST_RETRIES = 3;
/** Pause before each repeat, growing: 0.5 s, 1 s, 1.5 s. */
export const EMPTY_LIST_DELAY_MS = 500;

/**
 * Calls `load` until it answers a non-empty list or the retries are spent; answers the last list
 * (possibly empty). Errors are not retried here: the API client already retries network failures.
 */
export async function loadUntilNonEmpty<T>(
  load: () => Promise<readonly T[]>,
  {
    retries = EMPTY_LIST_RETRIES,
    delayMs = EMPTY_LIST_DELAY_MS,
    sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
    signal,
  }: { retries?: number; delayMs?: number; sleep?: (ms: number) => Promise<void>; signal?: AbortSignal } = {},
): Promise<T[]> {
  let list = await load();
  for (let attempt = 1; list.length === 0 && attempt <= retries && !signal?.aborted; attempt++) {
    await sleep(delayMs * attempt);
    list = await load();
  }
  return [...list];
}
