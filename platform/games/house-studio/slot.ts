/**
 * The slot machine model: reel strips, paylines and a paytable, and the one function that turns
 * reel stops into a result. The game, the exact RTP enumeration and the simulation all use
 * `evaluate`, so the figure the tests prove is the figure the game pays.
 */

export interface SlotSymbol {
  /** One letter on the strips. */
  id: string;
  /** Name for the page (`cherry`, `seven`, ...), also the message id suffix. */
  name: string;
  /** Pays by the length of the left-aligned run: index 0 = 1 in a row ... index 4 = 5 in a row; multiplier of the line bet. */
  pays: readonly number[];
  /** Stands in for every other symbol on a line (and pays its own run too). */
  wild?: boolean;
}

export interface SlotDefinition {
  kind: 'slot';
  reels: number;
  rows: number;
  /** One string of symbol letters per reel, read top to bottom and wrapping around. */
  strips: readonly string[];
  /** Row index per reel for each line. */
  lines: readonly (readonly number[])[];
  symbols: readonly SlotSymbol[];
  /** Exact return to player as a fraction paid/staked over every combination of stops (tested by enumeration). */
  rtp: { paid: bigint; staked: bigint };
  volatility: 'low' | 'medium' | 'high';
  /** Total bet limits and step in minor units; a step is a multiple of the line count so each line bet is whole. */
  bet: { min: number; max: number; step: number };
}

export interface LineWin {
  line: number;
  symbol: string;
  count: number;
  /** Multiplier of the line bet. */
  multiplier: number;
}

export interface SlotResult {
  stops: number[];
  /** grid[reel][row] symbol letters. */
  grid: string[][];
  wins: LineWin[];
  /** Sum of line multipliers: the round pays `lineBet * multiplier`. */
  multiplier: number;
}

/** Symbols indexed by letter, built once per definition. */
const symbolIndex = new WeakMap<SlotDefinition, Map<string, SlotSymbol>>();
export function symbolsOf(def: SlotDefinition): Map<string, SlotSymbol> {
  let m = symbolIndex.get(def);
  if (!m) symbolIndex.set(def, (m = new Map(def.symbols.map((s) => [s.id, s]))));
  return m;
}

/**
 * A definition turned into small integers (symbol numbers on the strips, a flat pay table), so
 * scoring a spin allocates nothing: the exact enumeration walks a million stop tuples with it.
 */
interface Compiled {
  reels: number;
  strips: Uint8Array[];
  /** pays[symbol * (reels + 1) + run length] */
  pays: Int32Array;
  wild: Uint8Array;
  lines: Uint8Array[];
  letters: string[];
}
const compiledIndex = new WeakMap<SlotDefinition, Compiled>();
function compile(def: SlotDefinition): Compiled {
  const hit = compiledIndex.get(def);
  if (hit) return hit;
  const num = new Map(def.symbols.map((s, i) => [s.id, i]));
  const pays = new Int32Array(def.symbols.length * (def.reels + 1));
  def.symbols.forEach((s, i) => s.pays.forEach((p, k) => (pays[i * (def.reels + 1) + k + 1] = p)));
  const c: Compiled = {
    reels: def.reels,
    strips: def.strips.map((strip) => Uint8Array.from([...strip].map((ch) => num.get(ch)!))),
    pays,
    wild: Uint8Array.from(def.symbols.map((s) => (s.wild ? 1 : 0))),
    lines: def.lines.map((l) => Uint8Array.from(l)),
    letters: def.symbols.map((s) => s.id),
  };
  compiledIndex.set(def, c);
  return c;
}

/** Scratch answer of scoreLine (symbol number and run length of the paying run). */
const scratch = { symbol: -1, count: 0 };

/** Multiplier of one line of symbol numbers `at(reel)`, left to right, wilds standing in. */
function scoreLine(c: Compiled, at: (reel: number) => number): number {
  const n = c.reels;
  const w = n + 1;
  let wildRun = 0;
  while (wildRun < n && c.wild[at(wildRun)]) wildRun++;
  let best = 0;
  scratch.symbol = -1;
  scratch.count = 0;
  if (wildRun > 0) {
    const ws = at(0);
    const m = c.pays[ws * w + wildRun]!;
    if (m > 0) {
      best = m;
      scratch.symbol = ws;
      scratch.count = wildRun;
    }
  }
  if (wildRun < n) {
    const first = at(wildRun);
    let run = wildRun + 1;
    while (run < n) {
      const s = at(run);
      if (s !== first && !c.wild[s]) break;
      run++;
    }
    const m = c.pays[first * w + run]!;
    if (m > best) {
      best = m;
      scratch.symbol = first;
      scratch.count = run;
    }
  }
  return best;
}

/** The pay of one line's symbols (letters), left to right, wilds standing in. */
export function linePay(def: SlotDefinition, line: readonly string[]): { symbol: string; count: number; multiplier: number } {
  const c = compile(def);
  const nums = line.map((ch) => c.letters.indexOf(ch));
  const multiplier = scoreLine(c, (r) => nums[r]!);
  return { symbol: multiplier > 0 ? c.letters[scratch.symbol]! : '', count: multiplier > 0 ? scratch.count : 0, multiplier };
}

/** Sum of line multipliers of a stop tuple: the core of evaluate, without building the grid. */
function spinMultiplier(c: Compiled, stops: readonly number[], onWin?: (line: number, symbol: number, count: number, m: number) => void): number {
  let total = 0;
  for (let li = 0; li < c.lines.length; li++) {
    const rows = c.lines[li]!;
    const m = scoreLine(c, (r) => {
      const strip = c.strips[r]!;
      return strip[(stops[r]! + rows[r]!) % strip.length]!;
    });
    if (m > 0) {
      total += m;
      onWin?.(li, scratch.symbol, scratch.count, m);
    }
  }
  return total;
}

/** The result of one set of reel stops. */
export function evaluate(def: SlotDefinition, stops: readonly number[]): SlotResult {
  const c = compile(def);
  const grid = def.strips.map((strip, r) => {
    const col: string[] = [];
    for (let row = 0; row < def.rows; row++) col.push(strip[(stops[r]! + row) % strip.length]!);
    return col;
  });
  const wins: LineWin[] = [];
  const multiplier = spinMultiplier(c, stops, (line, symbol, count, m) => wins.push({ line, symbol: c.letters[symbol]!, count, multiplier: m }));
  return { stops: [...stops], grid, wins, multiplier };
}

/** The multiplier of a stop tuple (what evaluate pays), for the simulation's hot loop. */
export function multiplierOf(def: SlotDefinition, stops: readonly number[]): number {
  return spinMultiplier(compile(def), stops);
}

/**
 * Exact return over every combination of stops: each line sees, on each reel, every strip
 * position exactly once over the full cycle, so enumerating the symbol counts per reel (with
 * multiplicities) gives the same sum as enumerating all stop tuples, much faster. `fullEnumeration`
 * below does the latter with `evaluate` itself and the tests check both agree.
 */
export function exactRtp(def: SlotDefinition): { paid: bigint; staked: bigint } {
  const counts = def.strips.map((strip) => {
    const m = new Map<string, number>();
    for (const ch of strip) m.set(ch, (m.get(ch) ?? 0) + 1);
    return [...m];
  });
  let paid = 0n;
  const line: string[] = [];
  const walk = (reel: number, weight: bigint) => {
    if (reel === def.reels) {
      const m = linePay(def, line).multiplier;
      if (m > 0) paid += weight * BigInt(m);
      return;
    }
    for (const [sym, n] of counts[reel]!) {
      line[reel] = sym;
      walk(reel + 1, weight * BigInt(n));
    }
  };
  walk(0, 1n);
  const combos = def.strips.reduce((acc, s) => acc * BigInt(s.length), 1n);
  // Per line the stake is 1 line bet; every line has the same expectation.
  return { paid: paid * BigInt(def.lines.length), staked: combos * BigInt(def.lines.length) };
}

/**
 * Every stop tuple scored by the same code as evaluate: the exact sum of multipliers, the number
 * of tuples, and the variance of one round's return per unit staked (the simulation's tolerance
 * comes from it).
 */
export function fullEnumeration(def: SlotDefinition): { paid: bigint; staked: bigint; variance: number } {
  const c = compile(def);
  const stops = new Array<number>(def.reels).fill(0);
  let paid = 0;
  let sumSq = 0;
  let combos = 0;
  for (;;) {
    const m = spinMultiplier(c, stops);
    paid += m;
    sumSq += m * m;
    combos++;
    let r = def.reels - 1;
    while (r >= 0 && ++stops[r]! === def.strips[r]!.length) stops[r--] = 0;
    if (r < 0) break;
  }
  const lines = def.lines.length;
  const mean = paid / combos / lines;
  return { paid: BigInt(paid), staked: BigInt(combos) * BigInt(lines), variance: sumSq / combos / (lines * lines) - mean * mean };
}
