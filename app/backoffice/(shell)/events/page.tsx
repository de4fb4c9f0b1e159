import { EventsPage } from '../../../../site/backoffice/EventsPage';
import { RolePage } from '../../../../site/backoffice/RolePage';

export default function BackofficeEvents() {
  return (
    <RolePage href="/backoffice/events">
      <EventsPage />
    </RolePage>
  );
}
