import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fn } from 'storybook/test';
import { withShellTheme } from '../../core/ui/story-theme';
import ProfileFieldsPopup from './ProfileFieldsPopup';

const meta = {
  component: ProfileFieldsPopup,
  title: 'Games/ProfileFieldsPopup',
  args: {
    fields: ['first_name', 'last_name', 'date_of_birth', 'gender', 'city'],
    onSaved: fn(),
    lobbyHref: '/en',
    close: fn(),
    titleId: 'profile-fields-title',
  },
  decorators: [
    withShellTheme,
    (Story) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })}>
        <div
          role="dialog"
          aria-labelledby="profile-fields-title"
          style={{ maxWidth: 480, margin: '24px auto', padding: 24, borderRadius: 16, background: 'var(--rh-surface)' }}
        >
          <Story />
        </div>
      </QueryClientProvider>
    ),
  ],
} satisfies Meta<typeof ProfileFieldsPopup>;
export default meta;

/** The fields a provider asked for: exactly those, and no close button. */
export const Populated: StoryObj<typeof meta> = {};
/** A single missing field. */
export const OneField: StoryObj<typeof meta> = { args: { fields: ['mobile_phone'] } };
