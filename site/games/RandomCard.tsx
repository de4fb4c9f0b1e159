'use client';

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import type { Device } from '../../schemas/games';
import { localePath } from '../core/i18n/locale-path';
import { useAuthPopup } from '../core/modals/useAuthPopup';
import { useViewer } from '../../widgets/common/games/hooks';
import { randomPickQuery } from '../../widgets/common/games/catalog/queries';
import { pickRandomGame, playPath, tileAccess } from '../../widgets/common/games/catalog/rules';
import { RandomGameCard } from './SpecialCards';

/**
 * The random-game card of a category list (spec C9): fetches the category's 100-game page when
 * pressed, picks one game the viewer can open (crypto.getRandomValues, see rules.randomIndex) and
 * opens it: real play for a player, demo for a guest when the game has it, else registration.
 */
export function RandomCard({ category, device }: { category: string; device: Device }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const openAuthPopup = useAuthPopup();
  const { locale, currency } = useViewer();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function pick() {
    setBusy(true);
    setFailed(false);
    try {
      const page = await queryClient.fetchQuery(randomPickQuery(category, device));
      const playable = page.data.filter((g) => tileAccess(g, currency).kind !== 'locked' && (currency !== null || g.has_demo_mode));
      const game = pickRandomGame(playable.length > 0 ? playable : page.data);
      if (!game) {
        setFailed(true);
        return;
      }
      const real = localePath(locale, playPath(game, 'real'));
      if (currency !== null) router.push(real);
      else if (game.has_demo_mode) router.push(localePath(locale, playPath(game, 'demo')));
      else openAuthPopup('sign-up', { redirect: real });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return <RandomGameCard onPick={() => void pick()} busy={busy} failed={failed} />;
}
