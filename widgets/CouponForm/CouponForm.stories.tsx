import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { ApiError } from '../../site/core/api';
import { freespinsFixture } from '../common/gifts/fixtures';
import { CouponForm } from './CouponForm';

const meta = {
  component: CouponForm,
  title: 'Widgets/CouponForm',
  args: {
    kind: 'coupon',
    guest: false,
    giftsHref: '/en/profile/gifts',
    redeem: () => Promise.resolve({ status: 'activated' as const, gift: freespinsFixture() }),
    onLogin: fn(),
  },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof CouponForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The call never answers: the button stays disabled after a submit. */
export const Loading: Story = { args: { redeem: () => new Promise(() => {}) } };
/** A guest: a log-in button instead of the field. */
export const Empty: Story = { args: { guest: true } };
/** Every code is refused as used. */
export const Error: Story = {
  args: {
    redeem: () => Promise.reject(new ApiError({ status: 422, code: 'code_used', message: 'used', method: 'POST', path: '/api/bonuses/coupon', logCode: 'X' })),
  },
};
export const Populated: Story = {};
export const PromoCode: Story = { args: { kind: 'promo' } };
