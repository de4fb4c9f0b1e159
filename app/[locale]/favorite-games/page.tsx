import { FavoritesPage } from '@/site/games/FavoritesPage';

/** /favorite-games (spec C2): logged-in players only (site/routing/routes.ts sends guests to registration). */
export default function FavoriteGamesPage() {
  return <FavoritesPage />;
}
