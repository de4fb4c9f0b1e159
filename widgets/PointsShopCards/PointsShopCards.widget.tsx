'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import type { CompCard } from '../../schemas/loyalty';
import { localePath } from '../../site/core/i18n/locale-path';
import { ExchangeDialog } from '../common/loyalty/PointsShopCard';
import { usePlayerCompPoints } from '../common/loyalty/usePlayerCompPoints';
import { PointsShopCards } from './PointsShopCards';
import { pickShopCards, shopCardsQuery, shopPath } from './queries';

/**
 * `#PointsShopCards[type=freespins;limit=3]#`: cards of GET /api/comp_points/rates (prefetched by
 * the server: the shop's cards are the same for everyone), exchanged through the shop's own popup
 * (C4 steps 1–5), so a card exchanged here is exchanged exactly as on /rocket-mart.
 */
export function PointsShopCardsWidget({ params, context }: WidgetProps<ParamsOf<'PointsShopCards'>>) {
  const { status, data } = useQuery(shopCardsQuery());
  const balance = usePlayerCompPoints();
  const [open, setOpen] = useState<CompCard | null>(null);
  return (
    <>
      <PointsShopCards
        status={status}
        cards={data ? pickShopCards(data, params, new Date()) : []}
        balance={balance?.chargeable.points ?? null}
        shopHref={localePath(context.locale, shopPath(params))}
        preview={context.preview}
        onExchange={setOpen}
      />
      {open ? <ExchangeDialog card={open} locale={context.locale} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
