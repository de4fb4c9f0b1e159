import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fallbackVipProgress } from '../../schemas/vip';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { vipProgressFixture } from '../common/vip/fixtures';
import { VipLevels } from './VipLevels';

const meta = {
  component: VipLevels,
  title: 'Widgets/VipLevels',
  args: { status: 'success', progress: vipProgressFixture(), heading: true },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof VipLevels>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', progress: null } };
/** A REGULAR player (or a guest): every card ahead, BRONZE the next. */
export const Empty: Story = { args: { progress: fallbackVipProgress() } };
export const Error: Story = { args: { status: 'error', progress: fallbackVipProgress() } };
export const Populated: Story = {};
