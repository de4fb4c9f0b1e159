import { RolePage } from '../../../../backoffice/RolePage';
import { PagesPage } from '../../../../backoffice/cms/PagesPage';
import '../../../../backoffice/cms/cms.css';

export default function BackofficePages() {
  return (
    <RolePage href="/backoffice/pages">
      <PagesPage />
    </RolePage>
  );
}
