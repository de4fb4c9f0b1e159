import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { withShellTheme } from '../ui/story-theme';
import { fn } from 'storybook/test';
import { Modal } from './Modal';

const meta = {
  component: Modal,
  title: 'Shell/Modal',
  args: {
    titleId: 'story-title',
    closeLabel: 'Close',
    onClose: fn(),
    children: (
      <>
        <h2 id="story-title">Log in</h2>
        <p>The auth popups render their forms in this frame.</p>
        <button type="button">Continue</button>
      </>
    ),
  },
  decorators: [withShellTheme],
} satisfies Meta<typeof Modal>;
export default meta;

export const Card: StoryObj<typeof meta> = {};
export const FullScreen: StoryObj<typeof meta> = { args: { fullScreen: true } };
export const BlocksOverlayClose: StoryObj<typeof meta> = { args: { blockOverlayClose: true } };
