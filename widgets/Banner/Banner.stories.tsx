import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { withShellTheme } from '../../site/core/ui/story-theme';
import { BannerBlock } from '../common/banner/Banner';
import { makeBannerViews } from '../common/banner/fixtures';

const [welcome, timed] = makeBannerViews(2);

const meta = {
  component: BannerBlock,
  title: 'Widgets/Banner',
  args: { status: 'success', banner: welcome!, onClick: fn(), onSecondButton: fn() },
  decorators: [
    withShellTheme,
    (Story) => (
      <div style={{ padding: 24, maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', banner: null } };
/** Not shown to this visitor now: nothing on the site, a note in the editors' preview. */
export const Empty: Story = {
  args: { banner: null, note: 'No banner “summer-cup” is shown to this visitor right now (check its window, targeting and locale).' },
};
export const Error: Story = { args: { status: 'error', banner: null, note: 'The banners could not be loaded.' } };
/** Label, second button with the terms popup. */
export const Populated: Story = {};
/** Counting down to its end (C4). */
export const WithTimer: Story = { args: { banner: timed! } };
