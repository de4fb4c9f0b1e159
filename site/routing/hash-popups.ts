import type { AuthPopupName } from '../core/modals/useAuthPopup';

/** Popups a URL hash opens (spec P2 "Router behaviour"), by the modal name they open. */
export const HASH_POPUPS: Readonly<Record<string, AuthPopupName>> = {
  'sign-in': 'sign-in',
  'sign-up': 'sign-up',
  remind: 'remind',
  'new-password': 'new-password',
  'users/password/edit': 'new-password',
  'profile/password/edit': 'new-password',
};

// The auth popups the shell opens by name (registered by site/auth in site/modals/registry.ts);
// defined beside the hook that opens them (site/core/modals/useAuthPopup.ts).
export type { AuthPopupName };

/** Popups only a guest may open (spec P2: sign-in, sign-up and remind are guest-only). */
export const GUEST_ONLY_POPUPS: ReadonlySet<AuthPopupName> = new Set(['sign-in', 'sign-up', 'remind']);

/** #chat opens the support chat after this delay (spec P2). */
export const CHAT_HASH_DELAY_MS = 1000;

/** What a hash asks for: a popup, the support chat, or nothing the shell handles. */
export type HashAction = { kind: 'popup'; name: AuthPopupName } | { kind: 'chat' } | { kind: 'none' };

export function hashAction(hash: string): HashAction {
  const key = decodeURIComponent(hash.replace(/^#/, '')).replace(/^\/+/, '');
  if (key === 'chat') return { kind: 'chat' };
  const name = HASH_POPUPS[key];
  return name ? { kind: 'popup', name } : { kind: 'none' };
}
