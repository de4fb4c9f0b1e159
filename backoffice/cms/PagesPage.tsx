'use client';

import { useId, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../site/core/i18n/dates';
import { useMutation, useQuery } from '@tanstack/react-query';
import { AdminPageSchema, PageSlugSchema } from '../../schemas/cms';
import { BackofficeApiError, backofficeFetch } from '../api';
import { ErrorPanel, Loading } from '../Status';
import { canEditContent, ContentLocaleSelect, errorText, ReadOnlyNote, StateBadge, useContentLocale, useStaffRole } from './common';
import { CMS_API, pageListQuery } from './queries';

/** New page: slug and title; it starts as an empty draft in the chosen locale and opens in the editor. */
function CreatePage({ locale }: { locale: ReturnType<typeof useContentLocale>[0] }) {
  const intl = useIntl();
  const router = useRouter();
  const ids = { slug: useId(), title: useId() };
  const [slug, setSlug] = useState('');
  const [title, setTitle] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const slugCheck = PageSlugSchema.safeParse(slug);
  const create = useMutation({
    mutationFn: () =>
      backofficeFetch(`${CMS_API}/pages`, AdminPageSchema, { method: 'POST', body: { slug: slugCheck.data ?? slug, title, locale, content: '' } }),
    onSuccess: (p) => router.push(`/backoffice/pages/${p.id}`),
  });
  const serverFields = create.error instanceof BackofficeApiError ? create.error.fields : {};
  const slugError = (submitted && !slugCheck.success ? slugCheck.error.issues[0]?.message : undefined) ?? serverFields.slug?.[0];
  const titleError = (submitted && !title.trim() ? intl.formatMessage({ id: 'backoffice.cms.requiredField' }) : undefined) ?? serverFields.title?.[0];
  const other = create.error && !serverFields.slug && !serverFields.title ? errorText(intl, create.error) : null;
  return (
    <form
      className="bo-panel bo-inline-form"
      aria-labelledby="bo-new-page"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        if (slugCheck.success && title.trim()) create.mutate();
      }}
    >
      <h2 id="bo-new-page">
        <FormattedMessage id="backoffice.cms.pages.new" values={{ locale }} />
      </h2>
      <div className="bo-field">
        <label htmlFor={ids.slug}>
          <FormattedMessage id="backoffice.cms.pages.slug" />
        </label>
        <input
          id={ids.slug}
          value={slug}
          onChange={(e) => setSlug(e.target.value)}
          placeholder="summer-drops"
          aria-invalid={slugError ? true : undefined}
          aria-describedby={`${ids.slug}-msg`}
        />
        <p id={`${ids.slug}-msg`} className={slugError ? 'bo-field-error' : 'bo-hint'}>
          {slugError ?? <FormattedMessage id="backoffice.cms.pages.slugHint" />}
        </p>
      </div>
      <div className="bo-field">
        <label htmlFor={ids.title}>
          <FormattedMessage id="backoffice.cms.pages.title" />
        </label>
        <input
          id={ids.title}
          value={title}
          maxLength={300}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? `${ids.title}-msg` : undefined}
        />
        {titleError && (
          <p id={`${ids.title}-msg`} className="bo-field-error">
            {titleError}
          </p>
        )}
      </div>
      <div className="bo-actions">
        <button type="submit" disabled={create.isPending}>
          <FormattedMessage id="backoffice.cms.pages.create" />
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

/** Pages of one locale with their state and versions; editors create pages here. */
export function PagesPage() {
  const intl = useIntl();
  const [locale, setLocale] = useContentLocale();
  const role = useStaffRole();
  const canWrite = role !== null && canEditContent(role);
  const list = useQuery(pageListQuery(locale));
  return (
    <>
      <h1>
        <FormattedMessage id="backoffice.nav.pages" />
      </h1>
      <form className="bo-filters" onSubmit={(e) => e.preventDefault()}>
        <ContentLocaleSelect value={locale} onChange={setLocale} />
      </form>
      {!canWrite && <ReadOnlyNote />}
      {canWrite && <CreatePage key={locale} locale={locale} />}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorPanel onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="bo-status">
          <FormattedMessage id="backoffice.cms.pages.empty" />
        </p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="pages">
            <thead>
              <tr>
                {(['path', 'title', 'state', 'versions', 'categories', 'updated'] as const).map((c) => (
                  <th key={c} scope="col">
                    <FormattedMessage id={`backoffice.cms.pages.col.${c}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.map((p) => (
                <tr key={p.id} data-slug={p.slug}>
                  <td>
                    <Link href={`/backoffice/pages/${p.id}`}>
                      <code>{p.path}</code>
                    </Link>
                  </td>
                  <td>
                    {p.title}
                    {p.hidden && (
                      <>
                        {' '}
                        <span className="bo-badge">
                          <FormattedMessage id="backoffice.cms.pages.hiddenBadge" />
                        </span>
                      </>
                    )}
                  </td>
                  <td>
                    <StateBadge state={p.state} />
                  </td>
                  <td>
                    <FormattedMessage id="backoffice.cms.versionInfo" values={{ latest: p.latest_version, live: p.live_version ?? '—' }} />
                  </td>
                  <td>
                    {p.categories.map((c) => (
                      <span key={c} className="bo-badge">
                        <FormattedMessage id={`backoffice.cms.category.${c}`} />
                      </span>
                    ))}
                  </td>
                  <td>{formatDateTime(intl, p.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
