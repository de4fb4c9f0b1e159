'use client';

import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { FINAL_GIFT_STAGES, GiftViewSchema, type GiftView } from '../../schemas/gifts';
import { toDisplayUnits } from '../../schemas/currency-units';
import { backofficeFetch } from '../api';
import { ErrorPanel, Loading } from '../Status';
import { playerGiftsQuery, playerLookupQuery, refusal } from './queries';
import { usePromoLabel } from './TemplateForm';

const money = (minor: number, currency: string) => {
  const { amount, unit } = toDisplayUnits(BigInt(minor), currency);
  return `${amount} ${unit}`;
};
const isFinal = (g: GiftView) => (FINAL_GIFT_STAGES as readonly string[]).includes(g.stage);

/** Cancelling one gift: a reason is required; the answer says what bonus money was forfeited. */
function CancelForm({ gift, playerId, onClose }: { gift: GiftView; playerId: number; onClose(): void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const cancel = useMutation({
    mutationFn: () => backofficeFetch(`/api/backoffice/gifts/${gift.id}/cancel`, GiftViewSchema, { method: 'POST', body: { reason } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: playerGiftsQuery(playerId).queryKey }),
  });
  const { fields, message } = refusal(cancel.error);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    cancel.mutate();
  };
  if (cancel.data)
    return (
      <div role="status" className="bo-done">
        <FormattedMessage id="backoffice.promo.gifts.canceled" values={{ id: gift.id, forfeit: money(cancel.data.forfeit_cents, cancel.data.currency) }} />{' '}
        <button type="button" className="bo-link-button" onClick={onClose}>
          <FormattedMessage id="backoffice.promo.close" />
        </button>
      </div>
    );
  return (
    <form className="bo-inline-form" onSubmit={onSubmit} aria-labelledby={`bo-cancel-${gift.id}`} data-testid="cancel-form">
      <h3 id={`bo-cancel-${gift.id}`}>
        <FormattedMessage id="backoffice.promo.gifts.cancelTitle" values={{ id: gift.id, title: gift.title }} />
      </h3>
      {gift.stage === 'activated' && gift.kind === 'bonus' && (
        <p className="bo-note">
          <FormattedMessage id="backoffice.promo.gifts.forfeitWarning" />
        </p>
      )}
      <div className="bo-field">
        <label htmlFor={`bo-cancel-reason-${gift.id}`}>{intl.formatMessage({ id: 'backoffice.promo.reason' })}</label>
        <input
          id={`bo-cancel-reason-${gift.id}`}
          value={reason}
          maxLength={500}
          autoFocus
          aria-invalid={fields.reason ? true : undefined}
          aria-describedby={`bo-cancel-reason-${gift.id}-msg`}
          onChange={(e) => setReason(e.target.value)}
        />
        <p id={`bo-cancel-reason-${gift.id}-msg`} className={fields.reason ? 'bo-field-error' : 'bo-hint'}>
          {fields.reason?.join(' ') ?? intl.formatMessage({ id: 'backoffice.promo.reasonHint' })}
        </p>
      </div>
      <div className="bo-actions">
        <button type="submit" disabled={cancel.isPending}>
          <FormattedMessage id="backoffice.promo.gifts.confirmCancel" />
        </button>
        <button type="button" className="bo-link-button" onClick={onClose}>
          <FormattedMessage id="backoffice.promo.close" />
        </button>
      </div>
      {message && (
        <p className="bo-error" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}

function PlayerGifts({ playerId }: { playerId: number }) {
  const intl = useIntl();
  const label = usePromoLabel();
  const q = useQuery(playerGiftsQuery(playerId));
  const [canceling, setCanceling] = useState<GiftView | null>(null);
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorPanel onRetry={() => void q.refetch()} />;
  if (q.data.length === 0)
    return (
      <p className="bo-status">
        <FormattedMessage id="backoffice.promo.gifts.empty" />
      </p>
    );
  return (
    <>
      <div className="bo-table-wrap">
        <table className="bo-table" data-testid="player-gifts-table">
          <thead>
            <tr>
              {(['id', 'title', 'type', 'stage', 'amount', 'wager', 'until', 'actions'] as const).map((c) => (
                <th key={c} scope="col">
                  <FormattedMessage id={`backoffice.promo.gifts.col.${c}`} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {q.data.map((g) => (
              <tr key={g.id}>
                <td>{g.id}</td>
                <td>{g.title}</td>
                <td>{label('type', g.type)}</td>
                <td>
                  <FormattedMessage id={`backoffice.promo.stage.${g.stage}`} />
                  {g.forfeit_cents > 0 && (
                    <>
                      {' '}
                      (<FormattedMessage id="backoffice.promo.gifts.forfeited" values={{ amount: money(g.forfeit_cents, g.currency) }} />)
                    </>
                  )}
                </td>
                <td>{g.kind === 'freespins' ? `${g.freespins_performed ?? 0} / ${g.freespins_total ?? 0}` : money(g.amount_cents, g.currency)}</td>
                <td>{g.kind === 'bonus' && `${money(g.amount_wager_cents, g.currency)} / ${money(g.amount_wager_requirement_cents, g.currency)}`}</td>
                <td>
                  {g.stage === 'issued' && g.activatable_until ? (
                    <FormattedDate value={g.activatable_until} dateStyle="short" timeStyle="short" />
                  ) : g.valid_until ? (
                    <FormattedDate value={g.valid_until} dateStyle="short" timeStyle="short" />
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  {!isFinal(g) && (
                    <button
                      type="button"
                      onClick={() => setCanceling(g)}
                      aria-label={intl.formatMessage({ id: 'backoffice.promo.gifts.cancelLabel' }, { id: g.id, title: g.title })}
                    >
                      <FormattedMessage id="backoffice.promo.gifts.cancel" />
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canceling && <CancelForm key={canceling.id} gift={canceling} playerId={playerId} onClose={() => setCanceling(null)} />}
    </>
  );
}

/** A player's gifts for support: find the player by id or e-mail, see each gift's stage, cancel one with a reason. */
export function PlayerGiftsPage() {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const lookup = useQuery(playerLookupQuery(q));
  const player = lookup.data?.[0] ?? null;
  return (
    <>
      <h1>
        <FormattedMessage id="backoffice.nav.playerGifts" />
      </h1>
      <form
        className="bo-inline-form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(text.trim());
        }}
      >
        <div className="bo-field">
          <label htmlFor="bo-player-q">{intl.formatMessage({ id: 'backoffice.promo.gifts.lookup' })}</label>
          <input id="bo-player-q" value={text} maxLength={254} onChange={(e) => setText(e.target.value)} aria-describedby="bo-player-q-msg" />
          <p id="bo-player-q-msg" className="bo-hint">
            <FormattedMessage id="backoffice.promo.gifts.lookupHint" />
          </p>
        </div>
        <div className="bo-actions">
          <button type="submit">
            <FormattedMessage id="backoffice.promo.gifts.find" />
          </button>
        </div>
      </form>
      {q !== '' &&
        (lookup.isPending ? (
          <Loading />
        ) : lookup.isError ? (
          <ErrorPanel onRetry={() => void lookup.refetch()} />
        ) : !player ? (
          <p className="bo-status" role="status">
            <FormattedMessage id="backoffice.promo.gifts.noPlayer" values={{ q }} />
          </p>
        ) : (
          <section aria-labelledby="bo-player-title">
            <h2 id="bo-player-title" data-testid="player-found">
              <FormattedMessage id="backoffice.promo.gifts.player" values={{ id: player.id, email: player.email, currency: player.currency }} />
            </h2>
            {!player.can_issue_bonuses && (
              <p className="bo-note">
                <FormattedMessage id="backoffice.promo.gifts.bonusesOff" />
              </p>
            )}
            <PlayerGifts playerId={player.id} />
          </section>
        ))}
    </>
  );
}
