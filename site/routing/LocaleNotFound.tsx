'use client';

import { useParams } from 'next/navigation';
import { isLocale, DEFAULT_LOCALE } from '../../schemas/locale-codes';
import { NotFoundView } from './NotFoundView';

/**
 * The locale's 404 page inside the shell, its home link in the locale of the path (or `locale`,
 * for the global 404 of a path outside every locale).
 */
export function LocaleNotFound({ locale: given }: { locale?: string }) {
  const params = useParams<{ locale?: string }>();
  const fromPath = params?.locale;
  const locale = isLocale(given) ? given : isLocale(fromPath) ? fromPath : DEFAULT_LOCALE;
  return <NotFoundView homeHref={`/${locale}`} />;
}
