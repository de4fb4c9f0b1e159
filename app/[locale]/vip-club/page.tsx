import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { Messages } from '@/site/core/i18n/Messages';
import { VipClubPage as VipClub } from '@/site/vip/VipClubPage';

/** /vip-club: the VIP club (site/vip): status and progress, the level cards, the prompts and the personal manager. */
export default async function VipClubPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <Messages locale={locale} namespaces={['widgets']}>
      <VipClub locale={locale} />
    </Messages>
  );
}
