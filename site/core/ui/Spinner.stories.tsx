import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { Spinner } from './Spinner';

const meta = { component: Spinner, title: 'UI/Spinner' } satisfies Meta<typeof Spinner>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
export const Large: StoryObj<typeof meta> = { args: { size: 48 } };
