'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import type { Locale } from '../../schemas/locales';
import { localePath } from '../../site/core/i18n/locale-path';
import { useSession } from '../../site/core/stores/StoreProvider';
import { useHydrating } from '../../site/core/ui/useHydrating';
import { PaymentLogos } from './PaymentLogos';
import { brandsOf, playerMethodsQuery } from './queries';

/**
 * `#PaymentLogos[brands=visa,mastercard,bitcoin]#` and the footer's payment logos: a player's own
 * deposit methods (GET /api/player/payment_methods?action=deposit&currency=), a guest the brands
 * of the params. A failed call shows the params' brands rather than nothing.
 *
 * The server does not have the player's methods (nothing prefetches them), so it draws the
 * loading state. The footer hydrates late, often after the cashbox fetched the same methods:
 * while hydrating the widget still draws the loading state, and the methods right after.
 */
export function PaymentLogosWidget({ params }: WidgetProps<ParamsOf<'PaymentLogos'>>) {
  const locale = useIntl().locale as Locale;
  const currency = useSession((s) => s.player?.currency ?? null);
  const methods = useQuery({ ...playerMethodsQuery(currency ?? ''), enabled: currency !== null });
  const hydrating = useHydrating();
  const fallback = params.brands ?? [];
  const own = currency !== null && methods.data && !hydrating ? brandsOf(methods.data) : null;
  const status = currency !== null && (methods.status === 'pending' || hydrating) ? 'pending' : 'success';
  return <PaymentLogos status={status} brands={own && own.length > 0 ? own : fallback} dashboardHref={localePath(locale, '/dashboard')} />;
}
