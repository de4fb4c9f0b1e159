'use client';

import { useParams } from 'next/navigation';
import { isLocale, DEFAULT_LOCALE } from '@/schemas/locale-codes';
import { NotFoundView } from '@/site/routing/NotFoundView';

/** A path under a locale that no route answers. */
export default function NotFound() {
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
  return <NotFoundView homeHref={`/${locale}`} />;
}
