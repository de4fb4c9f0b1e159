import { describe, expect, it } from 'vitest';
import { drawWinners, ownerOf, seedHash } from '../../schemas/lottery-draw';
import type { LotteryDetail } from '../../schemas/lotteries';
import { verifyLottery } from './VerifyPage';

/** The verify page's computation against a draw made as the platform makes it (schemas/lottery-draw.ts, the platform's drawLottery). */
describe('verifyLottery', () => {
  const seed = 'a1'.repeat(32);
  const runs = [
    { first: 1, count: 4, owner: 'ann' },
    { first: 5, count: 2, owner: 'bob' },
    { first: 7, count: 5, owner: 'cid' },
  ];
  const published = async (over: Partial<LotteryDetail> = {}) => {
    const drawn = await drawWinners(seed, 11, 3);
    return {
      seed,
      seed_hash: await seedHash(seed),
      tickets_count: 11,
      prizes: [1, 2, 3].map((place) => ({ place, title: `P${place}` })),
      ticket_runs: runs,
      winners: drawn.map((d) => ({ place: d.place, ticket: d.ticket, owner: ownerOf(runs, d.ticket)!, prize: `P${d.place}` })),
      ...over,
    };
  };

  it('agrees with the published result of an honest draw', async () => {
    const r = await verifyLottery(await published());
    expect(r.hashMatches).toBe(true);
    expect(r.allMatch).toBe(true);
    expect(r.places).toHaveLength(3);
  });

  it('catches a changed seed, a changed winner and a missing place', async () => {
    const honest = await published();
    expect((await verifyLottery({ ...honest, seed_hash: '00'.repeat(32) })).hashMatches).toBe(false);
    const swapped = honest.winners.map((w, i) => (i === 0 ? { ...w, ticket: w.ticket === 1 ? 2 : 1 } : w));
    expect((await verifyLottery({ ...honest, winners: swapped })).allMatch).toBe(false);
    expect((await verifyLottery({ ...honest, winners: honest.winners.slice(1) })).allMatch).toBe(false);
  });

  it('verifies a lottery with no tickets (no winners) as matching', async () => {
    const r = await verifyLottery({ ...(await published()), tickets_count: 0, ticket_runs: [], winners: [] });
    expect(r).toEqual({ hashMatches: true, places: [], allMatch: true });
  });
});
