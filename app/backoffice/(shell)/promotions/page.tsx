import '../../../../backoffice/cms/cms.css';
import { TemplatesPage } from '../../../../backoffice/promotions/TemplatesPage';
import '../../../../backoffice/promotions/promotions.css';
import { RolePage } from '../../../../backoffice/RolePage';

export default function BackofficePromotions() {
  return (
    <RolePage href="/backoffice/promotions">
      <TemplatesPage />
    </RolePage>
  );
}
