'use client';

import { LocaleNotFound } from '@/site/routing/LocaleNotFound';

/** What a `notFound()` under a locale shows (pages answer with `notFoundPage()` instead: site/routing/not-found-page.tsx). */
export default function NotFound() {
  return <LocaleNotFound />;
}
