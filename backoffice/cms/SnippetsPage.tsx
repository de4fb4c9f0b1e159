'use client';

import { useId, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../site/core/i18n/dates';
import { useMutation, useQuery } from '@tanstack/react-query';
import { AdminSnippetSchema, SnippetKeySchema } from '../../schemas/cms';
import type { Locale } from '../../schemas/locales';
import { BackofficeApiError, backofficeFetch } from '../api';
import { ErrorPanel, Loading } from '../Status';
import { canEditContent, ContentLocaleSelect, errorText, ReadOnlyNote, StateBadge, useContentLocale, useStaffRole } from './common';
import { CMS_API, snippetListQuery } from './queries';

function CreateSnippet({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const router = useRouter();
  const id = useId();
  const [key, setKey] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const check = SnippetKeySchema.safeParse(key);
  const create = useMutation({
    mutationFn: () => backofficeFetch(`${CMS_API}/snippets`, AdminSnippetSchema, { method: 'POST', body: { key: check.data ?? key, locale, content: '' } }),
    onSuccess: (s) => router.push(`/backoffice/snippets/${s.id}`),
  });
  const serverKey = create.error instanceof BackofficeApiError ? create.error.fields.key?.[0] : undefined;
  const keyError = (submitted && !check.success ? check.error.issues[0]?.message : undefined) ?? serverKey;
  const other = create.error && !serverKey ? errorText(intl, create.error) : null;
  return (
    <form
      className="bo-panel bo-inline-form"
      aria-labelledby="bo-new-snippet"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        if (check.success) create.mutate();
      }}
    >
      <h2 id="bo-new-snippet">
        <FormattedMessage id="backoffice.cms.snippets.new" values={{ locale }} />
      </h2>
      <div className="bo-field">
        <label htmlFor={id}>
          <FormattedMessage id="backoffice.cms.snippets.key" />
        </label>
        <input
          id={id}
          value={key}
          onChange={(e) => setKey(e.target.value)}
          placeholder="footer-contact"
          aria-invalid={keyError ? true : undefined}
          aria-describedby={`${id}-msg`}
        />
        <p id={`${id}-msg`} className={keyError ? 'bo-field-error' : 'bo-hint'}>
          {keyError ?? <FormattedMessage id="backoffice.cms.snippets.keyHint" />}
        </p>
      </div>
      <div className="bo-actions">
        <button type="submit" disabled={create.isPending}>
          <FormattedMessage id="backoffice.cms.snippets.create" />
        </button>
      </div>
      {other && (
        <p className="bo-error" role="alert">
          {other}
        </p>
      )}
    </form>
  );
}

/** Snippets of one locale (HTML pieces pages embed with `#RichText[snippet=key]#`). */
export function SnippetsPage() {
  const intl = useIntl();
  const [locale, setLocale] = useContentLocale();
  const role = useStaffRole();
  const canWrite = role !== null && canEditContent(role);
  const list = useQuery(snippetListQuery(locale));
  return (
    <>
      <h1>
        <FormattedMessage id="backoffice.nav.snippets" />
      </h1>
      <form className="bo-filters" onSubmit={(e) => e.preventDefault()}>
        <ContentLocaleSelect value={locale} onChange={setLocale} />
      </form>
      {!canWrite && <ReadOnlyNote />}
      {canWrite && <CreateSnippet key={locale} locale={locale} />}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorPanel onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="bo-status">
          <FormattedMessage id="backoffice.cms.snippets.empty" />
        </p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="snippets">
            <thead>
              <tr>
                {(['key', 'state', 'versions', 'updated'] as const).map((c) => (
                  <th key={c} scope="col">
                    <FormattedMessage id={`backoffice.cms.snippets.col.${c}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.map((s) => (
                <tr key={s.id} data-key={s.key}>
                  <td>
                    <Link href={`/backoffice/snippets/${s.id}`}>
                      <code>{s.key}</code>
                    </Link>
                  </td>
                  <td>
                    <StateBadge state={s.state} />
                  </td>
                  <td>
                    <FormattedMessage id="backoffice.cms.versionInfo" values={{ latest: s.latest_version, live: s.live_version ?? '—' }} />
                  </td>
                  <td>{formatDateTime(intl, s.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
