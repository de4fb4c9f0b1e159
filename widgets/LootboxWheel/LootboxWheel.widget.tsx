'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import type { Locale } from '../../schemas/locales';
import { LOOTBOX_GROUP_IDS, wheelDestination } from '../../schemas/lootboxes';
import { localePath } from '../../site/core/i18n/locale-path';
import { useSession } from '../../site/core/stores/StoreProvider';
import { LootboxWheel } from './LootboxWheel';
import { widgetLootboxesQuery, widgetWheelQuery } from './queries';

/** `#LootboxWheel[focus=boxes]#`: the player's boxes and spins (nothing prefetched: one player's data never enters a shared page's HTML). */
export function LootboxWheelWidget({ params, context }: WidgetProps<ParamsOf<'LootboxWheel'>>) {
  const locale = useIntl().locale as Locale;
  const player = useSession((s) => s.player);
  const boxes = useQuery({ ...widgetLootboxesQuery, enabled: player !== null });
  const wheel = useQuery({ ...widgetWheelQuery, enabled: player !== null });
  const groups = player?.statuses.map((s) => s.id) ?? [];
  const status = boxes.isError || wheel.isError ? 'error' : boxes.data && wheel.data ? 'success' : 'pending';
  const issued = (boxes.data ?? []).filter((b) => b.stage === 'issued').length;
  // C4: login, and a wheel group or loot boxes (spins count as the wheel's).
  const available = player !== null && (issued > 0 || (wheel.data?.spins ?? 0) > 0 || groups.some((g) => (LOOTBOX_GROUP_IDS as readonly number[]).includes(g)));
  if (player === null)
    return context.preview ? (
      <LootboxWheel status="success" counts={null} available={false} focus={params.focus} boxesHref="" wheelHref="" onRetry={() => undefined} />
    ) : null;
  return (
    <LootboxWheel
      status={status}
      counts={boxes.data && wheel.data ? { boxes: issued, spins: wheel.data.spins } : null}
      available={available}
      focus={params.focus}
      boxesHref={localePath(locale, '/lootboxes')}
      wheelHref={localePath(locale, wheelDestination(boxes.data ?? [], groups) === 'segments' ? '/wheel/segments' : '/wheel')}
      onRetry={context.preview ? () => void Promise.all([boxes.refetch(), wheel.refetch()]) : undefined}
    />
  );
}
