/**
 * Hostile CMS input figures of `npm run bench`: the worst cases the unit tests feed the placeholder
 * parser (schemas/placeholders.test.ts) and the publish check (platform/cms/cms.test.ts), timed
 * here instead of there. Each input is timed at size n and 2n; the 2n / n ratio is about 2 for a
 * linear scan and about 4 for a quadratic one, so the ratio says what a single figure cannot.
 * The sanitizer's refusal of 80,000 nested elements is timed with the CMS render (cms.ts).
 *
 * Run alone: `npx tsx tests/bench/hostile-input.ts`.
 */
import { loadavg } from 'node:os';
import { markupDepth, parsePlaceholders } from '../../schemas/placeholders';
import { checkContent } from '../../schemas/widget-params';

const line = (label: string, value: string) => console.log(`  ${label.padEnd(44)} ${value}`);

/** Best of `runs` (the machine's other load only ever adds time). */
function best(runs: number, fn: () => unknown): number {
  let min = Infinity;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    min = Math.min(min, performance.now() - t);
  }
  return min;
}

/** Worst cases of the placeholder parser, each about `size` characters. */
const placeholderInputs: [string, (size: number) => string][] = [
  ['unclosed #A[', (n) => '#A['.repeat(n / 3)],
  ['unclosed #A[x', (n) => '#A[x'.repeat(n / 4)],
  ['long names, unclosed', (n) => '#Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa['.repeat(n / 70)],
  ['one backslash run', (n) => `#A[${'\\'.repeat(n)}`],
  ['entity-like &amp runs', (n) => `#A[${'&amp'.repeat(n / 4)}]#`],
  ['unclosed attributes', (n) => '<a title="'.repeat(n / 10)],
  ['bare <', (n) => '<'.repeat(n)],
  ['unclosed comments', (n) => '<!--'.repeat(n / 4)],
  ['one huge param list', (n) => `#A[${'k=v;'.repeat(n / 4)}]#`],
  ['empty placeholders', (n) => '#A[]#'.repeat(n / 5)],
  ['unterminated values', (n) => `${'#A[x]'.repeat(n / 5)}#`],
  ['[]# runs', (n) => '[]#'.repeat(n / 3)],
];

/** Worst cases of the markup depth scan. */
const depthInputs: [string, (size: number) => string][] = [
  ['open <div> only', (n) => '<div>'.repeat(n / 5)],
  ['unclosed attribute quotes', (n) => '<a title="'.repeat(n / 10)],
  ['bare <', (n) => '<'.repeat(n)],
  ['bare </', (n) => '</'.repeat(n / 2)],
  ['open <script> only', (n) => '<script>'.repeat(n / 8)],
];

function scaling(title: string, inputs: [string, (size: number) => string][], fn: (s: string) => unknown, size: number, runs: number): void {
  console.log(title);
  for (const [label, make] of inputs) {
    const small = make(size);
    const large = make(size * 2);
    const tSmall = best(runs, () => fn(small));
    const tLarge = best(runs, () => fn(large));
    line(label, `${tSmall.toFixed(1)} ms / ${tLarge.toFixed(1)} ms, ratio ${(tLarge / tSmall).toFixed(2)}x`);
  }
}

export function benchHostileInput(scale = 1): void {
  const runs = Math.max(1, Math.round(5 * scale));
  const MB = 1_000_000;
  console.log(`Hostile CMS input (best of ${runs}; 1 MB / 2 MB and the ratio, ~2 = linear; load average ${loadavg()[0]!.toFixed(1)})`);
  scaling('parsePlaceholders (schemas/placeholders.ts)', placeholderInputs, parsePlaceholders, MB, runs);
  scaling('markupDepth (schemas/placeholders.ts)', depthInputs, markupDepth, MB, runs);
  // What a publish checks before refusing: 330,000 unclosed tags fill the 1 MB content cap.
  console.log('publish check (checkContent, platform/cms/content-check.ts)');
  const half = '<b>'.repeat(165_000);
  const full = '<b>'.repeat(330_000);
  const tHalf = best(runs, () => checkContent(half));
  const tFull = best(runs, () => checkContent(full));
  line('<b> x 165,000 / x 330,000', `${tHalf.toFixed(1)} ms / ${tFull.toFixed(1)} ms, ratio ${(tFull / tHalf).toFixed(2)}x`);
}

if (import.meta.url === `file://${process.argv[1]}`) benchHostileInput(Math.max(0.05, Number(process.env.BENCH_SCALE ?? '1')));
