import { notFound } from 'next/navigation';

export const dynamic = 'force-dynamic';

/**
 * /dev/bench-bare: the baseline of `npm run bench` (tests/bench/lobby.ts), a page that renders on
 * every request like the lobby but holds nothing, so "lobby requests per second / bare page
 * requests per second" measures what the lobby costs on top of Next itself. It shows no text;
 * like every /dev page it does not exist in production.
 */
export default function BenchBarePage() {
  if (process.env.REELHOUSE_ENV === 'production') notFound();
  return <main data-bench="bare" />;
}
