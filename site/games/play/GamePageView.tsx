'use client';

import { IntentLink as Link } from '../../core/ui/IntentLink';
import { useCallback, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { Game, GameMode } from '../../../schemas/games';
import { Spinner } from '../../core/ui/Spinner';
import type { BalanceChange } from '../../wallet/queries';
import { GameFrame } from './GameFrame';
import type { PlayState } from './launch-state';
import styles from './Play.module.css';

export interface GamePageViewProps {
  game: Pick<Game, 'title' | 'provider_title' | 'has_demo_mode'>;
  mode: GameMode;
  state: PlayState;
  /** The other mode's page (null when the game has no demo and this is real). */
  switchHref: string | null;
  lobbyHref: string;
  /** The registration link of a guest (spec C4: a logged-out play goes to registration). */
  registrationHref: string;
  limitsHref: string;
  onBack: () => void;
  onRetry: () => void;
  /** Opens the profile-edit popup again. */
  onCompleteProfile: () => void;
  onBalance?: (change: BalanceChange) => void;
  /** The game reported a bet refused by a responsible-gambling limit. */
  onLimitReached?: () => void;
}

const subscribeFullscreen = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const noSubscription = () => () => undefined;

/** Full screen of the stage (toolbar and game), where the browser allows it; the server renders the button hidden. */
function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const supported = useSyncExternalStore(
    noSubscription,
    () => document.fullscreenEnabled === true,
    () => false,
  );
  const active = useSyncExternalStore(
    subscribeFullscreen,
    () => ref.current !== null && document.fullscreenElement === ref.current,
    () => false,
  );
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    // A refused request (a browser policy, no user gesture) leaves the page as it was.
    else void ref.current?.requestFullscreen().catch(() => undefined);
  }, [ref]);
  return { supported, active, toggle };
}

/**
 * The game page (spec C2 /play/{producer}/{name}): a toolbar (back, the title, switch between
 * demo and real, full screen) over the stage, which holds the game's iframe once launched and
 * every other state of launch-state.ts in its place.
 */
export function GamePageView(props: GamePageViewProps) {
  const { game, mode } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const pageRef = useRef<HTMLElement>(null);
  const fullscreen = useFullscreen(pageRef);

  return (
    <section ref={pageRef} className={styles.page} aria-labelledby="play-title">
      <div className={styles.toolbar}>
        <button type="button" className={styles.tool} onClick={props.onBack}>
          <span className={styles.backIcon} aria-hidden="true" />
          <span className={styles.toolText}>{t('play.toolbar.back')}</span>
        </button>
        <div className={styles.heading}>
          <h1 id="play-title" className={styles.title}>
            {game.title}
          </h1>
          <p className={styles.meta}>
            <span className={styles.provider}>{game.provider_title}</span>
            <span className={mode === 'demo' ? styles.badgeDemo : styles.badgeReal}>{t(mode === 'demo' ? 'play.mode.demo' : 'play.mode.real')}</span>
          </p>
        </div>
        {/* In a restricted region neither mode opens, so there is nothing to switch to. */}
        {props.switchHref && props.state.kind !== 'blocked' && (
          <Link href={props.switchHref} className={styles.switch}>
            {t(mode === 'demo' ? 'play.toolbar.playReal' : 'play.toolbar.playDemo')}
          </Link>
        )}
        {fullscreen.supported && (
          <button type="button" className={styles.tool} onClick={fullscreen.toggle} aria-pressed={fullscreen.active}>
            <span className={styles.fullIcon} aria-hidden="true" />
            <span className={styles.toolText}>{t(fullscreen.active ? 'play.toolbar.exitFullscreen' : 'play.toolbar.fullscreen')}</span>
          </button>
        )}
      </div>
      <div className={styles.stage}>{stage(props, t)}</div>
    </section>
  );
}

function Notice({ title, body, tone = 'info', children }: { title: string; body?: string; tone?: 'info' | 'warn' | 'lock'; children?: ReactNode }) {
  return (
    <div className={styles.notice} data-tone={tone}>
      <span className={styles.noticeIcon} data-tone={tone} aria-hidden="true" />
      <h2 className={styles.noticeTitle}>{title}</h2>
      {body && <p className={styles.noticeBody}>{body}</p>}
      {children && <div className={styles.noticeActions}>{children}</div>}
    </div>
  );
}

function stage(props: GamePageViewProps, t: (id: string, values?: Record<string, string>) => string): ReactNode {
  const { state, game, mode } = props;
  switch (state.kind) {
    case 'checking':
    case 'launching':
      return (
        <div className={styles.loading}>
          <Spinner size={36} />
          <p>{t('play.state.loading', { title: game.title })}</p>
        </div>
      );
    case 'playing':
      return (
        <GameFrame
          url={state.launch.url}
          title={t('play.frame.title', { title: game.title, mode: t(mode === 'demo' ? 'play.mode.demo' : 'play.mode.real') })}
          onBalance={props.onBalance}
          onLimitReached={props.onLimitReached}
        />
      );
    case 'blocked':
      return (
        <Notice tone="lock" title={t('play.state.blocked.title')} body={t('play.state.blocked.body')}>
          <Link href={props.lobbyHref} className={styles.secondary}>
            {t('play.action.lobby')}
          </Link>
        </Notice>
      );
    case 'login':
      return (
        <Notice title={t('play.state.login.title')} body={t('play.state.login.body')}>
          <Link href={props.registrationHref} className={styles.primary}>
            {t('play.action.register')}
          </Link>
        </Notice>
      );
    case 'demo-unavailable':
      return (
        <Notice title={t('play.state.noDemo.title')} body={t('play.state.noDemo.body')}>
          {props.switchHref && (
            <Link href={props.switchHref} className={styles.primary}>
              {t('play.toolbar.playReal')}
            </Link>
          )}
          <Link href={props.lobbyHref} className={styles.secondary}>
            {t('play.action.lobby')}
          </Link>
        </Notice>
      );
    case 'profile-required':
      return (
        <Notice tone="warn" title={t('play.state.profile.title')} body={t('play.state.profile.body')}>
          <button type="button" className={styles.primary} onClick={props.onCompleteProfile}>
            {t('play.action.completeProfile')}
          </button>
        </Notice>
      );
    case 'limit-reached':
      return (
        <Notice tone="warn" title={t('play.state.limit.title')} body={t('play.state.limit.body')}>
          <Link href={props.limitsHref} className={styles.primary}>
            {t('play.action.limits')}
          </Link>
        </Notice>
      );
    case 'currency-unsupported':
      return (
        <Notice tone="lock" title={t('play.state.currency.title')} body={t('play.state.currency.body')}>
          {game.has_demo_mode && mode === 'real' && props.switchHref && (
            <Link href={props.switchHref} className={styles.primary}>
              {t('play.toolbar.playDemo')}
            </Link>
          )}
          <Link href={props.lobbyHref} className={styles.secondary}>
            {t('play.action.lobby')}
          </Link>
        </Notice>
      );
    case 'error':
      return (
        <Notice tone="warn" title={t('play.state.error.title')} body={t('play.state.error.body')}>
          <button type="button" className={styles.primary} onClick={props.onRetry}>
            {t('play.action.retry')}
          </button>
          <Link href={props.lobbyHref} className={styles.secondary}>
            {t('play.action.lobby')}
          </Link>
        </Notice>
      );
  }
}
