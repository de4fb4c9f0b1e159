import { TournamentsPage } from '../../../../backoffice/engines/TournamentsPage';
import { RolePage } from '../../../../backoffice/RolePage';

export default function BackofficeTournaments() {
  return (
    <RolePage href="/backoffice/tournaments">
      <TournamentsPage />
    </RolePage>
  );
}
