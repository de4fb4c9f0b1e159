import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { withShellTheme } from '../core/ui/story-theme';
import { VALIDATION_MESSAGES } from '../../schemas/validation';
import { Checkbox } from './Checkbox';

const meta = {
  component: Checkbox,
  title: 'Forms/Checkbox',
  args: { label: 'I am over 18 and accept the terms and conditions', name: 'terms_acceptance' },
  decorators: [
    withShellTheme,
    (Story) => (
      <div style={{ maxWidth: 420, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
export const WithError: StoryObj<typeof meta> = { args: { error: VALIDATION_MESSAGES.mustBeChecked } };
