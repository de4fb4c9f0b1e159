import { ComingSoon } from '@/site/shell/ComingSoon';

export default function SupportPage() {
  return <ComingSoon sectionId="shell.sidebar.support" />;
}
