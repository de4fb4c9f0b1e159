import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { withShellTheme } from '../core/ui/story-theme';
import { NotFoundView } from './NotFoundView';

const meta = {
  component: NotFoundView,
  title: 'Routing/NotFoundView',
  args: { homeHref: '/en' },
  decorators: [withShellTheme],
} satisfies Meta<typeof NotFoundView>;
export default meta;

/** The locale's 404 page: also what a disabled promotion page or /ffc shows a visitor who may not see it. */
export const Default: StoryObj<typeof meta> = {};
