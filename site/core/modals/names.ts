import type { ModalName } from './types';

/**
 * Every registered modal's name, without the registry's loaders: `isModalName` runs on every page
 * (hash popups, popup routes), while the registry, its definitions and the loading code of each
 * popup load with the modal host when a tab opens its first popup (ModalLayer).
 */
export const MODAL_NAMES = [
  'sign-in',
  'sign-up',
  'remind',
  'new-password',
  'email-verify',
  'profile-edit',
  'game-search',
  'profile-data',
  'reality-check',
  'cashbox',
  'cashbox-personal-info',
  'insufficient-funds',
  'excluded-cashout',
  'au-approval',
  'banner-terms',
] as const satisfies readonly ModalName[];

/** A compile error when the registry gains a modal this list lacks. */
const everyName: Exclude<ModalName, (typeof MODAL_NAMES)[number]> extends never ? true : never = true;
void everyName;

/** Runtime check for names that come from URLs (hash popups, popup routes). */
export function isModalName(name: string): name is ModalName {
  return (MODAL_NAMES as readonly string[]).includes(name);
}
