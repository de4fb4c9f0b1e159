import { FavoritesPage } from '@/site/games/FavoritesPage';

/** /favorite-games (spec C2): open to all; a guest is invited to sign up (site/games/FavoritesPage.tsx). */
export default function FavoriteGamesPage() {
  return <FavoritesPage />;
}
