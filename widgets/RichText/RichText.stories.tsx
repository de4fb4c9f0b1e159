import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { withShellTheme } from '../../site/core/ui/story-theme';
import { RichText } from './RichText';

/**
 * The RichText view. The widget itself is a server component (it reads the snippet on the
 * server and renders it through the registry), so its stories show the view's four states.
 */
const meta = {
  component: RichText,
  title: 'Widgets/RichText',
  args: {
    status: 'success',
    snippetKey: 'welcome-terms',
    preview: false,
    children: (
      <>
        <h2>Welcome pack terms</h2>
        <p>
          Deposit at least <strong>20 EUR</strong> to receive 100 free spins. Read the <a href="/terms-and-conditions">terms and conditions</a>.
        </p>
        <ul>
          <li>Wager 30x within 7 days</li>
          <li>Maximum win 100 EUR</li>
        </ul>
      </>
    ),
  },
  decorators: [
    withShellTheme,
    (Story) => (
      <div style={{ padding: 24, maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending' } };
/** A snippet missing in this language: nothing for visitors; the preview says so. */
export const Empty: Story = { args: { status: 'missing', preview: true } };
/** The snippets call failed: nothing for visitors; the preview says so. */
export const Error: Story = { args: { status: 'error', preview: true } };
export const Populated: Story = {};
