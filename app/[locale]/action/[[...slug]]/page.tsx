import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { Messages } from '@/site/core/i18n/Messages';
import { QuestScreen } from '@/site/tournaments/QuestScreen';

/** /action/{slug?}: the quest page (QuestPage of spec C2). */
export default async function QuestPage({ params }: { params: Promise<{ locale: string; slug?: string[] }> }) {
  const { locale, slug = [] } = await params;
  if (!isLocale(locale) || slug.length > 1) notFound();
  return (
    <Messages locale={locale} namespaces={['tournaments', 'widgets']}>
      <QuestScreen locale={locale} slug={slug[0] ?? null} />
    </Messages>
  );
}
