import { JackpotsPage } from '../../../../backoffice/engines/JackpotsPage';
import { RolePage } from '../../../../backoffice/RolePage';

export default function BackofficeJackpots() {
  return (
    <RolePage href="/backoffice/jackpots">
      <JackpotsPage />
    </RolePage>
  );
}
