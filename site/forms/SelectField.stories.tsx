import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { withShellTheme } from '../core/ui/story-theme';
import { VALIDATION_MESSAGES } from '../../schemas/validation';
import { SelectField } from './SelectField';

const meta = {
  component: SelectField,
  title: 'Forms/SelectField',
  args: {
    label: 'Currency',
    name: 'currency',
    placeholder: 'Choose a currency',
    options: [
      { value: 'EUR', label: 'Euro (EUR)' },
      { value: 'USD', label: 'US dollar (USD)' },
      { value: 'BTC', label: 'Bitcoin (BTC)' },
    ],
  },
  decorators: [
    withShellTheme,
    (Story) => (
      <div style={{ maxWidth: 420, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
export const WithError: StoryObj<typeof meta> = { args: { error: VALIDATION_MESSAGES.required } };
