'use client';

import { useId, useMemo, useRef, useState } from 'react';
import Link from 'next/link';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminSnippetSchema, type AdminSnippet } from '../../schemas/cms';
import { checkContent } from '../../schemas/widget-params';
import { backofficeFetch } from '../api';
import { ErrorPanel, Loading } from '../Status';
import { canEditContent, errorText, Outcome, ReadOnlyNote, StateBadge, useStaffRole } from './common';
import { useCatalogue } from './catalogue';
import { ContentField } from './ContentField';
import { publishBlockers } from './page-form';
import { PreviewFrame } from './PreviewFrame';
import { AuditLink, PublishBar } from './PublishBar';
import { CMS_API, snippetQuery, snippetVersionQuery, versionsQuery } from './queries';
import { insertAt } from './text';
import { VersionsPanel } from './VersionsPanel';
import { WidgetPalette } from './WidgetPalette';

function SnippetVersionView({ id, version, locale }: { id: number; version: number; locale: AdminSnippet['locale'] }) {
  const v = useQuery(snippetVersionQuery(id, version));
  if (v.isPending) return <Loading />;
  if (v.isError) return <ErrorPanel onRetry={() => void v.refetch()} />;
  return (
    <section className="bo-panel" aria-labelledby="bo-version-view" data-testid="version-view">
      <h2 id="bo-version-view">
        <FormattedMessage id="backoffice.cms.versions.viewingSnippet" values={{ version }} />
      </h2>
      <div className="bo-editor-grid">
        <pre className="bo-code">{v.data.draft.content}</pre>
        <PreviewFrame locale={locale} request={{ type: 'reelhouse:preview', kind: 'content', locale, title: '', content: v.data.draft.content }} />
      </div>
    </section>
  );
}

/** The snippet editor: the page editor's source, palette, check, preview and versions, for one HTML field. */
export function SnippetEditor({ id }: { id: number }) {
  const snippet = useQuery(snippetQuery(id));
  if (snippet.isError) return <ErrorPanel onRetry={() => void snippet.refetch()} />;
  if (snippet.isPending) return <Loading />;
  // The inputs start from the first answer only: a background refetch must not wipe typing.
  return <SnippetForm initial={snippet.data} />;
}

function SnippetForm({ initial }: { initial: AdminSnippet }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const role = useStaffRole();
  const canWrite = role !== null && canEditContent(role);
  const id = initial.id;
  const snippet = useQuery({ ...snippetQuery(id), initialData: initial });
  const versions = useQuery(versionsQuery('snippets', id));
  const [content, setContent] = useState(initial.draft.content);
  const [baseline, setBaseline] = useState(initial.draft.content);
  const [baseVersion, setBaseVersion] = useState(initial.latest_version);
  const [viewing, setViewing] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();

  const adopt = (s: AdminSnippet) => {
    setContent(s.draft.content);
    setBaseline(s.draft.content);
    setBaseVersion(s.latest_version);
    queryClient.setQueryData(snippetQuery(id).queryKey, s);
    void queryClient.invalidateQueries({ queryKey: [`${CMS_API}/snippets`] });
  };
  const save = useMutation({
    mutationFn: (c: string) =>
      backofficeFetch(`${CMS_API}/snippets/${id}`, AdminSnippetSchema, { method: 'PUT', body: { content: c, base_version: baseVersion } }),
    onSuccess: (s) => {
      adopt(s);
      setDone(intl.formatMessage({ id: 'backoffice.cms.saved' }, { version: s.latest_version }));
    },
  });
  const publish = useMutation({
    mutationFn: () => backofficeFetch(`${CMS_API}/snippets/${id}/publish`, AdminSnippetSchema, { method: 'POST', body: { version: baseVersion } }),
    onSuccess: (s) => {
      adopt(s);
      setDone(intl.formatMessage({ id: 'backoffice.cms.published' }, { version: s.live_version }));
    },
  });
  const rollback = useMutation({
    mutationFn: (version: number) => backofficeFetch(`${CMS_API}/snippets/${id}/rollback`, AdminSnippetSchema, { method: 'POST', body: { version } }),
    onSuccess: (s, version) => {
      adopt(s);
      setViewing(null);
      setDone(intl.formatMessage({ id: 'backoffice.cms.rolledBack' }, { version, live: s.live_version }));
    },
  });
  const catalogue = useCatalogue()?.keys;
  const issues = useMemo(() => checkContent(content, catalogue), [content, catalogue]);
  const s = snippet.data;
  const dirty = content !== baseline;
  const busy = save.isPending || publish.isPending || rollback.isPending;
  const blockers = publishBlockers({ canWrite, dirty, issueCount: issues.length, latestIsLive: s.live_version === s.latest_version });
  const insert = (placeholder: string) => {
    const t = ref.current;
    const r = insertAt(content, t?.selectionStart ?? content.length, t?.selectionEnd ?? content.length, placeholder);
    setContent(r.text);
    setDone(null);
    requestAnimationFrame(() => {
      t?.focus();
      t?.setSelectionRange(r.caret, r.caret);
    });
  };

  return (
    <div className="bo-editor" data-testid="snippet-editor">
      <p>
        <Link href={`/backoffice/snippets?l=${s.locale}`}>
          <FormattedMessage id="backoffice.cms.snippets.back" />
        </Link>
      </p>
      <h1>
        <FormattedMessage id="backoffice.cms.snippets.editTitle" values={{ key: s.key }} />
      </h1>
      <p className="bo-doc-meta">
        <code>{`#RichText[snippet=${s.key}]#`}</code> · {s.locale} · <StateBadge state={s.state} /> ·{' '}
        <FormattedMessage id="backoffice.cms.versionInfo" values={{ latest: s.latest_version, live: s.live_version ?? '—' }} /> · <AuditLink />
      </p>
      {!canWrite && <ReadOnlyNote />}
      <PublishBar
        canWrite={canWrite}
        dirty={dirty}
        saveDisabled={busy || !dirty}
        onSave={() => save.mutate(content)}
        onPublish={() => publish.mutate()}
        blockers={blockers}
        issueCount={issues.length}
        busy={busy}
        onReload={
          save.error && 'status' in save.error && save.error.status === 409 ? () => void snippet.refetch().then((r) => r.data && adopt(r.data)) : undefined
        }
      />
      <Outcome error={errorText(intl, save.error ?? publish.error ?? rollback.error)} done={done} />
      <section className="bo-panel">
        <div className="bo-editor-grid">
          <div>
            <ContentField
              id={fieldId}
              label={<FormattedMessage id="backoffice.cms.snippets.content" />}
              value={content}
              onChange={(v) => {
                setContent(v);
                setDone(null);
              }}
              textareaRef={ref}
              readOnly={!canWrite}
              catalogue={catalogue}
            />
            {canWrite && <WidgetPalette onInsert={insert} />}
          </div>
          <div>
            <h3>
              <FormattedMessage id="backoffice.cms.preview.heading" />
            </h3>
            <PreviewFrame locale={s.locale} request={{ type: 'reelhouse:preview', kind: 'content', locale: s.locale, title: '', content }} />
          </div>
        </div>
      </section>
      <section className="bo-panel" aria-labelledby="bo-snippet-versions">
        <h2 id="bo-snippet-versions">
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
            canWrite={canWrite && !dirty}
            busy={busy}
          />
        )}
      </section>
      {viewing !== null && <SnippetVersionView id={id} version={viewing} locale={s.locale} />}
    </div>
  );
}
