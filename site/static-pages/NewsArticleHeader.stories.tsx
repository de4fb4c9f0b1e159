import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { IntlProvider } from 'react-intl';
import de from '../../messages/de/shell.json';
import { widgetStoryDecorators } from '../core/ui/story-theme';
import { NewsArticleHeader } from './NewsArticleHeader';
import { StaticPageView } from './StaticPageView';

const meta = {
  component: NewsArticleHeader,
  title: 'Static pages/NewsArticleHeader',
  args: { date: '2026-03-14', listHref: '/en/news' },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof NewsArticleHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The way back to the news list and the article's date. */
export const Default: Story = {};

/** New Year's Day stays 1 January for every reader: the date is formatted in UTC. */
export const NewYear: Story = { args: { date: '2026-01-01' } };

/** A German page: its own catalogue and date format. */
export const German: Story = {
  args: { listHref: '/de/news' },
  decorators: [
    (Story) => (
      <IntlProvider locale="de" messages={de}>
        <Story />
      </IntlProvider>
    ),
  ],
};

/** Where the site puts it: above the article's title on a news page (app/[locale]/[...rest]). */
export const AboveArticle: Story = {
  render: (args) => (
    <StaticPageView title="Summer drops are back" header={<NewsArticleHeader {...args} />}>
      <p>Three weeks of daily prize drops across the pokies lobby, from the first of July.</p>
    </StaticPageView>
  ),
};
