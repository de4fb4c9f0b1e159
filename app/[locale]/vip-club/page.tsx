import { ComingSoon } from '@/site/shell/ComingSoon';

export default function VipClubPage() {
  return <ComingSoon sectionId="shell.nav.vipClub" />;
}
