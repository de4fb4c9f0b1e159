'use client';

import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { ParkedEventList } from '../schemas/domain-events';
import { useParkedEvents, useRetryParkedEvent } from './parked-events';
import { ErrorPanel, Loading } from './Status';

interface ViewProps {
  data: ParkedEventList;
  onRetry: (id: number) => void;
  pendingId: number | undefined;
  error: string | null;
}

/**
 * The event stream's parked events (view): each with its consumer, fact, error and attempts, and
 * a retry button; below, every consumer's position and whether it is failing at its head now.
 */
export function EventsView({ data, onRetry, pendingId, error }: ViewProps) {
  const intl = useIntl();
  return (
    <>
      <h1>
        <FormattedMessage id="backoffice.nav.events" />
      </h1>
      <p>
        <FormattedMessage id="backoffice.events.intro" />
      </p>
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
      {data.events.length === 0 ? (
        <p className="bo-status" data-testid="parked-empty">
          <FormattedMessage id="backoffice.events.empty" />
        </p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="parked-events">
            <thead>
              <tr>
                {(['id', 'consumer', 'event', 'player', 'error', 'parked', 'actions'] as const).map((c) => (
                  <th key={c} scope="col">
                    <FormattedMessage id={`backoffice.events.col.${c}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.events.map((e) => (
                <tr key={e.id} data-parked-id={e.id} data-state={e.state}>
                  <td>{e.id}</td>
                  <td>
                    <code>{e.consumer}</code>
                  </td>
                  <td>
                    <code>{e.event_type}</code> #{e.event_id}
                    <br />
                    <small>
                      <FormattedDate value={e.occurred_at} dateStyle="short" timeStyle="medium" />
                    </small>
                  </td>
                  <td>{e.player_id ?? '—'}</td>
                  <td>
                    <code>{e.error}</code>
                    <br />
                    <small>
                      <FormattedMessage id="backoffice.events.attempts" values={{ n: e.attempts }} />
                    </small>
                  </td>
                  <td>
                    <FormattedDate value={e.parked_at} dateStyle="short" timeStyle="medium" />
                  </td>
                  <td>
                    {e.state === 'retry' ? (
                      <FormattedMessage id="backoffice.events.retrying" />
                    ) : (
                      <button
                        type="button"
                        disabled={pendingId === e.id}
                        onClick={() => onRetry(e.id)}
                        aria-label={intl.formatMessage({ id: 'backoffice.events.retryLabel' }, { id: e.id })}
                      >
                        <FormattedMessage id="backoffice.events.retry" />
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>
        <FormattedMessage id="backoffice.events.consumers" />
      </h2>
      <div className="bo-table-wrap">
        <table className="bo-table" data-testid="event-consumers">
          <thead>
            <tr>
              {(['name', 'position', 'health'] as const).map((c) => (
                <th key={c} scope="col">
                  <FormattedMessage id={`backoffice.events.col.${c}`} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.consumers.map((c) => (
              <tr key={c.name}>
                <td>
                  <code>{c.name}</code>
                </td>
                <td>{c.position}</td>
                <td>
                  {c.attempts === 0 ? (
                    <FormattedMessage id="backoffice.events.healthy" />
                  ) : (
                    <FormattedMessage id="backoffice.events.failing" values={{ n: c.attempts, error: c.last_error ?? '' }} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Admin: the parked events of the event stream and their retry (the platform checks the role and audits each retry). */
export function EventsPage() {
  const list = useParkedEvents();
  const { retry, pendingId, error } = useRetryParkedEvent();
  if (list.isPending) return <Loading />;
  if (list.isError) return <ErrorPanel onRetry={() => void list.refetch()} />;
  return <EventsView data={list.data} onRetry={retry} pendingId={pendingId} error={error} />;
}
