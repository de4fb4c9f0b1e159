import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { EmailVerifyView } from './EmailVerifyView';
import { authDecorators } from './story-frame';

const meta = {
  component: EmailVerifyView,
  title: 'Auth/EmailVerify',
  args: {
    titleId: 'story-title',
    state: 'check-inbox',
    email: 'ace@example.com',
    errors: { fields: {} },
    pending: false,
    loggedIn: true,
    onEmailChange: fn(),
    onResend: fn(),
    onContinue: fn(),
    onSignIn: fn(),
  },
  decorators: authDecorators,
} satisfies Meta<typeof EmailVerifyView>;
export default meta;

type Story = StoryObj<typeof meta>;
export const CheckInbox: Story = {};
export const Confirming: Story = { args: { state: 'confirming' } };
export const Confirmed: Story = { args: { state: 'confirmed' } };
export const ConfirmedGuest: Story = { args: { state: 'confirmed', loggedIn: false } };
export const Failed: Story = { args: { state: 'failed', failure: 'The confirmation link is invalid or has expired' } };
