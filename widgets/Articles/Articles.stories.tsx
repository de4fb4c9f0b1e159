import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { makeNewsItems } from '../common/news/fixtures';
import { Articles } from './Articles';

const meta = {
  component: Articles,
  title: 'Widgets/Articles',
  args: { status: 'success', items: makeNewsItems(8, true), limit: 6, hrefOf: (item) => `/en${item.path}`, allHref: '/en/news' },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof Articles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', items: [] } };
/** No news: left out. */
export const Empty: Story = { args: { items: [] } };
/** CMS page calls swallow errors (C8): left out. */
export const Error: Story = { args: { status: 'error', items: [] } };
/** Eight articles, at most six shown. */
export const Populated: Story = {};
