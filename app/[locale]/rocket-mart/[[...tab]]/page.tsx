import { notFound, redirect } from 'next/navigation';
import { POINTS_SHOP_TABS, type PointsShopTab } from '@/schemas/loyalty';
import { isLocale } from '@/schemas/locales';
import { Messages } from '@/site/core/i18n/Messages';
import { localePath } from '@/site/core/i18n/locale-path';
import { promotionPageShown } from '@/site/flags/promotion-page-route';
import { PointsShopPage } from '@/site/loyalty/PointsShopPage';

/** /rocket-mart and /rocket-mart/{discounts,freespins,money,special}: the comp-points shop (redirects to /promotions when its page is disabled). */
export default async function RocketMart({ params }: { params: Promise<{ locale: string; tab?: string[] }> }) {
  const { locale, tab } = await params;
  if (!isLocale(locale)) notFound();
  const name = tab?.[0] ?? '';
  if ((tab?.length ?? 0) > 1 || !(POINTS_SHOP_TABS as readonly string[]).includes(name)) notFound();
  if (!(await promotionPageShown('rocket-mart', locale))) redirect(localePath(locale, '/promotions'));
  return (
    <Messages locale={locale} namespaces={['loyalty']}>
      <PointsShopPage tab={name as PointsShopTab} locale={locale} />
    </Messages>
  );
}
