/**
 * The player's A/B variant (spec C4, P4, P6 groups 543/544): A = 0, B = 1. Decided once, here, for
 * the platform (banners-config per audience), the site (slot targeting, the banner re-check in the
 * browser) and the back office. Pure and free of zod: the browser's first load imports it.
 */

/** Group of variant A (0). */
export const AB_GROUP_A = 543;
/** Group of variant B (1). */
export const AB_GROUP_B = 544;

export type AbVariant = 0 | 1;
export const AB_VARIANTS = [0, 1] as const satisfies readonly AbVariant[];

/** The variant by the id's parity: even -> A (0), odd -> B (1). */
export function abVariantOfId(playerId: number): AbVariant {
  return Math.abs(playerId) % 2 === 0 ? 0 : 1;
}

/**
 * A player's variant: the A/B group they are in (543 -> A, 544 -> B; the platform lets a player
 * into one of them only), and when they are in neither, the parity of their id.
 */
export function abVariantOf(groups: readonly number[], playerId: number): AbVariant {
  if (groups.includes(AB_GROUP_A)) return 0;
  if (groups.includes(AB_GROUP_B)) return 1;
  return abVariantOfId(playerId);
}

/** The group that fixes a variant (543 for A, 544 for B). */
export function abGroupOf(variant: AbVariant): number {
  return variant === 0 ? AB_GROUP_A : AB_GROUP_B;
}

/**
 * With the `registrationAbTest` flag on (/ffc), a new player is put into the A/B group of their
 * user id's parity right after registration, so their variant stays what it was even if the
 * parity rule changes later. The flag off: null, nothing to join (the variant follows the id).
 */
export function registrationAbGroup(flagOn: boolean, userId: number): number | null {
  return flagOn ? abGroupOf(abVariantOfId(userId)) : null;
}
