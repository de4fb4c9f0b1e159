import '../../../../../backoffice/cms/cms.css';
import { PlayerGiftsPage } from '../../../../../backoffice/promotions/PlayerGiftsPage';
import '../../../../../backoffice/promotions/promotions.css';
import { RolePage } from '../../../../../backoffice/RolePage';

export default function BackofficePlayerGifts() {
  return (
    <RolePage href="/backoffice/promotions/players">
      <PlayerGiftsPage />
    </RolePage>
  );
}
