import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { NewPasswordView } from './NewPasswordView';
import { authDecorators } from './story-frame';

const meta = {
  component: NewPasswordView,
  title: 'Auth/NewPassword',
  args: {
    titleId: 'story-title',
    missingToken: false,
    password: '',
    confirmation: '',
    errors: { fields: {} },
    pending: false,
    done: false,
    onChange: fn(),
    onSubmit: fn(),
    onSignIn: fn(),
    onRemind: fn(),
  },
  decorators: authDecorators,
} satisfies Meta<typeof NewPasswordView>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Empty: Story = {};
export const Mismatch: Story = {
  args: { password: 'Str0ng-pass', confirmation: 'Str0ng-pas', errors: { fields: { password_confirmation: 'The passwords do not match' } } },
};
export const ExpiredLink: Story = { args: { errors: { fields: { reset_password_token: 'Is invalid or has expired' } } } };
export const MissingToken: Story = { args: { missingToken: true } };
export const Done: Story = { args: { done: true } };
