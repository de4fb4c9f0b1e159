import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { PaymentLogos } from './PaymentLogos';

const meta = {
  component: PaymentLogos,
  title: 'Widgets/PaymentLogos',
  args: {
    status: 'success',
    brands: ['visa', 'mastercard', 'bank_transfer', 'bitcoin', 'ethereum', 'litecoin', 'tether', 'dogecoin'],
    dashboardHref: '/en/dashboard',
  },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof PaymentLogos>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', brands: [] } };
/** No brands: left out. */
export const Empty: Story = { args: { brands: [] } };
/** A failed call: left out (the footer stays calm). */
export const Error: Story = { args: { status: 'error', brands: [] } };
export const Populated: Story = {};
