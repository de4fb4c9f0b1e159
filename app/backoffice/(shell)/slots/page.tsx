import { RolePage } from '../../../../site/backoffice/RolePage';
import { SlotsPage } from '../../../../site/backoffice/cms/SlotsPage';
import '../../../../site/backoffice/cms/cms.css';

export default function BackofficeSlots() {
  return (
    <RolePage href="/backoffice/slots">
      <SlotsPage />
    </RolePage>
  );
}
