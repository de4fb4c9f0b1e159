import type { Preview } from '@storybook/nextjs-vite';
import { IntlProvider } from 'react-intl';

// The English catalog, merged from its area files as the site's loader does on the server.
const areas = import.meta.glob<Record<string, string>>('../messages/en/*.json', { eager: true, import: 'default' });
const messages: Record<string, string> = Object.assign({}, ...Object.values(areas));

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    nextjs: { appDirectory: true },
    a11y: { test: 'error' },
  },
  decorators: [
    (Story) => (
      <IntlProvider locale="en" messages={messages} onError={() => undefined}>
        <Story />
      </IntlProvider>
    ),
  ],
};

export default preview;
