import { RolePage } from '../../../../backoffice/RolePage';
import { StaffPage } from '../../../../backoffice/StaffPage';

export default function BackofficeStaff() {
  return (
    <RolePage href="/backoffice/staff">
      <StaffPage />
    </RolePage>
  );
}
