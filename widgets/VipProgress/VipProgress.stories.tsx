import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { fallbackVipProgress } from '../../schemas/vip';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { vipProgressFixture } from '../common/vip/fixtures';
import { VipProgress } from './VipProgress';

const meta = {
  component: VipProgress,
  title: 'Widgets/VipProgress',
  args: { status: 'success', progress: vipProgressFixture(), levels: true, onRegister: fn(), onRetry: fn() },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof VipProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', progress: null } };
/** A guest: the register prompt. */
export const Empty: Story = { args: { status: 'guest', progress: null } };
/** The load failed: REGULAR with the default thresholds (C4). */
export const Error: Story = { args: { status: 'error', progress: fallbackVipProgress() } };
export const Populated: Story = {};
