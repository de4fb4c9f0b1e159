import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { withShellTheme } from '../core/ui/story-theme';
import { VALIDATION_MESSAGES } from '../../schemas/validation';
import { TextField } from './TextField';

const meta = {
  component: TextField,
  title: 'Forms/TextField',
  args: { label: 'E-mail', name: 'email', type: 'email', autoComplete: 'email' },
  decorators: [
    withShellTheme,
    (Story) => (
      <div style={{ maxWidth: 420, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
export const WithHint: StoryObj<typeof meta> = { args: { label: 'Nickname', name: 'nickname', type: 'text', hint: '3 to 15 characters' } };
export const WithError: StoryObj<typeof meta> = { args: { defaultValue: 'not-an-email', error: VALIDATION_MESSAGES.email } };
