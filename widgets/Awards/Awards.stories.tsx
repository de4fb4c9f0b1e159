import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { Awards, AwardsGrid } from './Awards';
import { makeAwards } from './fixtures';

const meta = {
  component: Awards,
  title: 'Widgets/Awards',
  args: { status: 'success', awards: makeAwards(8, true), limit: 20, allHref: '/en/awards', onRetry: fn() },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof Awards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', awards: [] } };
/** No awards: the carousel is left out. */
export const Empty: Story = { args: { awards: [] } };
export const Error: Story = { args: { status: 'error', awards: [] } };
export const Populated: Story = {};
/** The /awards page body. */
export const Page: Story = { render: (args) => <AwardsGrid awards={args.awards} /> };
