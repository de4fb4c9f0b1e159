import { RolePage } from '../../../../backoffice/RolePage';
import { VipThresholdsPage } from '../../../../backoffice/VipThresholdsPage';

export default function BackofficeVip() {
  return (
    <RolePage href="/backoffice/vip">
      <VipThresholdsPage />
    </RolePage>
  );
}
