import { ComingSoon } from '@/site/shell/ComingSoon';

export default function TournamentsPage() {
  return <ComingSoon sectionId="shell.nav.tournaments" />;
}
