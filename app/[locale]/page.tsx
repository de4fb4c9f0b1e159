import { LobbyPage } from '@/site/games/LobbyPage';

/** Main: the lobby (spec C2 "/"). */
export default function MainPage() {
  return <LobbyPage />;
}
