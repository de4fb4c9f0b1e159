import { RolePage } from '../../../../backoffice/RolePage';
import { SlotsPage } from '../../../../backoffice/cms/SlotsPage';
import '../../../../backoffice/cms/cms.css';

export default function BackofficeSlots() {
  return (
    <RolePage href="/backoffice/slots">
      <SlotsPage />
    </RolePage>
  );
}
