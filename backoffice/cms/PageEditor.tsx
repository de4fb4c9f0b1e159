'use client';

import { useId, useMemo, useRef, useState } from 'react';
import Link from 'next/link';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminPageSchema, PAGE_CATEGORIES, type AdminPage } from '../../schemas/cms';
import { backofficeFetch } from '../api';
import { ErrorPanel, Loading } from '../Status';
import { canEditContent, errorText, Outcome, ReadOnlyNote, StateBadge, useStaffRole } from './common';
import { useCatalogue } from './catalogue';
import { ContentField } from './ContentField';
import { draftFromForm, formFromDraft, formProblems, pageFormIssues, publishBlockers, type PageForm } from './page-form';
import { PreviewFrame } from './PreviewFrame';
import { AuditLink, PublishBar } from './PublishBar';
import { CMS_API, pageQuery, pageVersionQuery, versionsQuery } from './queries';
import { insertAt } from './text';
import { VersionsPanel } from './VersionsPanel';
import { WidgetPalette } from './WidgetPalette';

/** A read-only look at one saved version: its fields and its rendering, no diff. */
function VersionView({ id, version, locale }: { id: number; version: number; locale: AdminPage['locale'] }) {
  const v = useQuery(pageVersionQuery(id, version));
  if (v.isPending) return <Loading />;
  if (v.isError) return <ErrorPanel onRetry={() => void v.refetch()} />;
  return (
    <section className="bo-panel" aria-labelledby="bo-version-view" data-testid="version-view">
      <h2 id="bo-version-view">
        <FormattedMessage id="backoffice.cms.versions.viewing" values={{ version, title: v.data.draft.title }} />
      </h2>
      <div className="bo-editor-grid">
        <pre className="bo-code">{v.data.draft.content}</pre>
        <PreviewFrame
          locale={locale}
          request={{ type: 'reelhouse:preview', kind: 'content', locale, title: v.data.draft.title, content: v.data.draft.content }}
        />
      </div>
    </section>
  );
}

/**
 * The page editor: settings, the HTML source with the widget palette and the live placeholder
 * check, the live preview through the public registry, the blocks and meta.json, and the
 * versions. Save makes a new version from the version the editor started from (a 409 explains a
 * stale edit); publish is off, with its reasons, while anything would make the platform refuse it.
 */
export function PageEditor({ id }: { id: number }) {
  const page = useQuery(pageQuery(id));
  if (page.isError) return <ErrorPanel onRetry={() => void page.refetch()} />;
  if (page.isPending) return <Loading />;
  // The inputs start from the first answer only: a background refetch must not wipe typing.
  return <PageEditorForm initial={page.data} />;
}

function PageEditorForm({ initial }: { initial: AdminPage }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const role = useStaffRole();
  const canWrite = role !== null && canEditContent(role);
  const id = initial.id;
  const page = useQuery({ ...pageQuery(id), initialData: initial });
  const versions = useQuery(versionsQuery('pages', id));
  const [form, setForm] = useState<PageForm>(() => formFromDraft(initial.draft));
  const [baseline, setBaseline] = useState<PageForm>(form);
  const [baseVersion, setBaseVersion] = useState(initial.latest_version);
  const [viewing, setViewing] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const mainRef = useRef<HTMLTextAreaElement>(null);
  const lastFocused = useRef<'content' | 'contentMain'>('content');
  const ids = {
    title: useId(),
    content: useId(),
    main: useId(),
    blockTitle: useId(),
    description: useId(),
    keywords: useId(),
    json: useId(),
    meta: useId(),
    hidden: useId(),
  };

  /** Takes a version from the platform as the new starting point of the inputs. */
  const adopt = (p: AdminPage) => {
    const f = formFromDraft(p.draft);
    setForm(f);
    setBaseline(f);
    setBaseVersion(p.latest_version);
    queryClient.setQueryData(pageQuery(id).queryKey, p);
    void queryClient.invalidateQueries({ queryKey: [`${CMS_API}/pages`] });
  };

  const save = useMutation({
    mutationFn: (f: PageForm) =>
      backofficeFetch(`${CMS_API}/pages/${id}`, AdminPageSchema, { method: 'PUT', body: { ...draftFromForm(f), base_version: baseVersion } }),
    onSuccess: (p) => {
      adopt(p);
      setDone(intl.formatMessage({ id: 'backoffice.cms.saved' }, { version: p.latest_version }));
    },
  });
  const publish = useMutation({
    mutationFn: () => backofficeFetch(`${CMS_API}/pages/${id}/publish`, AdminPageSchema, { method: 'POST', body: { version: baseVersion } }),
    onSuccess: (p) => {
      adopt(p);
      setDone(intl.formatMessage({ id: 'backoffice.cms.published' }, { version: p.live_version }));
    },
  });
  const rollback = useMutation({
    mutationFn: (version: number) => backofficeFetch(`${CMS_API}/pages/${id}/rollback`, AdminPageSchema, { method: 'POST', body: { version } }),
    onSuccess: (p, version) => {
      adopt(p);
      setViewing(null);
      setDone(intl.formatMessage({ id: 'backoffice.cms.rolledBack' }, { version, live: p.live_version }));
    },
  });

  const catalogue = useCatalogue()?.keys;
  const issues = useMemo(() => pageFormIssues(form, catalogue), [form, catalogue]);
  const p = page.data;
  const problems = formProblems(form);
  const dirty = JSON.stringify(form) !== JSON.stringify(baseline);
  const issueCount = issues.content.length + issues.contentMain.length;
  const blockers = publishBlockers({ canWrite, dirty, issueCount, latestIsLive: p.live_version === p.latest_version });
  const set = <K extends keyof PageForm>(k: K, v: PageForm[K]) => {
    setDone(null);
    setForm((f) => ({ ...f, [k]: v }));
  };
  const insert = (placeholder: string) => {
    const target = lastFocused.current === 'contentMain' ? mainRef.current : contentRef.current;
    const key = lastFocused.current;
    const current = form[key];
    const { text, caret } = insertAt(current, target?.selectionStart ?? current.length, target?.selectionEnd ?? current.length, placeholder);
    set(key, text);
    requestAnimationFrame(() => {
      target?.focus();
      target?.setSelectionRange(caret, caret);
    });
  };
  const busy = save.isPending || publish.isPending || rollback.isPending;
  const error = errorText(intl, save.error ?? publish.error ?? rollback.error);

  return (
    <div className="bo-editor" data-testid="page-editor" data-page-id={id}>
      <p>
        <Link href={`/backoffice/pages?l=${p.locale}`}>
          <FormattedMessage id="backoffice.cms.pages.back" />
        </Link>
      </p>
      <h1>
        <FormattedMessage id="backoffice.cms.pages.editTitle" values={{ title: p.title }} />
      </h1>
      <p className="bo-doc-meta">
        <code>{p.path}</code> · {p.locale} · <StateBadge state={p.state} /> ·{' '}
        <FormattedMessage id="backoffice.cms.versionInfo" values={{ latest: p.latest_version, live: p.live_version ?? '—' }} />
        {p.live_version !== null && (
          <>
            {' · '}
            <a href={`/${p.locale}${p.path}`} target="_blank" rel="noreferrer">
              <FormattedMessage id="backoffice.cms.openOnSite" />
            </a>
          </>
        )}
        {' · '}
        <AuditLink />
      </p>
      {!canWrite && <ReadOnlyNote />}

      <PublishBar
        canWrite={canWrite}
        dirty={dirty}
        saveDisabled={busy || !dirty || Object.keys(problems).length > 0 || !form.title.trim()}
        onSave={() => save.mutate(form)}
        onPublish={() => publish.mutate()}
        blockers={blockers}
        issueCount={issueCount}
        busy={busy}
        onReload={
          save.error && 'status' in save.error && save.error.status === 409 ? () => void page.refetch().then((r) => r.data && adopt(r.data)) : undefined
        }
      />
      <Outcome error={error} done={done} />

      <section className="bo-panel" aria-labelledby="bo-page-settings">
        <h2 id="bo-page-settings">
          <FormattedMessage id="backoffice.cms.pages.settings" />
        </h2>
        <div className="bo-form-grid">
          <div className="bo-field">
            <label htmlFor={ids.title}>
              <FormattedMessage id="backoffice.cms.pages.title" />
            </label>
            <input
              id={ids.title}
              value={form.title}
              readOnly={!canWrite}
              required
              maxLength={300}
              aria-invalid={!form.title.trim() || undefined}
              onChange={(e) => set('title', e.target.value)}
            />
            {!form.title.trim() && (
              <p className="bo-field-error">
                <FormattedMessage id="backoffice.cms.requiredField" />
              </p>
            )}
          </div>
          <fieldset className="bo-field">
            <legend>
              <FormattedMessage id="backoffice.cms.pages.categories" />
            </legend>
            {PAGE_CATEGORIES.map((c) => (
              <label key={c} className="bo-check">
                <input
                  type="checkbox"
                  disabled={!canWrite}
                  checked={form.categories.includes(c)}
                  onChange={(e) => set('categories', e.target.checked ? [...form.categories, c] : form.categories.filter((x) => x !== c))}
                />
                <FormattedMessage id={`backoffice.cms.category.${c}`} />
              </label>
            ))}
          </fieldset>
          <div className="bo-field">
            <label className="bo-check" htmlFor={ids.hidden}>
              <input id={ids.hidden} type="checkbox" disabled={!canWrite} checked={form.hidden} onChange={(e) => set('hidden', e.target.checked)} />
              <FormattedMessage id="backoffice.cms.pages.hidden" />
            </label>
            <p className="bo-hint">
              <FormattedMessage id="backoffice.cms.pages.hiddenHint" />
            </p>
          </div>
        </div>
      </section>

      <section className="bo-panel" aria-labelledby="bo-page-content">
        <h2 id="bo-page-content">
          <FormattedMessage id="backoffice.cms.pages.content" />
        </h2>
        <div className="bo-editor-grid">
          <div>
            <ContentField
              id={ids.content}
              label={<FormattedMessage id="backoffice.cms.pages.contentLabel" />}
              value={form.content}
              onChange={(v) => set('content', v)}
              textareaRef={contentRef}
              readOnly={!canWrite}
              onFocus={() => (lastFocused.current = 'content')}
              catalogue={catalogue}
            />
            {canWrite && <WidgetPalette onInsert={insert} />}
          </div>
          <div>
            <h3>
              <FormattedMessage id="backoffice.cms.preview.heading" />
            </h3>
            <PreviewFrame
              locale={p.locale}
              request={{ type: 'reelhouse:preview', kind: 'content', locale: p.locale, title: form.title, content: form.content }}
            />
          </div>
        </div>
      </section>

      <details className="bo-panel" open={Boolean(form.contentMain || form.json || form.meta || form.description)}>
        <summary>
          <h2>
            <FormattedMessage id="backoffice.cms.pages.blocks" />
          </h2>
        </summary>
        <div className="bo-form-grid">
          {(
            [
              ['blockTitle', ids.blockTitle, 'backoffice.cms.blocks.title', 300],
              ['description', ids.description, 'backoffice.cms.blocks.description', 1000],
              ['keywords', ids.keywords, 'backoffice.cms.blocks.keywords', 1000],
            ] as const
          ).map(([k, fid, label, max]) => (
            <div key={k} className="bo-field">
              <label htmlFor={fid}>
                <FormattedMessage id={label} />
              </label>
              <input id={fid} value={form[k]} readOnly={!canWrite} maxLength={max} onChange={(e) => set(k, e.target.value)} />
            </div>
          ))}
        </div>
        <ContentField
          id={ids.main}
          label={<FormattedMessage id="backoffice.cms.blocks.contentMain" />}
          value={form.contentMain}
          onChange={(v) => set('contentMain', v)}
          textareaRef={mainRef}
          readOnly={!canWrite}
          rows={6}
          onFocus={() => (lastFocused.current = 'contentMain')}
          catalogue={catalogue}
        />
        {(
          [
            ['json', ids.json, 'backoffice.cms.blocks.json', problems.json],
            ['meta', ids.meta, 'backoffice.cms.blocks.meta', problems.meta],
          ] as const
        ).map(([k, fid, label, problem]) => (
          <div key={k} className="bo-field">
            <label htmlFor={fid} className="bo-label">
              <FormattedMessage id={label} />
            </label>
            <textarea
              id={fid}
              className="bo-code-input"
              rows={6}
              spellCheck={false}
              value={form[k]}
              readOnly={!canWrite}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${fid}-msg`}
              onChange={(e) => set(k, e.target.value)}
            />
            <p id={`${fid}-msg`} className={problem ? 'bo-field-error' : 'bo-hint'}>
              {problem ? (
                problem === 'object' ? (
                  <FormattedMessage id="backoffice.cms.blocks.notObject" />
                ) : (
                  <FormattedMessage id="backoffice.cms.blocks.badJson" values={{ error: problem }} />
                )
              ) : (
                <FormattedMessage id={k === 'meta' ? 'backoffice.cms.blocks.metaHint' : 'backoffice.cms.blocks.jsonHint'} />
              )}
            </p>
          </div>
        ))}
      </details>

      <section className="bo-panel" aria-labelledby="bo-page-versions">
        <h2 id="bo-page-versions">
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
      {viewing !== null && <VersionView id={id} version={viewing} locale={p.locale} />}
    </div>
  );
}
