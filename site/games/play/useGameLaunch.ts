'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Game, GameMode } from '../../../schemas/games';
import { clientContextQueryOptions } from '../../core/query/client-context';
import { useSession, useStores } from '../../core/stores/StoreProvider';
import { gamesStoresOf } from '../../../widgets/common/games/stores';
import { launchGame } from './api';
import { failureState, planLaunch, regionOf, type PlayState } from './launch-state';

export interface GameLaunch {
  state: PlayState;
  /** Launch again (after an error, or once the profile fields are saved). */
  retry: () => void;
}

/**
 * Decides and runs the launch of one game in one mode (launch-state.ts): waits for the region and
 * the session, then calls POST /api/games/launch once per game, mode, player and attempt. A real
 * launch the platform accepted is put first in the recent-games store (the platform has recorded
 * it already; this only spares the lobby a stale list).
 */
export function useGameLaunch(game: Game, mode: GameMode, locale: string): GameLaunch {
  const stores = useStores();
  const queryClient = useQueryClient();
  const player = useSession((s) => s.player);
  const context = useQuery(clientContextQueryOptions);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: PlayState } | null>(null);
  const inflight = useRef<string | null>(null);

  const plan = planLaunch({ mode, loggedIn: player !== null, region: regionOf(context.data, context.isPending), game });
  const key = `${game.id}:${mode}:${player?.id ?? 'guest'}:${attempt}`;

  useEffect(() => {
    if (plan !== 'launch' || inflight.current === key || result?.key === key) return;
    inflight.current = key;
    launchGame(game.id, mode, locale).then(
      (launch) => {
        if (launch.mode === 'real') {
          gamesStoresOf(stores).recent.getState().record(game);
          void queryClient.invalidateQueries({ queryKey: ['/api/player/played_games'] });
        }
        setResult({ key, state: { kind: 'playing', launch } });
      },
      (err: unknown) => setResult({ key, state: failureState(err) }),
    );
  }, [plan, key, result?.key, game, mode, locale, stores, queryClient]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  let state: PlayState;
  if (plan === 'wait') state = { kind: 'checking' };
  else if (plan === 'blocked') state = { kind: 'blocked' };
  else if (plan === 'login') state = { kind: 'login' };
  else if (plan === 'demo-unavailable') state = { kind: 'demo-unavailable' };
  else state = result?.key === key ? result.state : { kind: 'launching' };
  return { state, retry };
}
