import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { withShellTheme } from '../../site/core/ui/story-theme';
import { makeBannerViews } from '../common/banner/fixtures';
import { PromoBanner } from './PromoBanner';

const meta = {
  component: PromoBanner,
  title: 'Widgets/PromoBanner',
  args: { status: 'success', banner: makeBannerViews(3)[2]!, hidden: false, onHide: fn(), onClick: fn(), onSecondButton: fn() },
  decorators: [
    withShellTheme,
    (Story) => (
      <div style={{ padding: 24, maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromoBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', banner: null } };
export const Empty: Story = { args: { banner: null, note: 'No banners in “promotions” for this visitor right now.' } };
export const Error: Story = { args: { status: 'error', banner: null, note: 'The banners could not be loaded.' } };
export const Populated: Story = {};
/** Hidden by the visitor: nothing for 2 minutes (the preview says so). */
export const Hidden: Story = { args: { hidden: true, note: 'Hidden by the visitor; it comes back 2 minutes after hiding.' } };
