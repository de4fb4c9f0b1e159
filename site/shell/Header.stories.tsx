import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { withShellTheme } from '../core/ui/story-theme';
import { fn } from 'storybook/test';
import { Header } from './Header';

const nav = [
  { id: 'lobby', label: 'Lobby', href: '/en', active: true },
  { id: 'pokies', label: 'Pokies', href: '/en/pokies/all', active: false },
  { id: 'live', label: 'Live casino', href: '/en/live/all', active: false },
  { id: 'tournaments', label: 'Tournaments', href: '/en/tournaments', active: false },
  { id: 'achievements', label: 'Achievements', href: '/en/achievements', active: false },
  { id: 'vipClub', label: 'VIP club', href: '/en/vip-club', active: false },
];

const meta = {
  component: Header,
  title: 'Shell/Header',
  args: {
    locale: 'en',
    nav,
    player: null,
    homeHref: '/en',
    depositHref: '/en/deposit',
    profileHref: '/en/profile',
    languageHref: (l) => `/${l}`,
    onLogin: fn(),
    onRegister: fn(),
  },
  decorators: [withShellTheme],
} satisfies Meta<typeof Header>;
export default meta;

export const LoggedOut: StoryObj<typeof meta> = {};
export const LoggedIn: StoryObj<typeof meta> = { args: { player: { nickname: 'LuckyAce' } } };
/** A narrow window: the items that do not fit move into "More". */
export const Overflowing: StoryObj<typeof meta> = {
  args: { nav: nav.map((n) => ({ ...n, active: n.id === 'vipClub' })) },
  decorators: [
    (Story) => (
      <div style={{ width: 1024 }}>
        <Story />
      </div>
    ),
  ],
};
