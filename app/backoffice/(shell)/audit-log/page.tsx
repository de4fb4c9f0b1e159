import { AuditLogPage } from '../../../../site/backoffice/AuditLogPage';
import { RolePage } from '../../../../site/backoffice/RolePage';

export default function BackofficeAuditLog() {
  return (
    <RolePage href="/backoffice/audit-log">
      <AuditLogPage />
    </RolePage>
  );
}
