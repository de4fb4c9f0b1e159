import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { AchievementsPage as Achievements } from '@/site/achievements/AchievementsPage';
import { Messages } from '@/site/core/i18n/Messages';
import { promotionPageShown } from '@/site/flags/promotion-page-route';
import { notFoundPage } from '@/site/routing/not-found-page';
import { PromotionPageGate } from '@/site/flags/PromotionPageGate';

/** /achievements: a managed promotion page (`manage-promotion-pages` slug `achievements`): the badges, earned and locked with progress. */
export default async function AchievementsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  if (!(await promotionPageShown('achievements', locale))) return notFoundPage();
  return (
    <PromotionPageGate slug="achievements" locale={locale}>
      <Messages locale={locale} namespaces={['achievements']}>
        <Achievements />
      </Messages>
    </PromotionPageGate>
  );
}
