'use client';

import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import type { Locale } from '../../schemas/locales';
import { localePath } from '../../site/core/i18n/locale-path';
import { useAuthPopup } from '../../site/core/modals/useAuthPopup';
import { useSession } from '../../site/core/stores/StoreProvider';
import { GIFTS_KEY, redeemCode } from '../common/gifts/queries';
import { CouponForm } from './CouponForm';

/** `#CouponForm[kind=coupon]#`: POST /api/bonuses/coupon (or /api/v2/bonuses/promo-code); the gifts' cache is refreshed after a redemption. */
export function CouponFormWidget({ params }: WidgetProps<ParamsOf<'CouponForm'>>) {
  const locale = useIntl().locale as Locale;
  const guest = useSession((s) => s.player === null);
  const openAuth = useAuthPopup();
  const queryClient = useQueryClient();
  return (
    <CouponForm
      kind={params.kind}
      guest={guest}
      giftsHref={localePath(locale, '/profile/gifts')}
      redeem={redeemCode}
      onLogin={() => void openAuth('sign-in')}
      onRedeemed={() => void queryClient.invalidateQueries({ queryKey: GIFTS_KEY })}
    />
  );
}
