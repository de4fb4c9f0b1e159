'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { fetchConfig } from '../../cms-adapters/config';
import { DEFAULT_LOCALE } from '../../schemas/locale-codes';
import type { Locale } from '../../schemas/locales';
import { api, ApiError } from '../core/api';
import { localePath } from '../core/i18n/locale-path';
import { useSession } from '../core/stores/StoreProvider';
import { usePromotionPagesEnabled } from '../flags/promotion-pages';
import { useFeatureFlag } from '../core/flags/useFeatureFlag';
import { FLOATING_WIDGET_PATHS, floatingWidgets } from './floating-widgets';
import { FloatingWidgetMenu } from './FloatingWidgetMenu';

/** GET /api/fe/config/vip-adventures (who sees the adventures item); an unpublished document is null. */
const adventuresConfigQuery = {
  queryKey: ['/api/fe/config', 'vip-adventures'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    try {
      return await fetchConfig(api, 'vip-adventures', DEFAULT_LOCALE, signal);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }
  },
  staleTime: 60_000,
};

/** The floating widget menu with its data: promotion pages, the player's groups, the adventure config, the show-all flag. */
export function FloatingWidgets() {
  const locale = useIntl().locale as Locale;
  const statuses = useSession((s) => s.player?.statuses ?? null);
  const pageEnabled = usePromotionPagesEnabled();
  const showAll = useFeatureFlag('showAllWidgets');
  const { data: adventures } = useQuery({ ...adventuresConfigQuery, enabled: statuses !== null });
  const items = floatingWidgets({
    pageEnabled,
    groups: statuses ? statuses.map((s) => s.id) : null,
    adventures: adventures ?? null,
    activeLootboxes: false,
    activeQuests: false,
    showAll,
  }).map((widget) => ({ widget, href: localePath(locale, FLOATING_WIDGET_PATHS[widget]) }));
  return <FloatingWidgetMenu items={items} supportHref={localePath(locale, '/support')} />;
}
