import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { withShellTheme } from '../core/ui/story-theme';
import { AuApprovalCard } from './AuApprovalCard';

const meta = {
  component: AuApprovalCard,
  title: 'Licence/AuApprovalCard',
  args: { titleId: 'au-title', onApprove: fn(), onDecline: fn() },
  decorators: [
    withShellTheme,
    (Story) => (
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="au-title"
        style={{ maxWidth: 480, margin: 40, padding: 28, borderRadius: 20, background: '#1b1434' }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AuApprovalCard>;
export default meta;

/** As an Australian visitor sees it inside the modal frame. */
export const Default: StoryObj<typeof meta> = {};
