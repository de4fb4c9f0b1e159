import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { ComingSoon } from '@/site/shell/ComingSoon';
import { promotionPageShown } from '@/site/flags/promotion-page-route';
import { notFoundPage } from '@/site/routing/not-found-page';
import { PromotionPageGate } from '@/site/flags/PromotionPageGate';

/** /achievements: a managed promotion page (`manage-promotion-pages` slug `achievements`). */
export default async function AchievementsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  if (!(await promotionPageShown('achievements', locale))) return notFoundPage();
  return (
    <PromotionPageGate slug="achievements" locale={locale}>
      <ComingSoon sectionId="shell.nav.achievements" />
    </PromotionPageGate>
  );
}
