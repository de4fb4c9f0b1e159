'use client';

import { useEffect, useRef } from 'react';
import type { BalanceChange } from '../../wallet/queries';
import { isStudioLimitReached, parseStudioBalance } from './studio-message';
import styles from './Play.module.css';

export interface GameFrameProps {
  url: string;
  /** The game's title: the iframe's accessible name. */
  title: string;
  /** A new balance the game reported (after a bet or a win). */
  onBalance?: (change: BalanceChange) => void;
  /** The game says a responsible-gambling limit refused a bet. */
  onLimitReached?: () => void;
}

/**
 * The game's iframe, filling the stage. Balance and limit messages are taken only from this
 * iframe's window and from the origin its URL points at, so no other frame or page can move the
 * header or send the player away.
 */
export function GameFrame({ url, title, onBalance, onLimitReached }: GameFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const latest = useRef({ onBalance, onLimitReached });
  useEffect(() => {
    latest.current = { onBalance, onLimitReached };
  });

  useEffect(() => {
    const origin = new URL(url, window.location.href).origin;
    const onMessage = (e: MessageEvent) => {
      if (e.source !== ref.current?.contentWindow || e.origin !== origin) return;
      if (isStudioLimitReached(e.data)) return latest.current.onLimitReached?.();
      const change = parseStudioBalance(e.data);
      if (change) latest.current.onBalance?.(change);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url]);

  return (
    <iframe
      ref={ref}
      src={url}
      title={title}
      className={styles.frame}
      allow="fullscreen; autoplay"
      allowFullScreen
      referrerPolicy="same-origin"
      data-testid="game-frame"
    />
  );
}
