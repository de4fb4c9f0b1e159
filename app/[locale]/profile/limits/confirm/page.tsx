import { isLocale, DEFAULT_LOCALE } from '@/schemas/locales';
import { LimitConfirmPage } from '@/site/profile/limits/LimitConfirmPage';

/** The mailed link of a limit loosening (spec P2 UserLimitConfirm); open to everyone, the token decides. */
export default async function LimitConfirm({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return <LimitConfirmPage locale={isLocale(locale) ? locale : DEFAULT_LOCALE} />;
}
