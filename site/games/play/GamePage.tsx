'use client';

import { useCallback, useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import type { Game, GameMode } from '../../../schemas/games';
import type { Locale } from '../../../schemas/locales';
import { localePath } from '../../core/i18n/locale-path';
import { useModals } from '../../core/modals/useModals';
import { useSession } from '../../core/stores/StoreProvider';
import { applyBalanceChange, type BalanceChange } from '../../wallet/queries';
import { GamePageView } from './GamePageView';
import { gamePageHref, LIMITS_PATH, registrationHref } from './launch-state';
import { useGameLaunch } from './useGameLaunch';

export interface GamePageProps {
  game: Game;
  mode: GameMode;
  locale: Locale;
  /** The route's segments (the game's provider and seo title). */
  producer: string;
  name: string;
}

/**
 * The game page's client half: runs the launch (useGameLaunch) and acts on its states: a guest's
 * real game and a reached limit (at launch, or a bet the game reports refused) leave the page, a
 * missing profile field opens the profile-edit popup, and the iframe's balance messages reach the
 * header at once.
 */
export function GamePage({ game, mode, locale, producer, name }: GamePageProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { openModal, closeModal } = useModals();
  const loggedIn = useSession((s) => s.player !== null);
  const { state, retry } = useGameLaunch(game, mode, locale);

  const lobbyHref = localePath(locale, '/');
  const limitsHref = localePath(locale, LIMITS_PATH);
  const realHref = gamePageHref(locale, producer, name, 'real');
  const signUpHref = registrationHref(locale, gamePageHref(locale, producer, name, mode));
  const switchHref =
    mode === 'real' ? (game.has_demo_mode ? gamePageHref(locale, producer, name, 'demo') : null) : loggedIn ? realHref : registrationHref(locale, realHref);

  const fields = state.kind === 'profile-required' ? state.fields : null;
  const openProfile = useCallback(() => {
    if (fields) openModal('profile-edit', { fields, onSaved: retry, lobbyHref });
  }, [fields, lobbyHref, openModal, retry]);

  useEffect(() => {
    if (state.kind === 'login') router.replace(signUpHref);
    else if (state.kind === 'limit-reached') router.replace(limitsHref);
  }, [state.kind, router, signUpHref, limitsHref]);

  useEffect(() => openProfile(), [openProfile]);
  // The popup belongs to this page: leaving it (another game, the back button) closes it.
  useEffect(() => () => closeModal('profile-edit'), [closeModal]);

  const onBack = useCallback(() => {
    const fromSite = document.referrer.startsWith(window.location.origin);
    if (fromSite && window.history.length > 1) router.back();
    else router.push(lobbyHref);
  }, [router, lobbyHref]);

  const onBalance = useCallback((change: BalanceChange) => void applyBalanceChange(queryClient, change), [queryClient]);
  const onLimitReached = useCallback(() => router.replace(limitsHref), [router, limitsHref]);

  return (
    <GamePageView
      game={game}
      mode={mode}
      state={state}
      switchHref={switchHref}
      lobbyHref={lobbyHref}
      registrationHref={signUpHref}
      limitsHref={limitsHref}
      onBack={onBack}
      onRetry={retry}
      onCompleteProfile={openProfile}
      onBalance={onBalance}
      onLimitReached={onLimitReached}
    />
  );
}
