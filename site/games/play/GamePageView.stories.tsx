import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { withShellTheme } from '../../core/ui/story-theme';
import { GamePageView } from './GamePageView';

/** A stand-in for the studio page, so the story needs no server. */
const STUDIO = `data:text/html,${encodeURIComponent(
  '<!doctype html><html lang="en"><title>Gold Rush</title><body style="margin:0;display:grid;place-items:center;height:100vh;background:#1b1036;color:#ffd166;font:700 32px sans-serif"><main>Gold Rush</main></body></html>',
)}`;

const meta = {
  component: GamePageView,
  title: 'Games/GamePage',
  args: {
    game: { title: 'Gold Rush', provider_title: 'Reelhouse Studio', has_demo_mode: true },
    mode: 'real',
    state: { kind: 'launching' },
    switchHref: '/en/play/reelhouse/gold-rush?mode=demo',
    lobbyHref: '/en',
    registrationHref: '/en/sign-up?redirect=%2Fen%2Fplay%2Freelhouse%2Fgold-rush%3Fmode%3Dreal',
    limitsHref: '/en/profile/limits',
    onBack: fn(),
    onRetry: fn(),
    onCompleteProfile: fn(),
  },
  decorators: [withShellTheme],
} satisfies Meta<typeof GamePageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Error: Story = { args: { state: { kind: 'error', code: 'internal' } } };
export const Populated: Story = {
  args: { state: { kind: 'playing', launch: { url: STUDIO, mode: 'real', currency: 'EUR', expires_at: '2026-11-23T03:00:00Z' } } },
};
export const Demo: Story = {
  args: {
    mode: 'demo',
    switchHref: '/en/play/reelhouse/gold-rush?mode=real',
    state: { kind: 'playing', launch: { url: STUDIO, mode: 'demo', currency: 'FUN', expires_at: '2026-11-23T03:00:00Z' } },
  },
};
export const RestrictedRegion: Story = { args: { state: { kind: 'blocked' } } };
export const CurrencyUnsupported: Story = { args: { state: { kind: 'currency-unsupported' } } };
export const ProfileRequired: Story = { args: { state: { kind: 'profile-required', fields: ['first_name', 'date_of_birth'] } } };
export const NoDemo: Story = {
  args: {
    mode: 'demo',
    game: { title: 'Gold Rush', provider_title: 'Reelhouse Studio', has_demo_mode: false },
    switchHref: '/en/play/reelhouse/gold-rush?mode=real',
    state: { kind: 'demo-unavailable' },
  },
};
export const LimitReached: Story = { args: { state: { kind: 'limit-reached' } } };
