import { RolePage } from '../../../../backoffice/RolePage';
import { SnippetsPage } from '../../../../backoffice/cms/SnippetsPage';
import '../../../../backoffice/cms/cms.css';

export default function BackofficeSnippets() {
  return (
    <RolePage href="/backoffice/snippets">
      <SnippetsPage />
    </RolePage>
  );
}
