import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { withShellTheme } from './story-theme';
import { Footer } from './Footer';

const meta = {
  component: Footer,
  title: 'Shell/Footer',
  args: { locale: 'en', licence: 'curacao', year: 2026, supportHref: '/en/support', homeHref: '/en', languageHref: (l) => `/${l}` },
  decorators: [withShellTheme],
} satisfies Meta<typeof Footer>;
export default meta;

export const Curacao: StoryObj<typeof meta> = {};
export const Estonia: StoryObj<typeof meta> = { args: { licence: 'estonia', locale: 'en-AU' } };
