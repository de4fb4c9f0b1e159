import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { NewsList } from './NewsList';
import { makeNewsItems } from '../common/news/fixtures';

const meta = {
  component: NewsList,
  title: 'Widgets/NewsList',
  args: { status: 'success', items: makeNewsItems(7, true), pageSize: 6, hrefOf: (item) => `/en${item.path}`, onRetry: fn() },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof NewsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', items: [] } };
export const Empty: Story = { args: { items: [] } };
export const Error: Story = { args: { status: 'error', items: [] } };
/** Seven articles, six at a time: "show more" reveals the seventh. */
export const Populated: Story = {};
