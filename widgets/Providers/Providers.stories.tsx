import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { Providers } from './Providers';
import { makeProviders } from './fixtures';

const meta = {
  component: Providers,
  title: 'Widgets/Providers',
  args: { status: 'success', providers: makeProviders(8), limit: 30, hrefOf: (slug: string) => `/en/producers/${slug}`, onRetry: fn() },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof Providers>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', providers: [] } };
/** No provider with games: the carousel is left out. */
export const Empty: Story = { args: { providers: [] } };
export const Error: Story = { args: { status: 'error', providers: [] } };
export const Populated: Story = {};
