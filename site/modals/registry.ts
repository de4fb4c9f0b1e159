import { defineModal, type AnyModalDefinition, type ModalDefinition } from '../core/modals/types';
import { FORM_NAMESPACES } from '../core/i18n/namespaces';
import type { SignInPopupProps } from '../auth/SignInPopup';
import type { SignUpPopupProps } from '../auth/SignUpPopup';
import type { RemindPopupProps } from '../auth/RemindPopup';
import type { NewPasswordPopupProps } from '../auth/NewPasswordPopup';
import type { EmailVerifyPopupProps } from '../auth/EmailVerifyPopup';
import type { SearchPopupProps } from '../games/SearchPopup';
import { profileEditModal } from '../games/play/profile-edit-modal';
import type { PlayerDataPopupProps } from '../profile/personal/PlayerDataPopup';
import type { RealityCheckPopupProps } from '../session/RealityCheckPopup';
import type { CashboxPopupProps } from '../cashbox/CashboxPopup';
import type { PersonalInfoPopupProps } from '../cashbox/PersonalInfoPopup';
import type { InsufficientFundsPopupProps } from '../cashbox/InsufficientFundsPopup';
import type { ExcludedCashoutPopupProps } from '../exclusion/ExcludedCashoutPopup';
import type { AuApprovalPopupProps } from '../au-approval/AuApprovalPopup';
import type { BannerTermsPopupProps } from '../../widgets/common/banner/BannerTermsPopup';

// Texts beyond the first-load namespaces, loaded with the popup (site/core/i18n/namespaces.ts).
const AUTH_MESSAGES = ['auth', ...FORM_NAMESPACES];
const CASHBOX_MESSAGES = ['cashbox', 'play', ...FORM_NAMESPACES];

/**
 * Every modal the site can open, by unique name (spec P2 "Modals": they stack by unique name).
 * Owners append one entry each; nothing registers itself by being imported.
 *
 * Names agreed for the auth popups (site/auth, opened by the hash and popup routes of spec P2):
 * `sign-in`, `sign-up`, `remind`, `new-password`, `email-verify`, `two-factor`. Their props should
 * extend `RoutePopupProps` from ./types (the URL query passed through). Example entry:
 *
 *   'sign-in': defineModal<SignInPopupProps>({ messages: AUTH_MESSAGES, load: () => import('../auth/SignInPopup'), fullScreen: true }),
 */
export const modals = {
  // Auth popups (site/auth): full screen, the URL query passed through. The two-factor step is a
  // step of 'sign-in' (it needs the password the player just typed), so it has no entry of its own.
  // 'exclusion': the refusal of an excluded player's login offers the excluded cashout (issue 5).
  'sign-in': defineModal<SignInPopupProps>({ messages: [...AUTH_MESSAGES, 'exclusion'], load: () => import('../auth/SignInPopup'), fullScreen: true }),
  'sign-up': defineModal<SignUpPopupProps>({ messages: AUTH_MESSAGES, load: () => import('../auth/SignUpPopup'), fullScreen: true }),
  remind: defineModal<RemindPopupProps>({ messages: AUTH_MESSAGES, load: () => import('../auth/RemindPopup'), fullScreen: true }),
  'new-password': defineModal<NewPasswordPopupProps>({ messages: AUTH_MESSAGES, load: () => import('../auth/NewPasswordPopup'), fullScreen: true }),
  'email-verify': defineModal<EmailVerifyPopupProps>({ messages: AUTH_MESSAGES, load: () => import('../auth/EmailVerifyPopup'), fullScreen: true }),
  // The game page's profile-edit popup (site/games/play/profile-edit-modal.ts: no outside click,
  // Escape or close button; the game page's test opens it with the same entry).
  'profile-edit': profileEditModal,
  // The game search overlay (site/games): full screen on a phone, a card above the page on desktop.
  'game-search': defineModal<SearchPopupProps>({ load: () => import('../games/SearchPopup'), fullScreen: true }),
  // The profile's personal-data editor (site/profile, context edition).
  'profile-data': defineModal<PlayerDataPopupProps>({ messages: ['profile', ...FORM_NAMESPACES], load: () => import('../profile/personal/PlayerDataPopup') }),
  // The reality check (site/session): the player answers it; an overlay click must not hide it.
  'reality-check': defineModal<RealityCheckPopupProps>({
    messages: ['profile', ...FORM_NAMESPACES],
    load: () => import('../session/RealityCheckPopup'),
    blockOverlayClose: true,
  }),
  // The cashbox (site/cashbox): deposit, withdraw and dashboard tabs, opened by the cashbox routes.
  // A click beside it must not throw away a half-typed card; Escape and the close button still close.
  cashbox: defineModal<CashboxPopupProps>({ messages: CASHBOX_MESSAGES, load: () => import('../cashbox/CashboxPopup'), blockOverlayClose: true }),
  // The personal-info step a fiat deposit or withdrawal needs first (spec P4 "Cashbox routes").
  'cashbox-personal-info': defineModal<PersonalInfoPopupProps>({
    messages: CASHBOX_MESSAGES,
    load: () => import('../cashbox/PersonalInfoPopup'),
    blockOverlayClose: true,
  }),
  // Spec P8: the missing amount, with a way to deposit it.
  'insufficient-funds': defineModal<InsufficientFundsPopupProps>({ messages: CASHBOX_MESSAGES, load: () => import('../cashbox/InsufficientFundsPopup') }),
  // Issue 5: the withdrawal an excluded player may still make, opened from the sign-in refusal.
  // The credentials live in its props (memory only); a click beside it must not lose the form.
  'excluded-cashout': defineModal<ExcludedCashoutPopupProps>({
    messages: ['exclusion', 'auth', ...CASHBOX_MESSAGES],
    load: () => import('../exclusion/ExcludedCashoutPopup'),
    blockOverlayClose: true,
  }),
  // Spec P1: the Australian approval card (site/au-approval). The visitor must answer it: no
  // overlay click, Escape or close button; its texts are first-load (licence namespace).
  'au-approval': defineModal<AuApprovalPopupProps>({
    load: () => import('../au-approval/AuApprovalPopup'),
    blockOverlayClose: true,
    blockEscape: true,
    hideCloseButton: true,
  }),
  // A banner's second button (widgets/Banner, spec C3): the offer's title, second title and terms.
  'banner-terms': defineModal<BannerTermsPopupProps>({ messages: ['widgets'], load: () => import('../../widgets/common/banner/BannerTermsPopup') }),
} satisfies Record<string, AnyModalDefinition>;

type PropsByName = { [N in keyof typeof modals]: (typeof modals)[N] extends ModalDefinition<infer P> ? P : never };

// The table's names and props become core's (site/core/modals/types.ts), for `useModals`.
declare module '../core/modals/types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModalPropsByName extends PropsByName {}
}

export type { ModalName, ModalPropsOf } from '../core/modals/types';

/** Runtime check for names that come from URLs (names.ts: the list without the loaders). */
export { isModalName } from '../core/modals/names';
