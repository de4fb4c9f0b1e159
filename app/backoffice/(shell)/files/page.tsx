import { RolePage } from '../../../../site/backoffice/RolePage';
import { FilesPage } from '../../../../site/backoffice/cms/FilesPage';
import '../../../../site/backoffice/cms/cms.css';

export default function BackofficeFiles() {
  return (
    <RolePage href="/backoffice/files">
      <FilesPage />
    </RolePage>
  );
}
