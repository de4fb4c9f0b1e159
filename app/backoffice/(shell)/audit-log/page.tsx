import { AuditLogPage } from '../../../../backoffice/AuditLogPage';
import { RolePage } from '../../../../backoffice/RolePage';

export default function BackofficeAuditLog() {
  return (
    <RolePage href="/backoffice/audit-log">
      <AuditLogPage />
    </RolePage>
  );
}
