import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { withShellTheme } from '../core/ui/story-theme';
import { VALIDATION_MESSAGES, validationMessage } from '../../schemas/validation';
import { PasswordField } from './PasswordField';

const meta = {
  component: PasswordField,
  title: 'Forms/PasswordField',
  args: { label: 'Password', name: 'password', autoComplete: 'new-password' },
  decorators: [
    withShellTheme,
    (Story) => (
      <div style={{ maxWidth: 420, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
export const WithError: StoryObj<typeof meta> = { args: { defaultValue: 'short', error: validationMessage(VALIDATION_MESSAGES.minLength, { min: 8 }) } };
