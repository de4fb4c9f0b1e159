import type { ReactNode } from 'react';
import type { AbVariant } from '../../schemas/ab-variant';
import type { SlotEntry } from '../../schemas/cms';
import type { Device } from '../../schemas/games';
import type { Locale } from '../../schemas/locales';
import { formatPlaceholder } from '../../schemas/placeholders';
import type { CatalogueKeys } from '../../schemas/widget-params';
import { renderWidget, resolveWidget, type RenderIssue, type WidgetInstance } from './content';
import { WidgetIssue } from './WidgetIssue.lazy';

/** Who is looking, for slot targeting (schemas/cms SlotEntry `logged`, `group_ids`, `ab_variant`). */
export interface SlotViewer {
  logged: boolean;
  groupIds: readonly number[];
  /** The player's A/B variant (schemas/ab-variant.ts); null (or absent) for a guest. */
  abVariant?: AbVariant | null;
}

/**
 * Whether a slot entry shows to this viewer: `logged: true` only to players, `false` only to
 * guests, absent or null to both; a non-empty `group_ids` only to logged-in players in one of
 * those groups (spec C6: groupIds only for logged-in players in those groups); an `ab_variant` of 0
 * or 1 only to logged-in players of that variant (spec C4).
 */
export function slotVisible(entry: Pick<SlotEntry, 'logged' | 'group_ids' | 'ab_variant'>, viewer: SlotViewer): boolean {
  if (entry.ab_variant != null && (!viewer.logged || viewer.abVariant !== entry.ab_variant)) return false;
  if (entry.logged === true && !viewer.logged) return false;
  if (entry.logged === false && viewer.logged) return false;
  if (entry.group_ids && entry.group_ids.length > 0) {
    if (!viewer.logged) return false;
    if (!entry.group_ids.some((g) => viewer.groupIds.includes(g))) return false;
  }
  return true;
}

export interface PreparedSlots {
  nodes: ReactNode[];
  widgets: WidgetInstance[];
  issues: RenderIssue[];
}

/**
 * Slot entries -> widgets through the same validation as placeholders (resolveWidget): targeting
 * first, then the params schema; an invalid entry renders nothing (an explanation in preview).
 * In preview every entry shows, whatever its targeting, so editors see the whole slot.
 */
export function prepareSlots(
  entries: readonly SlotEntry[],
  opts: { viewer: SlotViewer; preview: boolean; locale: Locale; device: Device; idPrefix?: string; welcomeStag?: boolean; catalogue?: CatalogueKeys },
): PreparedSlots {
  const nodes: ReactNode[] = [];
  const widgets: WidgetInstance[] = [];
  const issues: RenderIssue[] = [];
  for (const entry of entries) {
    if (!opts.preview && !slotVisible(entry, opts.viewer)) continue;
    const raw = formatPlaceholder(entry.widget, entry.params ?? {});
    const resolved = resolveWidget(entry.widget, entry.params ?? {}, `${opts.idPrefix ?? 'slot-'}${entry.id}`, raw, 0, opts.catalogue);
    if ('entry' in resolved) {
      widgets.push(resolved);
      nodes.push(
        renderWidget(resolved, {
          id: resolved.id,
          preview: opts.preview,
          device: opts.device,
          locale: opts.locale,
          depth: 0,
          ...(opts.welcomeStag ? { welcomeStag: true } : {}),
        }),
      );
    } else {
      issues.push(resolved);
      if (opts.preview) nodes.push(<WidgetIssue key={entry.id} issue={resolved} />);
    }
  }
  return { nodes, widgets, issues };
}
