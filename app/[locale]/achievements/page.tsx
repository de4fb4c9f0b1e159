import { ComingSoon } from '@/site/shell/ComingSoon';

export default function AchievementsPage() {
  return <ComingSoon sectionId="shell.nav.achievements" />;
}
