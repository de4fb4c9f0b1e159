import { RolePage } from '../../../../backoffice/RolePage';
import { BannersPage } from '../../../../backoffice/cms/BannersPage';
import '../../../../backoffice/cms/cms.css';

export default function BackofficeBanners() {
  return (
    <RolePage href="/backoffice/banners">
      <BannersPage />
    </RolePage>
  );
}
