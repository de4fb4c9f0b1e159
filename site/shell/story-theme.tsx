import type { Decorator } from '@storybook/nextjs-vite';
import './theme.css';

/** Stories of shell pieces render on the site's dark theme (the layout imports the same theme.css). */
export const withShellTheme: Decorator = (Story) => (
  <div style={{ minHeight: '100vh', background: 'var(--rh-bg)', color: 'var(--rh-text)' }}>
    <Story />
  </div>
);
