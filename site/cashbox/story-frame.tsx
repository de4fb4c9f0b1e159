import type { Decorator } from '@storybook/nextjs-vite';
import { Modal } from '../core/modals/Modal';
import { withShellTheme } from '../core/ui/story-theme';

/** Cashbox views render in the modal card they live in on the site. */
const withCashboxFrame: Decorator = (Story) => (
  <Modal titleId="story-title" closeLabel="Close" onClose={() => undefined}>
    <h2 id="story-title" style={{ margin: '0 0 16px' }}>
      Cashbox
    </h2>
    <Story />
  </Modal>
);

export const cashboxDecorators = [withCashboxFrame, withShellTheme];
