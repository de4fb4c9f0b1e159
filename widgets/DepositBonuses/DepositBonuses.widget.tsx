'use client';

import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import type { Locale } from '../../schemas/locales';
import { localePath } from '../../site/core/i18n/locale-path';
import { useAuthPopup } from '../../site/core/modals/useAuthPopup';
import { useSession } from '../../site/core/stores/StoreProvider';
import { useHydrating } from '../../site/core/ui/useHydrating';
import { depositOffersQuery } from '../common/gifts/queries';
import { DepositBonuses } from './DepositBonuses';

/** Guests' currency: the spec's fallback (C9 "Fallback currency EUR"). */
export const GUEST_CURRENCY = 'EUR';

/**
 * `#DepositBonuses[limit=4]#`: GET /api/bonuses/deposit?currency for the visitor's currency (the
 * player's, guests EUR); guests are offered sign-up, players the deposit page. The server
 * prefetches the guests' answer (the same key); a player's is asked in the browser.
 */
export function DepositBonusesWidget({ params, context }: WidgetProps<ParamsOf<'DepositBonuses'>>) {
  const locale = useIntl().locale as Locale;
  const player = useSession((s) => s.player);
  const currency = player?.currency ?? GUEST_CURRENCY;
  const openAuth = useAuthPopup();
  const hydrating = useHydrating();
  const { status, data, refetch } = useQuery(depositOffersQuery(currency));
  return (
    <DepositBonuses
      status={player && hydrating ? 'pending' : status}
      offers={(data ?? []).slice(0, params.limit)}
      currency={currency}
      guest={player === null}
      depositHref={localePath(locale, '/deposit')}
      onSignUp={() => void openAuth('sign-up')}
      onRetry={context.preview ? () => void refetch() : undefined}
    />
  );
}
