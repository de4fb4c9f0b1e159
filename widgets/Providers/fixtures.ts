import type { Provider } from '../../schemas/games';

/** Providers for tests and stories, shaped by schemas/games.ts. */
export function makeProviders(n: number): Provider[] {
  const names = ['Reelhouse Studio', 'Pragmatic Play', 'Evolution', 'NetEnt', 'Play’n GO', 'Hacksaw', 'Nolimit City', 'Relax Gaming'];
  return Array.from({ length: n }, (_, i) => {
    const title = names[i % names.length]!;
    return { id: i + 1, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name: title, title, games_count: (i * 37) % 300 };
  });
}
