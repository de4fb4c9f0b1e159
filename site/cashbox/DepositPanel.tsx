'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import type { OfferView } from '../../schemas/gifts';
import { isFinalPaymentState, type PaymentNext } from '../../schemas/payments';
import type { Locale } from '../../schemas/locales';
import { ApiError } from '../core/api';
import { deviceFingerprint } from '../auth/dfpc';
import { splitLocale } from '../core/i18n/locale-path';
import { useStores } from '../core/stores/StoreProvider';
import { PLAYER_QUERY_KEY } from '../core/stores/player-query';
import { Spinner } from '../core/ui/Spinner';
import { checkAmount, defaultDepositMinor, formatDisplay, quickAmounts } from './amount';
import { cardProblems, EMPTY_CARD, type CardInput } from './card-input';
import { BonusOffers, type BonusOfferChoice } from './BonusOffers';
import { CryptoAddressView, type CryptoAddress } from './CryptoAddressView';
import { DepositForm } from './DepositForm';
import { paymentFormErrors } from './errors';
import { PaymentResultView } from './PaymentResultView';
import {
  clearBonusCode,
  DEPOSIT_OFFERS_KEY,
  depositOffersQueryOptions,
  newAttemptKey,
  PAYMENTS_KEY,
  paymentQueryOptions,
  setBonusCode,
  startDeposit,
} from './queries';
import { paymentMethodsQueryOptions } from '../core/query/payment-methods-query';
import { limitsPath, type DepositMode } from './route-rules';
import styles from './Cashbox.module.css';

/** What the panel shows: the form, a crypto address waiting for coins, or a payment's outcome. */
type Stage = { kind: 'form' } | { kind: 'crypto'; paymentId: number; next: CryptoAddress } | { kind: 'result'; paymentId: number };

export interface DepositPanelProps {
  currency: string;
  mode: DepositMode;
  /** The bonus code the platform holds for the player (PlayerSchema.deposit_bonus_code). */
  bonusCode: string | null;
  /** Where the hosted 3-D Secure page returns (route-rules returnUrl). */
  returnUrl: string;
  /** A payment the browser came back with (`?payment_id=` after the hosted page). */
  returnedPaymentId?: number | undefined;
  onHistory: () => void;
}

/** How often a waiting payment is asked again, besides the `private:payments` event. */
const WAIT_POLL_MS = 2_000;
/** The offers are asked again this long after the amount stops changing (not on every keystroke). */
const OFFERS_DEBOUNCE_MS = 300;

/** `value`, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The offers as the choice shows them: every offer of the currency (with its minimum), each
 * available when the typed amount's list has it (with the bonus it gives), disabled otherwise.
 * Until that list has come (`forAmount` undefined), the minimum alone decides.
 */
export function offerChoices(all: readonly OfferView[], forAmount: readonly OfferView[] | undefined, amount: bigint | undefined): BonusOfferChoice[] {
  const byId = new Map((forAmount ?? []).map((o) => [o.id, o]));
  const reaches = (o: OfferView) => amount !== undefined && (o.min_deposit_cents === null || amount >= BigInt(o.min_deposit_cents));
  const shown = all.map((offer) => {
    const now = byId.get(offer.id);
    return { offer: now ?? offer, amountCents: now?.amount_cents ?? null, available: forAmount === undefined ? reaches(offer) : now !== undefined };
  });
  // An offer only the amount's list has (a window that just opened): shown too.
  for (const o of forAmount ?? []) if (!all.some((a) => a.id === o.id)) shown.push({ offer: o, amountCents: o.amount_cents, available: true });
  return shown;
}

/**
 * The deposit tab: loads the methods of the currency (retried while empty), checks the form on
 * the client with the contract's rules, then POST /api/player/payments/deposit with one
 * idempotency key per attempt. A card answer sends the browser to the hosted 3-D Secure page; a
 * crypto answer shows the address and waits for the payment to settle.
 */
export function DepositPanel({ currency, mode, bonusCode, returnUrl, returnedPaymentId, onHistory }: DepositPanelProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { session } = useStores();
  const locale = (splitLocale(usePathname()).locale ?? 'en') as Locale;
  const methods = useQuery(paymentMethodsQueryOptions('deposit', currency));
  const [stage, setStage] = useState<Stage>(returnedPaymentId ? { kind: 'result', paymentId: returnedPaymentId } : { kind: 'form' });
  const [methodId, setMethodId] = useState<string>();
  const [typedAmount, setAmount] = useState<string | null>(null);
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [chosenProfile, setSavedProfileId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string>();
  const [limitReached, setLimitReached] = useState(false);
  const [pending, setPending] = useState(false);
  const [bonusInput, setBonusInput] = useState('');
  const [bonusError, setBonusError] = useState<string>();
  const [bonusPending, setBonusPending] = useState(false);
  // The deposit bonus chosen in the list (undefined: not touched yet, so the held code's bonus or none).
  const [bonusChoice, setBonusChoice] = useState<number | null | undefined>(undefined);
  // One key per attempt: the same values sent twice (double click, the client's retry after a
  // timeout) reuse it, so the platform answers the same payment; any change starts a new attempt.
  const attemptKey = useRef<string | null>(null);

  const list = useMemo(() => methods.data ?? [], [methods.data]);
  const method = list.find((m) => m.id === methodId) ?? list[0];
  const bounds = method ? { min: BigInt(method.min_amount_cents), max: BigInt(method.max_amount_cents) } : {};

  // Until the player types, the amount is the default first deposit (spec P9: 50) within the method's bounds.
  const amount = typedAmount ?? (method ? formatDisplay(defaultDepositMinor(currency, bounds), currency) : '');
  // The most recent saved card (the platform lists them newest first) until the player picks
  // another or "A new card"; a one-click deposit pays with it without asking.
  const savedProfileId = chosenProfile ?? method?.savedProfiles[0]?.id ?? '';

  // The offers for the currency and the typed amount (asked again once the amount settles).
  const parsedAmount = checkAmount(amount, currency, {});
  const typedMinor = parsedAmount.ok ? parsedAmount.minor : undefined;
  const offerAmount = useSettled(typedMinor, OFFERS_DEBOUNCE_MS);
  const allOffers = useQuery(depositOffersQueryOptions(currency));
  const amountOffers = useQuery({
    ...depositOffersQueryOptions(currency, offerAmount ?? 0n),
    enabled: offerAmount !== undefined && (allOffers.data?.length ?? 0) > 0,
    placeholderData: keepPreviousData,
  });
  const choices = offerChoices(allOffers.data ?? [], offerAmount === undefined || offerAmount !== typedMinor ? undefined : amountOffers.data, typedMinor);
  // A held bonus code lists its own bonus only: chosen until the player picks "no bonus".
  const defaultChoice = bonusCode ? (choices.find((c) => c.available)?.offer.id ?? null) : null;
  const wanted = bonusChoice === undefined ? defaultChoice : bonusChoice;
  // A choice the amount no longer qualifies for is not sent (the list shows the minimum to reach).
  const chosenBonus = wanted !== null && choices.some((c) => c.offer.id === wanted && c.available) ? wanted : null;

  const paymentId = stage.kind === 'form' ? undefined : stage.paymentId;
  const payment = useQuery({
    ...paymentQueryOptions(paymentId ?? 0),
    enabled: paymentId !== undefined,
    refetchInterval: (q) => (q.state.data && isFinalPaymentState(q.state.data.state) ? false : WAIT_POLL_MS),
  });
  const settled = payment.data && payment.data.state !== 'pending';
  // The crypto address gives way to the outcome once the coins are confirmed (or the address expired).
  const shown: Stage = stage.kind === 'crypto' && settled ? { kind: 'result', paymentId: stage.paymentId } : stage;

  const changed = () => {
    attemptKey.current = null;
  };

  const submit = async () => {
    if (pending || !method) return;
    const checked = checkAmount(amount, currency, bounds);
    const problems: Record<string, string> = {};
    if (!checked.ok) problems.amount = checked.message;
    if (method.form === 'card' && savedProfileId === '') Object.assign(problems, cardProblems(card, new Date()));
    setErrors(problems);
    setFormError(undefined);
    setLimitReached(false);
    if (Object.keys(problems).length > 0 || !checked.ok) return;
    setPending(true);
    try {
      // Inside the try: a key that cannot be made is an error the player sees, not a dead button.
      attemptKey.current ??= newAttemptKey();
      // "No bonus" while a code is held: the code goes first, or the credit would apply its bonus.
      if (bonusCode && chosenBonus === null && bonusChoice === null) savePlayerCode(await clearBonusCode());
      const answer = await startDeposit({
        idempotency_key: attemptKey.current,
        method_id: method.id,
        amount_cents: Number(checked.minor),
        currency,
        bonus_id: chosenBonus,
        ...(method.form === 'card'
          ? savedProfileId
            ? { saved_profile_id: savedProfileId }
            : { card: { ...card, number: card.number.replace(/\s/g, '') } }
          : {}),
        return_url: returnUrl,
        device_fingerprint: await deviceFingerprint(),
      });
      attemptKey.current = null;
      void queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY });
      queryClient.setQueryData(paymentQueryOptions(answer.payment.id).queryKey, answer.payment);
      follow(answer.payment.id, answer.next);
    } catch (err) {
      const mapped = paymentFormErrors(err, intl);
      setErrors(mapped.fields);
      setFormError(mapped.form);
      setLimitReached(mapped.limitReached === true);
      // A refused attempt (422/403) stored nothing; a conflict means the key is spent. Either way the next try is a new attempt.
      if (err instanceof ApiError && err.status !== 0) attemptKey.current = null;
      setPending(false);
    }
  };

  const follow = (id: number, next: PaymentNext) => {
    if (next.type === 'redirect') {
      // The hosted 3-D Secure page is a full page of the provider; it comes back to returnUrl.
      window.location.assign(next.url);
      return;
    }
    setPending(false);
    setStage(next.type === 'crypto_address' ? { kind: 'crypto', paymentId: id, next } : { kind: 'result', paymentId: id });
  };

  const savePlayerCode = (code: string | null) => {
    const player = session.getState().player;
    if (player) session.getState().setPlayer({ ...player, deposit_bonus_code: code });
    void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEY });
    // A code lists its own bonus only (and chosen); without it the usual offers come back.
    setBonusChoice(undefined);
    void queryClient.invalidateQueries({ queryKey: DEPOSIT_OFFERS_KEY });
  };
  const bonus =
    mode === 'bonus' || bonusCode
      ? {
          applied: bonusCode,
          input: bonusInput,
          error: bonusError,
          pending: bonusPending,
          onInput: setBonusInput,
          onApply: () => {
            setBonusPending(true);
            setBonusError(undefined);
            setBonusCode(bonusInput.trim())
              .then((code) => savePlayerCode(code))
              .catch((err: unknown) =>
                setBonusError(
                  err instanceof ApiError ? (err.fieldErrors.deposit_bonus_code?.[0] ?? err.message) : intl.formatMessage({ id: 'cashbox.error.generic' }),
                ),
              )
              .finally(() => setBonusPending(false));
          },
          onClear: () => {
            setBonusPending(true);
            clearBonusCode()
              .then((code) => savePlayerCode(code))
              .catch(() => setBonusError(intl.formatMessage({ id: 'cashbox.error.generic' })))
              .finally(() => setBonusPending(false));
          },
        }
      : undefined;

  if (shown.kind === 'crypto')
    return (
      <CryptoAddressView
        next={shown.next}
        onCopy={(address) =>
          navigator.clipboard.writeText(address).then(
            () => true,
            () => false,
          )
        }
      />
    );
  if (shown.kind === 'result') return <PaymentResultView payment={payment.data} onAgain={() => setStage({ kind: 'form' })} onHistory={onHistory} />;

  if (methods.isPending)
    return (
      <p className={styles.waiting}>
        <Spinner size={16} /> {intl.formatMessage({ id: 'cashbox.loading' })}
      </p>
    );
  if (methods.isError || list.length === 0)
    return (
      <div className={styles.section}>
        <p className={methods.isError ? styles.failure : styles.status} role={methods.isError ? 'alert' : undefined}>
          {intl.formatMessage({ id: methods.isError ? 'cashbox.error.load' : 'cashbox.method.none' })}
        </p>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => void methods.refetch()}>
          {intl.formatMessage({ id: 'cashbox.retry' })}
        </button>
      </div>
    );

  return (
    <DepositForm
      currency={currency}
      methods={list}
      method={method}
      onMethod={(id) => {
        changed();
        setMethodId(id);
        setSavedProfileId(null);
        setErrors({});
      }}
      amount={amount}
      onAmount={(v) => {
        changed();
        setAmount(v);
      }}
      quick={quickAmounts(currency, bounds)}
      card={card}
      onCard={(c) => {
        changed();
        setCard(c);
      }}
      savedProfileId={savedProfileId}
      onSavedProfile={(id) => {
        changed();
        setSavedProfileId(id);
      }}
      errors={errors}
      formError={formError}
      limitsHref={limitReached ? limitsPath(locale) : undefined}
      bonus={bonus}
      offers={
        choices.length > 0 ? (
          <BonusOffers
            currency={currency}
            offers={choices}
            chosenId={chosenBonus}
            heldCode={bonusCode}
            onChoose={(id) => {
              changed();
              setBonusChoice(id);
              setErrors((e) => ({ ...e, bonus_id: undefined }));
            }}
            error={errors.bonus_id ? intl.formatMessage({ id: 'cashbox.offers.refused' }) : undefined}
          />
        ) : undefined
      }
      fast={mode === 'fast' && Boolean(method?.savedProfiles.length)}
      pending={pending}
      onSubmit={() => void submit()}
    />
  );
}
