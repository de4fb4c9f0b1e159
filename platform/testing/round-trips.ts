/**
 * Counts the statements node-postgres sends (each is a round trip on the wire) until `stop()`:
 * the tests that pin what a hot path costs (a ledger posting, a coupon redemption) read
 * `count()` around the call. PostgreSQL only; PGlite has no wire.
 */
export async function watchRoundTrips(): Promise<{ count: () => number; stop: () => void }> {
  const pg = (await import('pg')).default;
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = proto.query;
  let statements = 0;
  proto.query = function (this: unknown, ...a: unknown[]) {
    statements += 1;
    return original.apply(this, a);
  };
  return {
    count: () => statements,
    stop: () => {
      proto.query = original;
    },
  };
}
