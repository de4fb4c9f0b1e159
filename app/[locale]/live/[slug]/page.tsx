import { ComingSoon } from '@/site/shell/ComingSoon';

export default function LivePage() {
  return <ComingSoon sectionId="shell.nav.live" />;
}
