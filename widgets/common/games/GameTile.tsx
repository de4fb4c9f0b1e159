'use client';

import type { MouseEvent } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { TileAccess, TileGame } from './catalog/rules';
import styles from './Games.module.css';

export interface GameTileProps {
  game: TileGame;
  access: TileAccess;
  /** The viewer's currency, named in the lock message. */
  currency?: string | null;
  favourite?: boolean;
  favouritePending?: boolean;
  /** Where play goes: the real game for a player, registration (with redirect) for a guest. */
  playHref: string;
  /** The demo page, when the game has demo mode. */
  demoHref: string | null;
  /**
   * Follows a play or demo link inside the page (client navigation, or the registration popup
   * for a guest's play); the links' own hrefs work without it (new tab, no script).
   */
  onFollow?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
  onToggleFavourite?: () => void;
  /** Above the fold: load the preview eagerly. */
  eager?: boolean;
  /** The pools of the jackpots this game feeds, formatted (shown under the title). */
  jackpot?: string | undefined;
}

/**
 * One game (spec C4 "Game tile"): preview and title; on hover or keyboard focus an overlay with
 * play, the demo link when the game has demo mode, and a heart for a logged-in player with an
 * entry in their currency. A logged-in player whose currency the game lacks (not crypto) sees the
 * lock and the two GAME_HALL_BOTTOM texts instead. Pure view: state and actions come in props.
 */
export function GameTile({
  game,
  access,
  currency,
  favourite = false,
  favouritePending = false,
  playHref,
  demoHref,
  onFollow,
  onToggleFavourite,
  eager = false,
  jackpot,
}: GameTileProps) {
  const intl = useIntl();
  // Texts without values: react-intl returns those as they are, and a lobby renders dozens of
  // tiles per request on the server. The game's own title goes in hidden spans instead of values.
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const badge = (type: string) => (Object.prototype.hasOwnProperty.call(intl.messages, `games.badge.${type}`) ? t(`games.badge.${type}`) : type);
  const lockId = useId();
  const titleId = useId();
  const locked = access.kind === 'locked';
  const canFavourite = access.kind === 'player' && access.favoriteId !== null && onToggleFavourite !== undefined;

  return (
    <article className={`${styles.tile} ${locked ? styles.tileLocked : ''}`} aria-labelledby={titleId} data-testid="game-tile" data-game={game.slug}>
      {/* Focusable by a tap (not by Tab): on touch screens that is what reveals the actions (Games.module.css). */}
      <div className={styles.tileArt} tabIndex={-1} data-testid="tile-art">
        <img className={styles.tileImg} src={game.preview} alt={game.title} width={300} height={225} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        {game.badges.length > 0 && (
          <ul className={styles.badges} aria-label={t('games.tile.badges')}>
            {game.badges.slice(0, 2).map((b) => (
              <li key={b.type} className={styles.badge} data-theme={b.theme}>
                {badge(b.type)}
              </li>
            ))}
          </ul>
        )}
        {locked ? (
          // Focusable so keyboard and screen-reader users reach the lock message as well.
          <div className={styles.overlay} tabIndex={0} role="group" aria-labelledby={titleId} aria-describedby={lockId}>
            <span className={styles.lockIcon} aria-hidden="true">
              <LockIcon />
            </span>
            <div id={lockId} className={styles.lockText}>
              <strong>{t('games.GAME_HALL_BOTTOM.GAME_NOT_SUPPORT_CURRENCY_TITLE')}</strong>
              <span>{t('games.GAME_HALL_BOTTOM.GAME_NOT_SUPPORT_CURRENCY', { currency: currency ?? '' })}</span>
            </div>
          </div>
        ) : (
          <div className={styles.overlay}>
            <a className={styles.playButton} href={playHref} onClick={onFollow && ((e) => onFollow(e, playHref))}>
              <PlayIcon />
              <span>{t('games.tile.play')}</span> <span className="rh-sr-only">{game.title}</span>
            </a>
            {demoHref && (
              <a className={styles.demoLink} href={demoHref} onClick={onFollow && ((e) => onFollow(e, demoHref))}>
                {t('games.tile.demo')} <span className="rh-sr-only">{game.title}</span>
              </a>
            )}
          </div>
        )}
        {canFavourite && (
          <button type="button" className={styles.heart} aria-pressed={favourite} disabled={favouritePending} onClick={onToggleFavourite}>
            <HeartIcon filled={favourite} />
            <span className="rh-sr-only">
              {t('games.tile.favourite')} {game.title}
            </span>
          </button>
        )}
        {locked && (
          <span className={styles.lockBadge} aria-hidden="true">
            <LockIcon />
          </span>
        )}
      </div>
      <p id={titleId} className={styles.tileTitle}>
        {game.title}
      </p>
      <p className={styles.tileProvider}>{game.provider_title}</p>
      {jackpot && (
        <p className={styles.tileJackpot} data-testid="tile-jackpot">
          {t('games.tile.jackpot', { amount: jackpot })}
        </p>
      )}
    </article>
  );
}

/** The grey stand-in of a tile while its list loads (C9: 5 of them). */
export function GameTileSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-testid="game-skeleton">
      <div className={styles.skeletonArt} />
      <div className={styles.skeletonLine} />
      <div className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
    </div>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.5 3.2 5 6.6 5c2 0 3.4 1.1 4.4 2.5C12 6.1 13.4 5 15.4 5c3.4 0 5.5 3.5 4.1 6.8C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z" fill="currentColor" />
    </svg>
  );
}
