import { RolePage } from '../../../../site/backoffice/RolePage';
import { StaffPage } from '../../../../site/backoffice/StaffPage';

export default function BackofficeStaff() {
  return (
    <RolePage href="/backoffice/staff">
      <StaffPage />
    </RolePage>
  );
}
