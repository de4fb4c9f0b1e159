import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { withShellTheme } from '../core/ui/story-theme';
import { fn } from 'storybook/test';
import { ToastList } from './ToastList';

const meta = {
  component: ToastList,
  title: 'Shell/Toast',
  args: {
    toasts: [
      { id: 1, kind: 'success', message: 'We sent a confirmation e-mail to ace@example.com.' },
      { id: 2, kind: 'warning', message: 'Registration restricted in your country' },
      { id: 3, kind: 'error', message: 'This e-mail address is not valid.' },
    ],
    onDismiss: fn(),
    dismissLabel: 'Dismiss',
    regionLabel: 'Notifications',
  },
  decorators: [withShellTheme],
} satisfies Meta<typeof ToastList>;
export default meta;

export const Several: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { toasts: [] } };
