import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { QuestProgress } from './QuestProgress';
import { makeProgress, makeQuest } from './fixtures';

const meta = {
  component: QuestProgress,
  title: 'Widgets/QuestProgress',
  args: { status: 'success', quest: makeQuest(4), progress: makeProgress(60_000), href: '/en/action/winter-quest' },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof QuestProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', quest: null, progress: null } };
/** No quest running. */
export const Empty: Story = { args: { quest: null, progress: null, href: null } };
export const Error: Story = { args: { status: 'error', quest: null, progress: null } };
export const Populated: Story = {};
/** A guest: the levels need a sign-in. */
export const Guest: Story = { args: { progress: null } };
