import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { withShellTheme } from '../core/ui/story-theme';
import { FeatureFlagList } from './FeatureFlagList';
import { FEATURE_FLAG_DEFAULTS, type FeatureFlagName } from '../core/flags/flags';

const meta = {
  component: FeatureFlagList,
  title: 'Flags/FeatureFlagList',
  args: { flags: FEATURE_FLAG_DEFAULTS, changed: new Set<FeatureFlagName>(), onToggle: fn(), onReset: fn(), homeHref: '/en' },
  decorators: [
    withShellTheme,
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeatureFlagList>;
export default meta;

/** Every flag at its default: all off but disableWWW. */
export const Defaults: StoryObj<typeof meta> = {};
/** A tester's overrides, marked as changed, and the note after a reset. */
export const Overridden: StoryObj<typeof meta> = {
  args: {
    flags: { ...FEATURE_FLAG_DEFAULTS, mysticJackpots: true, disableWWW: false },
    changed: new Set<FeatureFlagName>(['mysticJackpots', 'disableWWW']),
  },
};
export const AfterReset: StoryObj<typeof meta> = { args: { status: 'All flags are back to their defaults.' } };
