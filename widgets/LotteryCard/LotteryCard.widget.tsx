'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import type { Locale } from '../../schemas/locales';
import { localePath } from '../../site/core/i18n/locale-path';
import { LotteryCard } from './LotteryCard';
import { lotteriesQuery, pickLottery } from './queries';

/** `#LotteryCard[id=winter-lottery]#` / `#LotteryCard[]#`: one lottery's card from GET /api/lotteries. */
export function LotteryCardWidget({ params, context }: WidgetProps<ParamsOf<'LotteryCard'>>) {
  const locale = useIntl().locale as Locale;
  const { status, data, refetch } = useQuery(lotteriesQuery(locale));
  const lottery = data ? pickLottery(data, params.id) : null;
  return (
    <LotteryCard
      status={status}
      lottery={lottery}
      href={lottery ? localePath(locale, `/lottery/${lottery.frontend_identifier}`) : null}
      onRetry={context.preview ? () => void refetch() : undefined}
    />
  );
}
