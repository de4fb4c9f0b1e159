import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { SignInView } from './SignInView';
import { authDecorators } from './story-frame';

const meta = {
  component: SignInView,
  title: 'Auth/SignIn',
  args: {
    titleId: 'story-title',
    step: 'credentials',
    values: { email: '', password: '', otp: '' },
    errors: { fields: {} },
    pending: false,
    onChange: fn(),
    onSubmit: fn(),
    onBack: fn(),
    onForgotPassword: fn(),
    onRegister: fn(),
  },
  decorators: authDecorators,
} satisfies Meta<typeof SignInView>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Empty: Story = {};
export const WrongPassword: Story = {
  args: { values: { email: 'ace@example.com', password: 'secret-1', otp: '' }, errors: { fields: {}, form: 'Invalid e-mail or password' } },
};
export const Pending: Story = { args: { values: { email: 'ace@example.com', password: 'secret-1', otp: '' }, pending: true } };
export const TwoFactorStep: Story = { args: { step: 'otp', values: { email: 'ace@example.com', password: 'secret-1', otp: '' } } };
export const TwoFactorWrongCode: Story = {
  args: {
    step: 'otp',
    values: { email: 'ace@example.com', password: 'secret-1', otp: '123456' },
    errors: { fields: { otp_attempt: 'Is invalid or was already used' }, form: 'The code is not valid' },
  },
};
