import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { RemindView } from './RemindView';
import { authDecorators } from './story-frame';

const meta = {
  component: RemindView,
  title: 'Auth/Remind',
  args: { titleId: 'story-title', email: '', errors: { fields: {} }, pending: false, onChange: fn(), onSubmit: fn(), onSignIn: fn() },
  decorators: authDecorators,
} satisfies Meta<typeof RemindView>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Empty: Story = {};
export const InvalidEmail: Story = { args: { email: 'ace', errors: { fields: { email: 'Enter a valid e-mail address' } } } };
export const Sent: Story = { args: { email: 'ace@example.com', sentTo: 'ace@example.com' } };
