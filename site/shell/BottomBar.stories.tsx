import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { withShellTheme } from '../core/ui/story-theme';
import { fn } from 'storybook/test';
import { BottomBar } from './BottomBar';

const meta = {
  component: BottomBar,
  title: 'Shell/BottomBar',
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: {
    loggedIn: false,
    lobbyHref: '/en',
    pokiesHref: '/en/pokies/all',
    liveHref: '/en/live/all',
    depositHref: '/en/deposit',
    active: 'lobby',
    sidebarOpen: false,
    sidebarId: 'sidebar',
    onLogin: fn(),
    onRegister: fn(),
    onOpenMenu: fn(),
  },
  decorators: [
    withShellTheme,
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BottomBar>;
export default meta;

export const LoggedOut: StoryObj<typeof meta> = {};
export const LoggedIn: StoryObj<typeof meta> = { args: { loggedIn: true, active: 'pokies' } };
