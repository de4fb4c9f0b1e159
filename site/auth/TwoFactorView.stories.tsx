import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { withShellTheme } from '../core/ui/story-theme';
import { TwoFactorView } from './TwoFactorView';

// A tiny stand-in image (the platform sends a real QR code PNG as a data URL).
const QR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7"><rect width="7" height="7" fill="#fff"/><path d="M0 0h3v3H0zM4 0h3v3H4zM0 4h3v3H0zM4 4h1v1H4zM6 6h1v1H6z"/></svg>',
  );

const meta = {
  component: TwoFactorView,
  title: 'Auth/TwoFactorSettings',
  args: { enabled: false, code: '', errors: { fields: {} }, pending: false, onCodeChange: fn(), onStart: fn(), onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 28 }}>
        <Story />
      </div>
    ),
    withShellTheme,
  ],
} satisfies Meta<typeof TwoFactorView>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Loading: Story = { args: { enabled: null } };
export const Off: Story = {};
export const Setup: Story = { args: { setup: { qrDataUrl: QR, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' } } };
export const SetupWrongCode: Story = {
  args: {
    setup: { qrDataUrl: QR, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
    code: '123456',
    errors: { fields: { code: 'Is invalid or was already used' }, form: 'The code is not valid' },
  },
};
export const On: Story = { args: { enabled: true } };
