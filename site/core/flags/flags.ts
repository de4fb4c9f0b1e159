import { FEATURE_FLAGS, FEATURE_FLAG_DEFAULTS, type FeatureFlagName } from '../../../schemas/cms-constants';

export { FEATURE_FLAGS, FEATURE_FLAG_DEFAULTS, type FeatureFlagName };

/** The localStorage key of a browser's flag overrides (spec C9: flags can be overridden from local storage). */
export const FLAG_STORAGE_KEY = 'rh_feature_flags';

/** Flags a browser has set away from their defaults. */
export type FlagOverrides = Partial<Record<FeatureFlagName, boolean>>;

const NAMES = new Set<string>(FEATURE_FLAGS.map((f) => f.name));

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return NAMES.has(name);
}

/**
 * The overrides stored under FLAG_STORAGE_KEY: a JSON object of flag name -> boolean. Anything else
 * (broken JSON, an array, unknown names, non-boolean values, a flag retired since) is dropped, so a
 * hand-edited or stale entry can never break the site, and an override equal to its default is
 * not an override.
 */
export function parseOverrides(raw: string | null | undefined): FlagOverrides {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const out: FlagOverrides = {};
  for (const [name, value] of Object.entries(data)) {
    if (isFeatureFlagName(name) && typeof value === 'boolean' && value !== FEATURE_FLAG_DEFAULTS[name]) out[name] = value;
  }
  return out;
}

/** Every flag's value: its default unless overridden. */
export function effectiveFlags(overrides: FlagOverrides): Record<FeatureFlagName, boolean> {
  return { ...FEATURE_FLAG_DEFAULTS, ...overrides };
}

/** The overrides after setting one flag; setting a flag back to its default removes its override. */
export function withFlag(overrides: FlagOverrides, name: FeatureFlagName, value: boolean): FlagOverrides {
  const next: FlagOverrides = { ...overrides };
  if (value === FEATURE_FLAG_DEFAULTS[name]) delete next[name];
  else next[name] = value;
  return next;
}
