import { AffiliatesPage } from '../../../../backoffice/AffiliatesPage';
import { RolePage } from '../../../../backoffice/RolePage';

export default function BackofficeAffiliates() {
  return (
    <RolePage href="/backoffice/affiliates">
      <AffiliatesPage />
    </RolePage>
  );
}
