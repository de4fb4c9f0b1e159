import { ComingSoon } from '@/site/shell/ComingSoon';

/** Login required (site/routing/routes.ts); the cashbox popup replaces this in the cashbox issue. */
export default function DepositPage() {
  return <ComingSoon sectionId="shell.cashbox.title" />;
}
