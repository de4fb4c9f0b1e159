import type { GiftView } from './gifts';

/**
 * What the gifts views show, after the C7 configs marketing edits without a deploy (spec C4
 * "Gift stages", C7 `GET /api/fe/config/...`): pure, so the profile's gifts tab, the header's
 * counter and the registry widgets apply the same rules.
 *
 * - `disabled-bonuses`: a gift whose `group_key` is listed is hidden while in one of the listed stages.
 * - `modify-gifts-config`: a gift's title and image by `group_key`, shown instead of the platform's.
 * - `additional-gifts`: offers the platform does not issue, shown after the gifts to players in
 *   their `group_ids` (none: everyone).
 * - `excluded-promo-stags`: a visitor with one of these stags sees no promotional offers (the
 *   additional gifts, the deposit-offer widget); the gifts they hold still show.
 * - Wheel spins: issued gifts whose `group_key` starts with `manual_wheel` or `wheel` (or the
 *   wheel config's prefixes) are spins of the wheel, counted, not drawn as cards.
 */

/** The config documents this reads (shapes of schemas/cms/configs.ts; any may be missing). */
export interface GiftsDisplayConfig {
  disabled?: { stages: readonly string[]; group_keys: readonly string[] } | null;
  modify?: { gifts: readonly { group_key: string; title?: string; image?: string }[] } | null;
  additional?: { gifts: readonly AdditionalGift[] } | null;
  excludedStags?: { stags: readonly string[] } | null;
  /** The wheel's spin prefixes (wheel-config `spin_group_key_prefixes`); the spec's two by default. */
  wheelPrefixes?: readonly string[];
}

export interface AdditionalGift {
  group_key: string;
  title: string;
  description?: string;
  image?: string;
  group_ids?: readonly number[];
}

/** Who looks: their group ids and stag id (null for none). */
export interface GiftsViewer {
  groups: readonly number[];
  stag: string | null;
}

/** A gift as drawn: the gift and the title and image to show. */
export interface DisplayedGift {
  gift: GiftView;
  title: string;
  image?: string;
}

export interface GiftsDisplay {
  gifts: DisplayedGift[];
  /** Issued wheel gifts: spins of the wheel. */
  wheelSpins: number;
  /** Offers to show after the gifts (none for an excluded stag). */
  additional: AdditionalGift[];
  /** The visitor's stag is excluded from promotions. */
  promoExcluded: boolean;
}

export const DEFAULT_WHEEL_PREFIXES = ['manual_wheel', 'wheel'] as const;

export function isWheelGift(gift: Pick<GiftView, 'stage' | 'group_key'>, prefixes: readonly string[] = DEFAULT_WHEEL_PREFIXES): boolean {
  return gift.stage === 'issued' && gift.group_key !== null && prefixes.some((p) => p !== '' && gift.group_key!.startsWith(p));
}

export function isPromoExcluded(stag: string | null, excluded: GiftsDisplayConfig['excludedStags']): boolean {
  return stag !== null && (excluded?.stags ?? []).includes(stag);
}

export function giftsDisplay(gifts: readonly GiftView[], config: GiftsDisplayConfig, viewer: GiftsViewer): GiftsDisplay {
  const prefixes = config.wheelPrefixes && config.wheelPrefixes.length > 0 ? config.wheelPrefixes : DEFAULT_WHEEL_PREFIXES;
  const disabledKeys = new Set(config.disabled?.group_keys ?? []);
  const disabledStages = new Set(config.disabled?.stages ?? []);
  const overrides = new Map((config.modify?.gifts ?? []).map((m) => [m.group_key, m]));
  let wheelSpins = 0;
  const shown: DisplayedGift[] = [];
  for (const gift of gifts) {
    if (gift.group_key !== null && disabledKeys.has(gift.group_key) && disabledStages.has(gift.stage)) continue;
    if (isWheelGift(gift, prefixes)) {
      wheelSpins += 1;
      continue;
    }
    const o = gift.group_key !== null ? overrides.get(gift.group_key) : undefined;
    shown.push({ gift, title: o?.title || gift.title, ...(o?.image ? { image: o.image } : {}) });
  }
  const promoExcluded = isPromoExcluded(viewer.stag, config.excludedStags);
  const held = new Set(gifts.map((g) => g.group_key).filter((k): k is string => k !== null));
  const additional = promoExcluded
    ? []
    : (config.additional?.gifts ?? []).filter((a) => !held.has(a.group_key) && (!a.group_ids?.length || a.group_ids.some((g) => viewer.groups.includes(g))));
  return { gifts: shown, wheelSpins, additional, promoExcluded };
}

/** The header counter: gifts ready to activate (issued and activatable), wheel spins left out. */
export function activatableCount(display: Pick<GiftsDisplay, 'gifts'>): number {
  return display.gifts.filter((d) => d.gift.stage === 'issued' && d.gift.activatable).length;
}

/**
 * The gift types the header counter pulses for (spec C9: "pulses for two provider feature
 * types"): gifts played inside a provider's game rather than paid as money, i.e. free spins
 * waiting to be activated (`issued`) and free spins activated but not all played (`activated`,
 * `handle_bets`).
 */
export function counterPulses(display: Pick<GiftsDisplay, 'gifts'>): boolean {
  return display.gifts.some(
    (d) => d.gift.kind === 'freespins' && (d.gift.stage === 'issued' || d.gift.stage === 'activated' || d.gift.stage === 'handle_bets'),
  );
}
