'use client';

import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter, useSearchParams } from 'next/navigation';
import type { Locale } from '../../schemas/locales';
import { localePath } from '../core/i18n/locale-path';
import { useModals } from '../core/modals/useModals';
import { useSession, useStores, useUi } from '../core/stores/StoreProvider';
import { accountsQueryOptions, activeAccount } from '../wallet/queries';
import { playerFieldsQueryOptions } from './queries';
import { closeTarget, isSignUpPath, missingProfileFields, profileContextOf, type CashboxRouteSpec } from './route-rules';

/** The names this route may have open: the cashbox, or the personal-info step before it. */
const OWN = ['cashbox', 'cashbox-personal-info'] as const;

/**
 * A cashbox route (/cashbox, /dashboard, /deposit, /accounts/{id}/deposit, /deposit-bonus,
 * /withdraw, /deposit-fast): the page renders main and this opens the popup over it (spec P2,
 * P4). For a fiat account whose profile lacks what player_fields requires for the deposit or
 * cashout context, the personal-info popup comes first and the cashbox follows its save. Once
 * neither is open any more the tab goes back to the page it came from, or to main when there is
 * none or it came from sign-up.
 */
export function CashboxRoute({ spec, locale }: { spec: CashboxRouteSpec; locale: Locale }) {
  const query = useSearchParams().toString();
  const router = useRouter();
  const { openModal } = useModals();
  const { ui } = useStores();
  const player = useSession((s) => s.player);
  const accounts = useQuery({ ...accountsQueryOptions, enabled: player !== null });
  const info = useQuery(playerFieldsQueryOptions);
  const open = useUi((s) => s.modals.some((m) => OWN.includes(m.name as (typeof OWN)[number]) && !m.closing));
  const opened = useRef(false);
  const fromSignUp = useRef(false);

  useEffect(() => {
    // Read once on arrival: the sign-up popup is still closing, or the full page load came from it.
    fromSignUp.current = ui.getState().modals.some((m) => m.name === 'sign-up') || isSignUpPath(document.referrer);
  }, [ui]);

  const account = activeAccount(accounts.data, player?.currency);
  const ready = player !== null && (accounts.isSuccess || accounts.isError) && (info.isSuccess || info.isError || profileContextOf(spec.view) === null);

  useEffect(() => {
    if (!ready || opened.current || !player) return;
    opened.current = true;
    const props = { view: spec.view, mode: spec.mode, query: Object.fromEntries(new URLSearchParams(query)) };
    const context = profileContextOf(spec.view);
    const currency = account?.currency ?? player.currency;
    const missing = context && info.data ? missingProfileFields(spec.view, player, currency, info.data) : [];
    if (context && missing.length > 0) openModal('cashbox-personal-info', { fields: missing, context, onSaved: () => openModal('cashbox', props) });
    else openModal('cashbox', props);
  }, [ready, player, account, info.data, spec, query, openModal]);

  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    if (closeTarget({ pageViews: ui.getState().pageViews, fromSignUp: fromSignUp.current }) === 'back') router.back();
    else router.replace(localePath(locale, '/'));
  }, [open, ui, router, locale]);

  useEffect(
    () => () => {
      for (const name of OWN) ui.getState().closeModal(name);
    },
    [ui],
  );

  return null;
}
