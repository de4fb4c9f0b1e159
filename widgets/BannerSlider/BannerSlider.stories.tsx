import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { makeBannerViews } from '../common/banner/fixtures';
import { BannerSlider } from './BannerSlider';

const meta = {
  component: BannerSlider,
  title: 'Widgets/BannerSlider',
  args: { status: 'success', banners: makeBannerViews(5), autoplayMs: 0, onRetry: fn(), onClick: fn(), onSecondButton: fn() },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof BannerSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Skeletons: 2 on a phone, 3 on a desktop (C9). */
export const Loading: Story = { args: { status: 'pending', banners: [] } };
/** No banners in the location: nothing on the site, a note in the editors' preview. */
export const Empty: Story = { args: { banners: [], emptyNote: 'No banners in “main” for this visitor right now.' } };
export const Error: Story = { args: { status: 'error', banners: [] } };
export const Populated: Story = {};
/** Autoplay as on the site (10 s; paused on hover and focus, off for reduced motion). */
export const Autoplay: Story = { args: { autoplayMs: 10_000 } };
