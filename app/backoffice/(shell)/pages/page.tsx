import { RolePage } from '../../../../site/backoffice/RolePage';
import { PagesPage } from '../../../../site/backoffice/cms/PagesPage';
import '../../../../site/backoffice/cms/cms.css';

export default function BackofficePages() {
  return (
    <RolePage href="/backoffice/pages">
      <PagesPage />
    </RolePage>
  );
}
