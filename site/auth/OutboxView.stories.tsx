import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { withShellTheme } from '../core/ui/story-theme';
import { OutboxView } from './OutboxView';

const meta = {
  component: OutboxView,
  title: 'Auth/Outbox',
  args: {
    to: '',
    mails: [
      {
        id: 2,
        to: 'ace@example.com',
        subject: 'Confirm your e-mail address',
        kind: 'confirmation',
        text: 'Welcome to Reelhouse! Confirm your address: http://localhost:3000/en/confirmation?confirmation_token=abc',
        html: null,
        links: ['http://localhost:3000/en/confirmation?confirmation_token=abc'],
        created_at: '2026-11-22T12:00:00.000Z',
        sent_at: null,
        error: null,
      },
    ],
  },
  decorators: [withShellTheme],
} satisfies Meta<typeof OutboxView>;
export default meta;

type Story = StoryObj<typeof meta>;
export const WithMails: Story = {};
export const Empty: Story = { args: { mails: [] } };
