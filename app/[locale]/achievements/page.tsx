import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { ComingSoon } from '@/site/shell/ComingSoon';
import { promotionPageOr404 } from '@/site/flags/promotion-page-route';
import { PromotionPageGate } from '@/site/flags/PromotionPageGate';

/** /achievements: a managed promotion page (`manage-promotion-pages` slug `achievements`). */
export default async function AchievementsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  await promotionPageOr404('achievements', locale);
  return (
    <PromotionPageGate slug="achievements" locale={locale}>
      <ComingSoon sectionId="shell.nav.achievements" />
    </PromotionPageGate>
  );
}
