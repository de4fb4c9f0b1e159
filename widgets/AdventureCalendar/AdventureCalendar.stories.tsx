import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { AdventureCalendar } from './AdventureCalendar';
import { makeAdventure } from './fixtures';

const meta = {
  component: AdventureCalendar,
  title: 'Widgets/AdventureCalendar',
  args: { status: 'success', adventure: makeAdventure(), now: Date.parse('2026-11-23T10:00:00Z'), onLogin: fn(), onRetry: fn() },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof AdventureCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', adventure: null } };
/** Not shown to this player (not a tester nor in the configured groups). */
export const Empty: Story = { args: { adventure: makeAdventure({ available: false, days: [] }) } };
export const Error: Story = { args: { status: 'error', adventure: null } };
export const Populated: Story = {};
export const Guest: Story = { args: { status: 'guest', adventure: null } };
