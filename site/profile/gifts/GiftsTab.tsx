'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { GiftView } from '../../../schemas/gifts';
import type { Locale } from '../../../schemas/locales';
import { localePath } from '../../core/i18n/locale-path';
import { ApiError } from '../../core/api';
import { useToast } from '../../toasts/ToastArea';
import { activateGift, cancellationPreview, deleteGift, freespinsGame, GIFTS_KEY } from '../../../widgets/common/gifts/queries';
import { useGiftsDisplay, useNow } from '../../../widgets/common/gifts/useGiftsDisplay';
import { playPath } from '../../../widgets/common/games/catalog/rules';
import { clientDevice } from '../../games/device';
import { useRealtimeEvent } from '../../realtime/RealtimeProvider';
import { DeleteGiftDialog } from './DeleteGiftDialog';
import { GiftsView } from './GiftsView';

/** The message of a refused gift call (its `code`), or the generic one. */
export function giftErrorMessage(error: unknown): string {
  const code = error instanceof ApiError ? error.code : '';
  return ['bonus_already_active', 'gift_not_activatable', 'gift_not_found'].includes(code) ? `gifts.error.${code}` : 'gifts.error.generic';
}

/**
 * /profile/gifts: the player's gifts (GET /api/v2/bonuses with the C7 configs), kept live by the
 * `private:bonuses` / `private:freespins` pushes (site/realtime/cache-effects.ts makes the call
 * stale). Activate; delete after a confirmation showing the forfeit; activating free spins opens
 * their game in real mode (the game page plays the spins). A stake moves an active bonus's wagering
 * without a stage change (no `private:bonuses` push), so while this tab is on screen every
 * `private:balance` push refreshes it too: the wager bar moves as the player plays in another tab.
 * Only here: the header counter, on every page, does not refetch on each stake.
 */
export function GiftsTab({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const toast = useToast();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { status, display, refetch } = useGiftsDisplay(locale);
  const now = useNow(status === 'success');
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<{ gift: GiftView; title: string; forfeit: number | null } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: GIFTS_KEY });
  const fail = (error: unknown) => toast('error', intl.formatMessage({ id: giftErrorMessage(error) }));
  useRealtimeEvent('private:balance', () => void refresh());

  const onActivate = async (gift: GiftView) => {
    setBusyId(gift.id);
    try {
      await activateGift(gift);
      toast('success', intl.formatMessage({ id: 'gifts.tab.activated' }));
      void refresh();
      if (gift.kind === 'freespins') {
        const game = await freespinsGame(gift, clientDevice()).catch(() => null);
        if (game) router.push(localePath(locale, playPath(game, 'real')));
      }
    } catch (error) {
      fail(error);
      void refresh();
    } finally {
      setBusyId(null);
    }
  };

  const onDelete = (gift: GiftView) => {
    const title = display?.gifts.find((d) => d.gift.id === gift.id)?.title ?? gift.title;
    setDeleting({ gift, title, forfeit: null });
    cancellationPreview(gift).then(
      (p) => setDeleting((d) => (d && d.gift.id === gift.id ? { ...d, forfeit: p.forfeit_cents } : d)),
      (error: unknown) => {
        setDeleting(null);
        fail(error);
      },
    );
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const { gift } = deleting;
    setBusyId(gift.id);
    try {
      await deleteGift(gift);
      toast('success', intl.formatMessage({ id: 'gifts.tab.deleted' }));
    } catch (error) {
      fail(error);
    } finally {
      setBusyId(null);
      setDeleting(null);
      void refresh();
    }
  };

  return (
    <>
      <GiftsView
        status={status}
        gifts={display?.gifts ?? []}
        additional={display?.additional ?? []}
        now={now}
        busyId={busyId}
        depositHref={localePath(locale, '/deposit')}
        bonusBalanceHref={localePath(locale, '/bonus-balance')}
        onActivate={(g) => void onActivate(g)}
        onDelete={onDelete}
        onRetry={refetch}
      />
      {deleting && (
        <DeleteGiftDialog
          title={deleting.title}
          currency={deleting.gift.currency}
          forfeitCents={deleting.forfeit}
          busy={busyId === deleting.gift.id}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
