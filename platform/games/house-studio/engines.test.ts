import { describe, expect, it } from 'vitest';
import { STUDIO_ENGINES } from '../catalog/engines';
import { ENGINES, CLASSIC } from './engines';
import { evaluate, exactRtp, fullEnumeration, linePay } from './slot';
import { ROULETTE, roulettePayout, SAMPLE_PICKS } from './roulette';
import { betErrors, playRound, winOfOutcome } from './play';
import { CryptoRng } from './rng';

const slots = Object.entries(ENGINES).flatMap(([id, def]) => (def.kind === 'slot' ? [[id, def] as const] : []));
const pct = (f: { paid: bigint; staked: bigint }) => Number((f.paid * 10_000_000n) / f.staked) / 100_000;

describe('studio engines', () => {
  it('has exactly the catalogue engine ids', () => {
    expect(Object.keys(ENGINES).sort()).toEqual([...STUDIO_ENGINES].sort());
  });

  it.each(slots)('%s: shape, bet steps and an RTP between 95.5 and 96.8 %%', (_id, def) => {
    expect(def.strips).toHaveLength(def.reels);
    for (const line of def.lines) {
      expect(line).toHaveLength(def.reels);
      for (const row of line) expect(row).toBeLessThan(def.rows);
    }
    expect(new Set(def.lines.map((l) => l.join())).size).toBe(def.lines.length);
    const letters = new Set(def.symbols.map((s) => s.id));
    for (const strip of def.strips) for (const ch of strip) expect(letters.has(ch)).toBe(true);
    expect(def.bet.step % def.lines.length).toBe(0);
    expect(def.bet.min % def.bet.step).toBe(0);
    const rtp = pct(def.rtp);
    expect(rtp).toBeGreaterThanOrEqual(95.5);
    expect(rtp).toBeLessThanOrEqual(96.8);
  });

  it.each(slots)('%s: the configured RTP is exactly what every combination of stops pays', (_id, def) => {
    const byCounts = exactRtp(def);
    const byStops = fullEnumeration(def);
    // Cross-multiplied so the fractions need no reduction: exact, no floating point.
    expect(byCounts.paid * def.rtp.staked).toBe(def.rtp.paid * byCounts.staked);
    expect(byStops.paid * def.rtp.staked).toBe(def.rtp.paid * byStops.staked);
  });

  it('the slot sizes are those of the catalogue: 3x3/5, 5x3/10, 5x4/20, 5x3/25', () => {
    const shape = (id: keyof typeof ENGINES) => {
      const d = ENGINES[id];
      return d.kind === 'slot' ? [d.reels, d.rows, d.lines.length] : null;
    };
    expect(shape('slot:classic')).toEqual([3, 3, 5]);
    expect(shape('slot:fruits')).toEqual([5, 3, 10]);
    expect(shape('slot:ocean')).toEqual([5, 4, 20]);
    expect(shape('slot:gems')).toEqual([5, 3, 25]);
  });

  it('roulette: every pick returns exactly 36/37 over the 37 pockets', () => {
    for (const pick of SAMPLE_PICKS) {
      let paid = 0;
      for (let p = 0; p < 37; p++) paid += roulettePayout(pick, p);
      expect(BigInt(paid) * ROULETTE.rtp.staked).toBe(ROULETTE.rtp.paid * 37n);
    }
    expect(roulettePayout({ type: 'red' }, 0)).toBe(0);
    expect(roulettePayout({ type: 'even' }, 0)).toBe(0);
    expect(roulettePayout({ type: 'dozen', dozen: 3 }, 36)).toBe(3);
    expect(roulettePayout({ type: 'black' }, 2)).toBe(2);
  });

  it('pays a line left to right with wilds standing in', () => {
    const fruits = ENGINES['slot:fruits'];
    if (fruits.kind !== 'slot') throw new Error('fruits is a slot');
    expect(linePay(fruits, ['S', 'S', 'S', 'C', 'S'])).toMatchObject({ symbol: 'S', count: 3, multiplier: 50 });
    expect(linePay(fruits, ['W', 'S', 'W', 'S', 'L'])).toMatchObject({ symbol: 'S', count: 4, multiplier: 250 });
    expect(linePay(fruits, ['W', 'W', 'W', 'C', 'C'])).toMatchObject({ symbol: 'W', count: 3, multiplier: 60 });
    expect(linePay(fruits, ['C', 'S', 'S', 'S', 'S']).multiplier).toBe(0);
  });

  it('evaluates a classic spin into its grid and line wins', () => {
    // Stops chosen so the middle row reads S S S: position of S on each strip minus one.
    const stops = CLASSIC.strips.map((s) => (s.indexOf('S') - 1 + s.length) % s.length);
    const res = evaluate(CLASSIC, stops);
    expect(res.grid.map((col) => col[1])).toEqual(['S', 'S', 'S']);
    expect(res.wins).toContainEqual({ line: 0, symbol: 'S', count: 3, multiplier: 1400 });
  });

  it('checks bets against the engine limits and steps', () => {
    expect(betErrors(CLASSIC, 5)).toBeNull();
    expect(betErrors(CLASSIC, 3)).toHaveProperty('bet');
    expect(betErrors(CLASSIC, 7)).toHaveProperty('bet');
    expect(betErrors(CLASSIC, 1e9)).toHaveProperty('bet');
    expect(betErrors(CLASSIC, 5.5)).toHaveProperty('bet');
  });

  it('plays rounds whose win is the line bet times the paytable', () => {
    const r = new CryptoRng();
    for (let i = 0; i < 200; i++) {
      const round = playRound('slot:gems', 250, undefined, r);
      if (round.outcome.kind !== 'slot') throw new Error('slot');
      expect(round.win).toBe(10 * round.outcome.wins.reduce((a, w) => a + w.multiplier, 0));
      const roul = playRound('roulette:european', 100, { type: 'straight', number: 5 }, r);
      if (roul.outcome.kind !== 'roulette') throw new Error('roulette');
      expect(roul.win).toBe(roul.outcome.pocket === 5 ? 3600 : 0);
    }
  });

  it('scores a recorded outcome again to the win it paid (recovery), and refuses records that are no draw of the engine at that bet', () => {
    for (const engine of STUDIO_ENGINES) {
      const bet = ENGINES[engine].bet.step * 4;
      for (let i = 0; i < 200; i++) {
        const played = playRound(engine, bet, engine === 'roulette:european' ? SAMPLE_PICKS[i % SAMPLE_PICKS.length] : undefined);
        expect(winOfOutcome(engine, bet, JSON.parse(JSON.stringify(played.outcome)))).toBe(played.win);
      }
    }
    const slot = playRound('slot:fruits', 100, undefined).outcome;
    const roulette = playRound('roulette:european', 100, { type: 'red' }).outcome;
    expect(winOfOutcome('slot:gems', 100, slot)).toBeNull();
    expect(winOfOutcome('slot:fruits', 105, slot)).toBeNull();
    expect(winOfOutcome('slot:fruits', 100, null)).toBeNull();
    expect(winOfOutcome('slot:fruits', 100, { ...slot, stops: [0, 0, 0] })).toBeNull();
    expect(winOfOutcome('slot:fruits', 100, { ...slot, stops: [0, 0, 0, 0, 999] })).toBeNull();
    expect(winOfOutcome('roulette:european', 100, { ...roulette, pocket: 37 })).toBeNull();
    expect(winOfOutcome('roulette:european', 100, { ...roulette, pick: { type: 'corner' } })).toBeNull();
  });

  it('draws every value of a range, uniformly enough', () => {
    const r = new CryptoRng(64);
    const counts = new Array<number>(7).fill(0);
    for (let i = 0; i < 70_000; i++) counts[r.int(7)]!++;
    // 10,000 expected each; sd ~ 93, so 600 is beyond 6 sd.
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(600);
    expect(() => r.int(0)).toThrow();
  });
});
