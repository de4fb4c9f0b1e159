import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { withShellTheme } from '../core/ui/story-theme';
import { VALIDATION_MESSAGES, validationMessage } from '../../schemas/validation';
import { BirthdayFields } from './BirthdayFields';

const meta = {
  component: BirthdayFields,
  title: 'Forms/BirthdayFields',
  args: { legend: 'Date of birth', day: { name: 'birth_day' }, month: { name: 'birth_month' }, year: { name: 'birth_year' } },
  decorators: [
    withShellTheme,
    (Story) => (
      <div style={{ maxWidth: 420, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BirthdayFields>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
export const WithError: StoryObj<typeof meta> = {
  args: {
    day: { name: 'birth_day', defaultValue: '32' },
    month: { name: 'birth_month', defaultValue: '01' },
    year: { name: 'birth_year', defaultValue: '2010' },
    errors: { day: VALIDATION_MESSAGES.dayInvalid, date: validationMessage(VALIDATION_MESSAGES.birthdayTooYoung, { age: 18 }) },
  },
};
