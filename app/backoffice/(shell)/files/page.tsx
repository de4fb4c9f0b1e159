import { RolePage } from '../../../../backoffice/RolePage';
import { FilesPage } from '../../../../backoffice/cms/FilesPage';
import '../../../../backoffice/cms/cms.css';

export default function BackofficeFiles() {
  return (
    <RolePage href="/backoffice/files">
      <FilesPage />
    </RolePage>
  );
}
