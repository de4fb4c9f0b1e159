'use client';

import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import styles from '../core/ui/PromoPage.module.css';

const everySecond = (onTick: () => void) => {
  const timer = setInterval(onTick, 1_000);
  return () => clearInterval(timer);
};
const nowSeconds = () => Math.floor(Date.now() / 1000);
const serverSeconds = () => null;

/** d h m s left until `to`, ticking each second; drawn after mount only (the server's clock is not the visitor's). */
export function Countdown({ to, labelId }: { to: string; labelId: string }) {
  const intl = useIntl();
  const seconds = useSyncExternalStore(everySecond, nowSeconds, serverSeconds);
  if (seconds === null) return null;
  const now = seconds * 1000;
  const left = Math.max(0, Math.floor((Date.parse(to) - now) / 1000));
  const d = Math.floor(left / 86_400);
  const h = Math.floor((left % 86_400) / 3_600);
  const m = Math.floor((left % 3_600) / 60);
  const s = left % 60;
  return (
    <p className={styles.muted}>
      {intl.formatMessage({ id: labelId })}{' '}
      <span className={styles.countdown} role="timer" data-testid="lottery-countdown">
        {intl.formatMessage({ id: 'lotteries.countdown.value' }, { d, h, m, s })}
      </span>
    </p>
  );
}
