import { ComingSoon } from '@/site/shell/ComingSoon';

export default function PokiesPage() {
  return <ComingSoon sectionId="shell.nav.pokies" />;
}
