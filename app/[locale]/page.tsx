import { Suspense } from 'react';
import { LobbyPage } from '@/site/games/LobbyPage';
import { DepositPromoOnMain } from '@/site/cashbox/DepositPromoOnMain';

/** Main: the lobby (spec C2 "/"). */
export default function MainPage() {
  return (
    <>
      <LobbyPage />
      <Suspense fallback={null}>
        <DepositPromoOnMain />
      </Suspense>
    </>
  );
}
