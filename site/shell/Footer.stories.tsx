import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { withShellTheme } from '../core/ui/story-theme';
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
/** With the CMS's static pages and terms files (site/static-pages/shell-links.ts). */
export const WithCmsLinks: StoryObj<typeof meta> = {
  args: {
    infoLinks: [
      { href: '/en/about', label: 'About Reelhouse' },
      { href: '/en/terms-and-conditions', label: 'Terms and conditions' },
      { href: '/en/privacy-policy', label: 'Privacy policy' },
    ],
    helpLinks: [{ href: '/en/faq', label: 'FAQ' }],
    termsFiles: [{ href: '/api/cms/files/1/bonus-terms.pdf', label: 'Bonus terms', fileType: 'PDF' }],
  },
};
