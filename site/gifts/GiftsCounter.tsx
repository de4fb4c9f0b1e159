'use client';

import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import { activatableCount, counterPulses } from '../../schemas/gifts-display';
import { useGiftsDisplay } from '../../widgets/common/gifts/useGiftsDisplay';
import { localePath } from '../core/i18n/locale-path';
import { IntentLink } from '../core/ui/IntentLink';
import styles from './GiftsCounter.module.css';

/** A gift box. */
function GiftIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M4 10h16v3H4zM5 13h14v8H5zM12 10v11M12 10c-1.5-3-5-4.5-5-2s3 2 5 2Zm0 0c1.5-3 5-4.5 5-2s-3 2-5 2Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface GiftsCounterViewProps {
  href: string;
  /** Gifts ready to activate. */
  count: number;
  /** Free spins wait in a provider's game: the counter pulses. */
  pulse: boolean;
}

/** The header's gifts counter (spec C2): a link to the gifts tab with the count of gifts ready to activate. */
export function GiftsCounterView({ href, count, pulse }: GiftsCounterViewProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'shell.gifts.counter' }, { count });
  return (
    <IntentLink
      href={href}
      className={`${styles.giftsCounter} ${pulse ? styles.giftsPulse : ''}`}
      aria-label={pulse ? `${label}. ${intl.formatMessage({ id: 'shell.gifts.feature' })}` : label}
      data-testid="gifts-counter"
      data-pulse={pulse ? 'true' : undefined}
    >
      <GiftIcon />
      {count > 0 && (
        <span className={styles.giftsCount} aria-hidden="true" data-testid="gifts-count">
          {count > 9 ? '9+' : count}
        </span>
      )}
    </IntentLink>
  );
}

/** The counter fed by the player's gifts (live through the bonuses / freespins pushes). */
export function GiftsCounter({ locale }: { locale: Locale }) {
  const { display } = useGiftsDisplay(locale);
  return (
    <GiftsCounterView
      href={localePath(locale, '/profile/gifts')}
      count={display ? activatableCount(display) : 0}
      pulse={display ? counterPulses(display) : false}
    />
  );
}
