import type { Game, GamesPage } from '../../../../schemas/games';

/** Test and story data shaped by schemas/games (tests and stories only). */
export function makeGame(id: number, over: Partial<Game> = {}): Game {
  const slug = `game-${id}`;
  return {
    id,
    identifier: `reelhouse:${slug}`,
    name: slug,
    title: `Lucky Reels ${id}`,
    slug,
    seo_title: slug,
    provider: 'reelhouse',
    provider_title: 'Reelhouse Studio',
    preview: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 225"><rect width="300" height="225" fill="hsl(${(id * 47) % 360} 55% 38%)"/><text x="150" y="122" font-size="28" text-anchor="middle" fill="white" font-family="sans-serif">Reels ${id}</text></svg>`)}`,
    categories: ['pokies'],
    badges: [],
    has_demo_mode: true,
    collections: [],
    currencies: { EUR: { id: id * 10 + 1 }, USD: { id: id * 10 + 2 }, BTC: { id: id * 10 + 3 }, FUN: { id: id * 10 + 9 } },
    ...over,
  };
}

export function makeGames(n: number, from = 1): Game[] {
  return Array.from({ length: n }, (_, i) => makeGame(from + i));
}

export function makePage(games: Game[], page = 1, totalPages = 1, totalCount = games.length): GamesPage {
  return {
    data: games,
    pagination: {
      current_page: page,
      next_page: page < totalPages ? page + 1 : null,
      prev_page: page > 1 ? page - 1 : null,
      total_pages: totalPages,
      total_count: totalCount,
    },
  };
}
