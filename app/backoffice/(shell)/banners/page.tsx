import { RolePage } from '../../../../site/backoffice/RolePage';
import { BannersPage } from '../../../../site/backoffice/cms/BannersPage';
import '../../../../site/backoffice/cms/cms.css';

export default function BackofficeBanners() {
  return (
    <RolePage href="/backoffice/banners">
      <BannersPage />
    </RolePage>
  );
}
