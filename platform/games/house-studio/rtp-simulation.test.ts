import { describe, expect, it } from 'vitest';
import { ENGINES } from './engines';
import { fullEnumeration, multiplierOf } from './slot';
import { roulettePayout, ROULETTE, type RoulettePick } from './roulette';
import { CryptoRng } from './rng';
import { drawStops } from './play';

/**
 * Plays ROUNDS rounds of every paytable with the production generator (node:crypto) and checks the
 * measured RTP against the configured one. Tolerance: 5 standard errors of the mean, the standard
 * error coming from the paytable's exact per-round variance (sd / sqrt(ROUNDS)). A correct engine
 * fails this about once in 1.7 million runs; a paytable or RNG bug of a fraction of a percent on
 * the low-volatility games, or a couple of percent on the high one, fails it every time.
 */
const ROUNDS = 1_000_000;
const SIGMAS = 5;

const slots = Object.entries(ENGINES).flatMap(([id, def]) => (def.kind === 'slot' ? [[id, def] as const] : []));

describe(`RTP simulation, ${ROUNDS.toLocaleString('en')} rounds per paytable`, () => {
  it.each(slots)('%s', (id, def) => {
    const { variance } = fullEnumeration(def);
    const configured = Number(def.rtp.paid) / Number(def.rtp.staked);
    const rng = new CryptoRng();
    const started = performance.now();
    let paid = 0;
    for (let i = 0; i < ROUNDS; i++) paid += multiplierOf(def, drawStops(def, rng));
    const measured = paid / def.lines.length / ROUNDS;
    const se = Math.sqrt(variance / ROUNDS);
    const ms = performance.now() - started;
    console.log(
      `${id}: configured ${(configured * 100).toFixed(4)} %, measured ${(measured * 100).toFixed(4)} %, sd ${Math.sqrt(variance).toFixed(3)}, tolerance ±${(SIGMAS * se * 100).toFixed(3)} pp, ${ms.toFixed(0)} ms`,
    );
    expect(Math.abs(measured - configured)).toBeLessThanOrEqual(SIGMAS * se);
  });

  const picks: [string, RoulettePick][] = [
    ['straight', { type: 'straight', number: 7 }],
    ['red', { type: 'red' }],
    ['dozen', { type: 'dozen', dozen: 2 }],
  ];
  it.each(picks)('roulette:european %s', (name, pick) => {
    const configured = Number(ROULETTE.rtp.paid) / Number(ROULETTE.rtp.staked);
    let sumSq = 0;
    for (let p = 0; p < 37; p++) sumSq += roulettePayout(pick, p) ** 2;
    const variance = sumSq / 37 - configured ** 2;
    const rng = new CryptoRng();
    const started = performance.now();
    let paid = 0;
    for (let i = 0; i < ROUNDS; i++) paid += roulettePayout(pick, rng.int(37));
    const measured = paid / ROUNDS;
    const se = Math.sqrt(variance / ROUNDS);
    console.log(
      `roulette:european ${name}: configured ${(configured * 100).toFixed(4)} %, measured ${(measured * 100).toFixed(4)} %, tolerance ±${(SIGMAS * se * 100).toFixed(3)} pp, ${(performance.now() - started).toFixed(0)} ms`,
    );
    expect(Math.abs(measured - configured)).toBeLessThanOrEqual(SIGMAS * se);
  });
});
