import { notFound, redirect } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { Messages } from '@/site/core/i18n/Messages';
import { localePath } from '@/site/core/i18n/locale-path';
import { promotionPageShown } from '@/site/flags/promotion-page-route';
import { LootboxesPage } from '@/site/lootboxes/LootboxesPage';

/** /rocket-chance: the loot boxes and the way to the wheel; redirects to /promotions when its page is disabled (C2). */
export default async function RocketChance({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  if (!(await promotionPageShown('rocket-chance', locale))) redirect(localePath(locale, '/promotions'));
  return (
    <Messages locale={locale} namespaces={['lootboxes']}>
      <LootboxesPage locale={locale} />
    </Messages>
  );
}
