import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { withShellTheme } from '../core/ui/story-theme';
import { fn } from 'storybook/test';
import { Sidebar } from './Sidebar';

const meta = {
  component: Sidebar,
  title: 'Shell/Sidebar',
  args: {
    id: 'sidebar',
    open: true,
    locale: 'en',
    nav: [
      { id: 'lobby', label: 'Lobby', href: '/en', active: true },
      { id: 'pokies', label: 'Pokies', href: '/en/pokies/all', active: false },
      { id: 'live', label: 'Live casino', href: '/en/live/all', active: false },
      { id: 'tournaments', label: 'Tournaments', href: '/en/tournaments', active: false },
    ],
    player: null,
    profileHref: '/en/profile',
    supportHref: '/en/support',
    languageHref: (l) => `/${l}`,
    onClose: fn(),
    onLogin: fn(),
    onRegister: fn(),
    onLogout: fn(),
    now: new Date('2026-11-22T18:30:00Z'),
  },
  decorators: [withShellTheme],
} satisfies Meta<typeof Sidebar>;
export default meta;

export const LoggedOut: StoryObj<typeof meta> = {};
export const LoggedIn: StoryObj<typeof meta> = { args: { player: { nickname: 'LuckyAce' } } };
