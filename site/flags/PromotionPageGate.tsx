'use client';

import type { ReactNode } from 'react';
import type { Locale } from '../../schemas/locales';
import { localePath } from '../core/i18n/locale-path';
import { NotFoundView } from '../routing/NotFoundView';
import { usePromotionPageEnabled } from './promotion-pages';

/**
 * The client half of a promotion page's route: the server answered 404 to anyone who may not see
 * it (promotion-page-route.ts); this follows the session afterwards, so a tester who logs out on
 * a disabled page sees the 404 page, as a reload would show.
 */
export function PromotionPageGate({ slug, locale, children }: { slug: string; locale: Locale; children: ReactNode }) {
  const enabled = usePromotionPageEnabled(slug);
  return enabled ? children : <NotFoundView homeHref={localePath(locale, '/')} />;
}
