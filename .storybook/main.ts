import type { StorybookConfig } from '@storybook/nextjs-vite';

/** Stories sit beside their components in site/, widgets/ and registry/. */
const config: StorybookConfig = {
  stories: ['../site/**/*.stories.@(ts|tsx)', '../widgets/**/*.stories.@(ts|tsx)', '../registry/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/nextjs-vite', options: {} },
  core: { disableTelemetry: true },
  staticDirs: ['../public'],
};

export default config;
