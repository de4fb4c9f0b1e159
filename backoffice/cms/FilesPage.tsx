'use client';

import { useId, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { formatDateTime } from '../../site/core/i18n/dates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CMS_FILE_CONTENT_TYPES,
  CMS_FILE_MAX_BYTES,
  CmsFileSchema,
  FILE_CATEGORIES,
  type CmsFile,
  type CmsFileContentTypeSchema,
  type FileCategory,
} from '../../schemas/cms';
import { LOCALES, type Locale } from '../../schemas/locales';
import type { z } from 'zod';
import { backofficeFetch } from '../api';
import { ErrorPanel, Loading } from '../Status';
import { canEditContent, errorText, ReadOnlyNote, useStaffRole } from './common';
import { CMS_API, fileListQuery } from './queries';

/** Bytes as kB or MB in the staff member's language. */
export function FileSize({ bytes }: { bytes: number }) {
  return bytes >= 1024 * 1024 ? (
    <>
      <FormattedNumber value={bytes / (1024 * 1024)} maximumFractionDigits={1} /> MB
    </>
  ) : (
    <>
      <FormattedNumber value={Math.max(1, Math.round(bytes / 1024))} /> kB
    </>
  );
}

/** The file's bytes as base64 (FileReader's data URL without its prefix). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(r.error ?? new Error('read failed'));
    r.readAsDataURL(file);
  });
}

type ContentType = z.infer<typeof CmsFileContentTypeSchema>;

function Upload({ onDone }: { onDone(f: CmsFile): void }) {
  const intl = useIntl();
  const ids = { file: useId(), title: useId(), locale: useId() };
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [locale, setLocale] = useState<Locale | ''>('');
  const [categories, setCategories] = useState<FileCategory[]>([]);
  const typeOk = file ? (CMS_FILE_CONTENT_TYPES as readonly string[]).includes(file.type) : true;
  const sizeOk = file ? file.size <= CMS_FILE_MAX_BYTES : true;
  const upload = useMutation({
    mutationFn: async (f: File) =>
      backofficeFetch(`${CMS_API}/files`, CmsFileSchema, {
        method: 'POST',
        body: {
          name: f.name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[^A-Za-z0-9]+/, ''),
          title,
          categories,
          locale: locale || null,
          content_type: f.type as ContentType,
          data_base64: await readBase64(f),
        },
      }),
    onSuccess: (f) => {
      onDone(f);
      setFile(null);
      setTitle('');
    },
  });
  const problem = !typeOk
    ? intl.formatMessage({ id: 'backoffice.cms.files.badType' })
    : !sizeOk
      ? intl.formatMessage({ id: 'backoffice.cms.files.tooBig' })
      : null;
  return (
    <form
      className="bo-panel bo-inline-form"
      aria-labelledby="bo-upload"
      onSubmit={(e) => {
        e.preventDefault();
        if (file && !problem) upload.mutate(file);
      }}
    >
      <h2 id="bo-upload">
        <FormattedMessage id="backoffice.cms.files.upload" />
      </h2>
      <div className="bo-field">
        <label htmlFor={ids.file}>
          <FormattedMessage id="backoffice.cms.files.file" />
        </label>
        <input
          id={ids.file}
          type="file"
          accept={CMS_FILE_CONTENT_TYPES.join(',')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${ids.file}-msg`}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <p id={`${ids.file}-msg`} className={problem ? 'bo-field-error' : 'bo-hint'} data-testid="upload-info">
          {file ? (
            <>
              {file.type || '?'} · <FileSize bytes={file.size} />
              {problem && ` · ${problem}`}
            </>
          ) : (
            <FormattedMessage id="backoffice.cms.files.allowed" values={{ max: CMS_FILE_MAX_BYTES / (1024 * 1024) }} />
          )}
        </p>
      </div>
      <div className="bo-field">
        <label htmlFor={ids.title}>
          <FormattedMessage id="backoffice.cms.files.title" />
        </label>
        <input id={ids.title} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="bo-field">
        <label htmlFor={ids.locale}>
          <FormattedMessage id="backoffice.cms.files.locale" />
        </label>
        <select id={ids.locale} value={locale} onChange={(e) => setLocale(e.target.value as Locale | '')}>
          <option value="">{intl.formatMessage({ id: 'backoffice.cms.files.allLocales' })}</option>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="bo-field">
        <legend>
          <FormattedMessage id="backoffice.cms.files.categories" />
        </legend>
        {FILE_CATEGORIES.map((c) => (
          <label key={c} className="bo-check">
            <input
              type="checkbox"
              checked={categories.includes(c)}
              onChange={(e) => setCategories(e.target.checked ? [...categories, c] : categories.filter((x) => x !== c))}
            />
            <FormattedMessage id={`backoffice.cms.files.category.${c}`} />
          </label>
        ))}
      </fieldset>
      <div className="bo-actions">
        <button type="submit" disabled={!file || !!problem || upload.isPending}>
          <FormattedMessage id="backoffice.cms.files.uploadButton" />
        </button>
      </div>
      {upload.error && (
        <p className="bo-error" role="alert">
          {errorText(intl, upload.error)}
        </p>
      )}
    </form>
  );
}

function FileRow({ f, canWrite, onDeleted }: { f: CmsFile; canWrite: boolean; onDeleted(): void }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({ mutationFn: () => backofficeFetch(`${CMS_API}/files/${f.id}`, CmsFileSchema, { method: 'DELETE' }), onSuccess: onDeleted });
  return (
    <tr data-file-id={f.id}>
      <td>
        <a href={f.url} target="_blank" rel="noreferrer">
          {f.name}
        </a>
        {f.title && <div className="bo-hint">{f.title}</div>}
      </td>
      <td>{f.content_type}</td>
      <td>
        <FileSize bytes={f.size} />
      </td>
      <td>{f.locale ?? intl.formatMessage({ id: 'backoffice.cms.files.allLocales' })}</td>
      <td>
        {f.categories.map((c) => (
          <span key={c} className="bo-badge">
            <FormattedMessage id={`backoffice.cms.files.category.${c}`} />
          </span>
        ))}
      </td>
      <td>{formatDateTime(intl, f.created_at)}</td>
      <td>
        <div className="bo-actions">
          <button
            type="button"
            className="bo-link-button"
            aria-label={intl.formatMessage({ id: 'backoffice.cms.files.copyLabel' }, { name: f.name })}
            onClick={() => {
              const url = new URL(f.url, window.location.origin).pathname;
              void navigator.clipboard?.writeText(url).then(
                () => setCopied(true),
                () => window.prompt(intl.formatMessage({ id: 'backoffice.cms.files.copyPrompt' }), url),
              );
            }}
          >
            <FormattedMessage id={copied ? 'backoffice.cms.files.copied' : 'backoffice.cms.files.copy'} />
          </button>
          {canWrite &&
            (confirming ? (
              <>
                <button
                  type="button"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate()}
                  aria-label={intl.formatMessage({ id: 'backoffice.cms.files.confirmDeleteLabel' }, { name: f.name })}
                >
                  <FormattedMessage id="backoffice.cms.files.confirmDelete" />
                </button>
                <button type="button" className="bo-link-button" onClick={() => setConfirming(false)}>
                  <FormattedMessage id="backoffice.cms.cancel" />
                </button>
              </>
            ) : (
              <button
                type="button"
                className="bo-link-button"
                onClick={() => setConfirming(true)}
                aria-label={intl.formatMessage({ id: 'backoffice.cms.files.deleteLabel' }, { name: f.name })}
              >
                <FormattedMessage id="backoffice.cms.files.delete" />
              </button>
            ))}
        </div>
        {remove.error && <p className="bo-error">{errorText(intl, remove.error)}</p>}
      </td>
    </tr>
  );
}

/** Uploaded files (terms PDFs, images): upload with type and size shown, list, copy URL, delete. */
export function FilesPage() {
  const queryClient = useQueryClient();
  const role = useStaffRole();
  const canWrite = role !== null && canEditContent(role);
  const list = useQuery(fileListQuery());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: fileListQuery().queryKey });
  return (
    <>
      <h1>
        <FormattedMessage id="backoffice.nav.files" />
      </h1>
      {!canWrite && <ReadOnlyNote />}
      {canWrite && <Upload onDone={refresh} />}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorPanel onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="bo-status">
          <FormattedMessage id="backoffice.cms.files.empty" />
        </p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="files">
            <thead>
              <tr>
                {(['name', 'type', 'size', 'locale', 'categories', 'uploaded', 'actions'] as const).map((c) => (
                  <th key={c} scope="col">
                    <FormattedMessage id={`backoffice.cms.files.col.${c}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.map((f) => (
                <FileRow key={f.id} f={f} canWrite={canWrite} onDeleted={refresh} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
