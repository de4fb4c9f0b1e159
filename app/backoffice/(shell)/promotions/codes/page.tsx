import '../../../../../backoffice/cms/cms.css';
import { CodesPage } from '../../../../../backoffice/promotions/CodesPage';
import '../../../../../backoffice/promotions/promotions.css';
import { RolePage } from '../../../../../backoffice/RolePage';

export default function BackofficePromotionCodes() {
  return (
    <RolePage href="/backoffice/promotions/codes">
      <CodesPage />
    </RolePage>
  );
}
