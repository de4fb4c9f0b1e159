import { RolePage } from '../../../../backoffice/RolePage';
import { LogoPage } from '../../../../backoffice/cms/LogoPage';
import '../../../../backoffice/cms/cms.css';

export default function BackofficeLogo() {
  return (
    <RolePage href="/backoffice/logo">
      <LogoPage />
    </RolePage>
  );
}
