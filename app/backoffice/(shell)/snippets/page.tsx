import { RolePage } from '../../../../site/backoffice/RolePage';
import { SnippetsPage } from '../../../../site/backoffice/cms/SnippetsPage';
import '../../../../site/backoffice/cms/cms.css';

export default function BackofficeSnippets() {
  return (
    <RolePage href="/backoffice/snippets">
      <SnippetsPage />
    </RolePage>
  );
}
