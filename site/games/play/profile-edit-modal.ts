import { defineModal } from '../../core/modals/types';
import { FORM_NAMESPACES } from '../../core/i18n/namespaces';
import type { ProfileFieldsPopupProps } from './ProfileFieldsPopup';

/**
 * The game page's profile-edit popup, as site/modals/registry.ts lists it under 'profile-edit'.
 * Spec P5 says an outside click cannot close it; Escape and a close button would leave the game
 * unlaunchable too, so it has its own way out. Kept beside the game page so its test opens the
 * real entry without the table of every modal.
 */
export const profileEditModal = defineModal<ProfileFieldsPopupProps>({
  messages: ['play', ...FORM_NAMESPACES],
  load: () => import('./ProfileFieldsPopup'),
  blockOverlayClose: true,
  blockEscape: true,
  hideCloseButton: true,
});
