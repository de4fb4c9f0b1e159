import { MainHero } from '@/site/shell/MainHero';

/** Main (the lobby): the welcome block until the lobby widgets of the games issue arrive. */
export default function MainPage() {
  return <MainHero />;
}
