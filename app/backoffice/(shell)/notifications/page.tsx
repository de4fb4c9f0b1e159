import { NotificationsPage } from '../../../../backoffice/NotificationsPage';
import { RolePage } from '../../../../backoffice/RolePage';

export default function BackofficeNotifications() {
  return (
    <RolePage href="/backoffice/notifications">
      <NotificationsPage />
    </RolePage>
  );
}
