'use client';

import { FormattedMessage } from 'react-intl';

export function Loading() {
  return (
    <p role="status" className="bo-status">
      <FormattedMessage id="backoffice.loading" />
    </p>
  );
}

export function ErrorPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="bo-status bo-error">
      <p>
        <FormattedMessage id="backoffice.error" />
      </p>
      <button type="button" onClick={onRetry}>
        <FormattedMessage id="backoffice.retry" />
      </button>
    </div>
  );
}

export function Forbidden() {
  return (
    <p role="alert" className="bo-status">
      <FormattedMessage id="backoffice.forbidden" />
    </p>
  );
}
