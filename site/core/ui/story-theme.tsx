import type { Decorator } from '@storybook/nextjs-vite';
import './theme.css';

/** Stories of shell pieces render on the site's dark theme (the layout imports the same theme.css). */
export const withShellTheme: Decorator = (Story) => (
  <div style={{ minHeight: '100vh', background: 'var(--rh-bg)', color: 'var(--rh-text)' }}>
    <Story />
  </div>
);

/** Stories of CMS widgets: the site's theme with the page's gutter around the widget. */
export const widgetStoryDecorators: Decorator[] = [
  withShellTheme,
  (Story) => (
    <div style={{ padding: 24 }}>
      <Story />
    </div>
  ),
];
