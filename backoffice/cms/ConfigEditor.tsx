'use client';

import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AdminConfigSchema, configSchemaOf, type AdminConfig, type BackofficeConfigName, type CmsContentIssue } from '../../schemas/cms';
import type { Locale } from '../../schemas/locales';
import { backofficeFetch } from '../api';
import { ErrorPanel, Loading } from '../Status';
import { errorText, Outcome, ReadOnlyNote, StateBadge } from './common';
import { issueText } from './issue-text';
import { publishBlockers } from './page-form';
import { AuditLink, PublishBar } from './PublishBar';
import { CMS_API, configPath, configQuery, configVersionQuery, configVersionsQuery } from './queries';
import { VersionsPanel } from './VersionsPanel';

/** What a config screen gets to edit its document with. */
export interface ConfigEditorApi<T> {
  doc: T;
  setDoc(update: (doc: T) => T): void;
  writable: boolean;
  /** Field messages of the document's schema, by dot path (`banners.0.title.text`). */
  errors: Record<string, string[]>;
  locale: Locale | null;
}

/** Field messages of a zod error by dot path. */
export function errorsByPath(error: z.ZodError | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error?.issues ?? []) (out[issue.path.map(String).join('.')] ??= []).push(issue.message);
  return out;
}

function ConfigVersionView({ name, locale, version }: { name: BackofficeConfigName; locale: Locale | null; version: number }) {
  const v = useQuery(configVersionQuery(name, locale, version));
  if (v.isPending) return <Loading />;
  if (v.isError) return <ErrorPanel onRetry={() => void v.refetch()} />;
  return (
    <section className="bo-panel" aria-labelledby="bo-config-version" data-testid="version-view">
      <h2 id="bo-config-version">
        <FormattedMessage id="backoffice.cms.versions.viewingConfig" values={{ version }} />
      </h2>
      <pre className="bo-code">{JSON.stringify(v.data.document, null, 2)}</pre>
    </section>
  );
}

interface Props<T> {
  name: BackofficeConfigName;
  /** The locale of a per-locale document (banners-config), else null. */
  locale: Locale | null;
  /** The document to start from when none was ever saved. */
  empty: T;
  /** Problems beyond the schema (slot placeholders checked with checkContent). */
  extraIssues?: (doc: T) => CmsContentIssue[];
  children(api: ConfigEditorApi<T>): ReactNode;
}

/**
 * Loads one config document and hands it to `children` for editing, with what every config
 * screen shares: state and versions, save (409 for a stale edit), publish with its blockers
 * (schema errors, unsaved changes, placeholder issues), versions with view and rollback.
 */
export function ConfigEditor<T>(props: Props<T>) {
  const config = useQuery(configQuery(props.name, props.locale));
  if (config.isError) return <ErrorPanel onRetry={() => void config.refetch()} />;
  if (config.isPending) return <Loading />;
  return <ConfigForm key={`${props.name}:${props.locale}`} {...props} initial={config.data} />;
}

function ConfigForm<T>({ name, locale, empty, extraIssues, children, initial }: Props<T> & { initial: AdminConfig }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const config = useQuery({ ...configQuery(name, locale), initialData: initial });
  const versions = useQuery(configVersionsQuery(name, locale));
  const start = (initial.document ?? empty) as T;
  const [doc, setDocState] = useState<T>(start);
  const [baseline, setBaseline] = useState<T>(start);
  const [baseVersion, setBaseVersion] = useState(initial.latest_version);
  const [viewing, setViewing] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const schema = configSchemaOf(name);
  const parsed = useMemo(() => schema.safeParse(doc), [schema, doc]);
  const errors = useMemo(() => errorsByPath(parsed.error), [parsed]);
  const issues = useMemo(() => extraIssues?.(doc) ?? [], [extraIssues, doc]);

  const adopt = (c: AdminConfig) => {
    const d = (c.document ?? empty) as T;
    setDocState(d);
    setBaseline(d);
    setBaseVersion(c.latest_version);
    queryClient.setQueryData(configQuery(name, locale).queryKey, c);
    void queryClient.invalidateQueries({ queryKey: [`${CMS_API}/config`] });
  };
  const save = useMutation({
    mutationFn: () => backofficeFetch(configPath(name, locale), AdminConfigSchema, { method: 'PUT', body: { base_version: baseVersion, document: doc } }),
    onSuccess: (c) => {
      adopt(c);
      setDone(intl.formatMessage({ id: 'backoffice.cms.saved' }, { version: c.latest_version }));
    },
  });
  const publish = useMutation({
    mutationFn: () => backofficeFetch(configPath(name, locale, '/publish'), AdminConfigSchema, { method: 'POST', body: { version: baseVersion } }),
    onSuccess: (c) => {
      adopt(c);
      setDone(intl.formatMessage({ id: 'backoffice.cms.published' }, { version: c.live_version }));
    },
  });
  const rollback = useMutation({
    mutationFn: (version: number) => backofficeFetch(configPath(name, locale, '/rollback'), AdminConfigSchema, { method: 'POST', body: { version } }),
    onSuccess: (c, version) => {
      adopt(c);
      setViewing(null);
      setDone(intl.formatMessage({ id: 'backoffice.cms.rolledBack' }, { version, live: c.live_version }));
    },
  });

  const c = config.data;
  const writable = c.writable;
  const dirty = JSON.stringify(doc) !== JSON.stringify(baseline);
  // Counted as shown: one per field with messages (a field's messages are joined under it), plus
  // each slot issue listed; counting raw schema issues said "2 problems" beside one message.
  const problemCount = Object.keys(errors).length + issues.length;
  const busy = save.isPending || publish.isPending || rollback.isPending;
  const blockers = publishBlockers({
    canWrite: writable,
    dirty,
    issueCount: problemCount,
    latestIsLive: c.latest_version === 0 || c.live_version === c.latest_version,
  });
  const setDoc = (update: (d: T) => T) => {
    setDone(null);
    setDocState(update);
  };

  return (
    <div className="bo-editor" data-testid="config-editor" data-config={name}>
      <p className="bo-doc-meta">
        <code>{name}</code>
        {locale && <> · {locale}</>} · {c.latest_version > 0 ? <StateBadge state={c.state} /> : <FormattedMessage id="backoffice.cms.neverSaved" />} ·{' '}
        <FormattedMessage id="backoffice.cms.versionInfo" values={{ latest: c.latest_version, live: c.live_version ?? '—' }} /> · <AuditLink />
      </p>
      {!writable && <ReadOnlyNote />}
      <PublishBar
        canWrite={writable}
        dirty={dirty}
        saveDisabled={busy || !dirty || !parsed.success}
        onSave={() => save.mutate()}
        onPublish={() => publish.mutate()}
        blockers={blockers}
        issueCount={problemCount}
        busy={busy}
        onReload={
          save.error && 'status' in save.error && save.error.status === 409 ? () => void config.refetch().then((r) => r.data && adopt(r.data)) : undefined
        }
      />
      <Outcome error={errorText(intl, save.error ?? publish.error ?? rollback.error)} done={done} />
      {issues.length > 0 && (
        <ul className="bo-error" data-testid="config-issues">
          {issues.map((i, n) => (
            <li key={n}>
              <code>{i.placeholder}</code> {issueText(intl, i)}
            </li>
          ))}
        </ul>
      )}
      {children({ doc, setDoc, writable, errors, locale })}
      <section className="bo-panel" aria-labelledby="bo-config-versions">
        <h2 id="bo-config-versions">
          <FormattedMessage id="backoffice.cms.versions.heading" />
        </h2>
        {versions.isPending ? (
          <Loading />
        ) : versions.isError ? (
          <ErrorPanel onRetry={() => void versions.refetch()} />
        ) : (
          <VersionsPanel
            versions={versions.data}
            viewing={viewing}
            onView={setViewing}
            onRollback={(v) => rollback.mutate(v)}
            canWrite={writable && !dirty}
            busy={busy}
          />
        )}
      </section>
      {viewing !== null && <ConfigVersionView name={name} locale={locale} version={viewing} />}
    </div>
  );
}
