'use client';

import { IntentLink as Link } from '../core/ui/IntentLink';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { FEATURE_FLAGS, FEATURE_FLAG_DEFAULTS, type FeatureFlagName } from '../core/flags/flags';
import styles from './FeatureFlagScreen.module.css';

export interface FeatureFlagListProps {
  /** Every flag's current value. */
  flags: Record<FeatureFlagName, boolean>;
  /** Flags set away from their defaults (shown as changed). */
  changed: ReadonlySet<FeatureFlagName>;
  onToggle: (name: FeatureFlagName, value: boolean) => void;
  onReset: () => void;
  homeHref: string;
  /** A polite status line (after a reset). */
  status?: string | null;
}

/**
 * The feature-flag configuration screen (spec P2, C2 /ffc): each flag with an on/off switch and
 * its default, reset to defaults, and a home link. A pure view: FeatureFlagScreen feeds it.
 */
export function FeatureFlagList({ flags, changed, onToggle, onReset, homeHref, status = null }: FeatureFlagListProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const baseId = useId();
  return (
    <section className={styles.screen} aria-labelledby={`${baseId}-title`} data-testid="feature-flags">
      <h1 id={`${baseId}-title`} className={styles.title}>
        {t('flags.title')}
      </h1>
      <p className={styles.lead}>{t('flags.lead')}</p>
      <ul className={styles.list}>
        {FEATURE_FLAGS.map(({ name }) => {
          const id = `${baseId}-${name}`;
          return (
            <li key={name} className={styles.row}>
              <label htmlFor={id} className={styles.name}>
                {name}
                {changed.has(name) && <span className={styles.changed}>{t('flags.changed')}</span>}
              </label>
              <input
                id={id}
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={flags[name]}
                aria-checked={flags[name]}
                aria-describedby={`${id}-desc`}
                onChange={(event) => onToggle(name, event.currentTarget.checked)}
              />
              <p id={`${id}-desc`} className={styles.meta}>
                {t(`flags.description.${name}`)} · {t('flags.default', { value: FEATURE_FLAG_DEFAULTS[name] ? 'on' : 'off' })}
              </p>
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={onReset}>
          {t('flags.reset')}
        </button>
        <Link href={homeHref} className={styles.button}>
          {t('flags.home')}
        </Link>
        <p className={styles.status} role="status" aria-live="polite">
          {status}
        </p>
      </div>
    </section>
  );
}
