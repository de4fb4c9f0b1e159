import type { Decorator } from '@storybook/nextjs-vite';
import { Modal } from '../core/modals/Modal';
import { withShellTheme } from '../core/ui/story-theme';

/** Auth views render in the full-screen modal frame they live in on the site. */
export const withPopupFrame: Decorator = (Story) => (
  <Modal titleId="story-title" closeLabel="Close" onClose={() => undefined} fullScreen>
    <Story />
  </Modal>
);

export const authDecorators = [withPopupFrame, withShellTheme];
