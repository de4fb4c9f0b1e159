import { EventsPage } from '../../../../backoffice/EventsPage';
import { RolePage } from '../../../../backoffice/RolePage';

export default function BackofficeEvents() {
  return (
    <RolePage href="/backoffice/events">
      <EventsPage />
    </RolePage>
  );
}
