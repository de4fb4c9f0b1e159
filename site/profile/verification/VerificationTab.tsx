'use client';

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatDate } from '../../core/i18n/dates';
import {
  VERIFICATION_KINDS,
  VERIFICATION_MAX_BYTES,
  VERIFICATION_MAX_MB,
  VERIFICATION_TYPES,
  VerificationDocumentSchema,
  VerificationStatusSchema,
  type VerificationKind,
  type VerificationStatus,
  type VerificationType,
} from '../../../schemas/profile';
import { ApiError, api } from '../../core/api';
import { SelectField } from '../../forms';
import { errorText } from '../../forms/error-text';
import { serverErrorMessage } from '../../forms/server-errors';
import { FieldNotes, useFieldIds } from '../../forms/Field';
import { useSession, useStores } from '../../core/stores/StoreProvider';
import styles from '../Profile.module.css';
import fieldStyles from '../../forms/Fields.module.css';

/** GET /api/player/verification: status and documents. */
export const verificationQuery = queryOptions({
  queryKey: ['/api/player/verification'] as const,
  queryFn: ({ signal }) => api.get('/api/player/verification', { schema: VerificationStatusSchema, signal }),
});

/** The file as base64 (without the data-URL prefix). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The platform's refusals of an upload that have their own text. */
const UPLOAD_ERRORS: Record<string, string> = {
  file_type_mismatch: 'profile.verification.error.type',
  file_too_large: 'profile.verification.error.size',
  too_many_documents: 'profile.verification.error.tooMany',
};

/** The browser's first check of a chosen file (the platform checks the bytes again). */
export function fileProblem(file: File | null): string | null {
  if (!file) return 'profile.verification.error.required';
  if (!(VERIFICATION_TYPES as readonly string[]).includes(file.type)) return 'profile.verification.error.type';
  if (file.size > VERIFICATION_MAX_BYTES || file.size === 0) return 'profile.verification.error.size';
  return null;
}

export interface VerificationViewProps {
  status: VerificationStatus | undefined;
  failed: boolean;
}

/** The status line and the uploaded documents. */
export function VerificationView({ status, failed }: VerificationViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (failed) return <p className={styles.formError}>{t('profile.error.load')}</p>;
  if (!status) return <p className={styles.muted}>{t('profile.loading')}</p>;
  const state = status.verified ? 'verified' : status.sumsub_verified ? 'sumsubVerified' : 'notVerified';
  return (
    <>
      <p className={status.verified || status.sumsub_verified ? styles.success : styles.pending} data-testid="verification-status">
        {t(`profile.verification.${state}`)}
      </p>
      <h3 className={styles.cardTitle}>{t('profile.verification.documents')}</h3>
      {status.documents.length === 0 ? (
        <p className={styles.empty}>{t('profile.verification.none')}</p>
      ) : (
        <ul className={styles.list}>
          {status.documents.map((d) => (
            <li key={d.id} className={styles.card} data-testid="verification-document">
              <div className={styles.cardHead}>
                <span className={styles.cardTitle}>{t(`profile.verification.kind.${d.kind}`)}</span>
                <span className={`${styles.badge} ${d.status === 'approved' ? styles.badgeOk : d.status === 'pending' ? styles.badgePending : ''}`}>
                  {t(`profile.verification.status.${d.status}`)}
                </span>
              </div>
              <p className={styles.muted}>
                {d.file_name} · {intl.formatNumber(d.size_bytes / 1024, { maximumFractionDigits: 0 })} KB · {formatDate(intl, d.created_at)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The verification tab (/profile/verification): status verified / sumsub_verified and document upload. */
export function VerificationTab() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const player = useSession((s) => s.player);
  const { toasts } = useStores();
  const queryClient = useQueryClient();
  const status = useQuery({ ...verificationQuery, enabled: player !== null });
  const [kind, setKind] = useState<VerificationKind>('passport');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const ids = useFieldIds(Boolean(error), true);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = fileProblem(file);
    if (problem) {
      setError(t(problem, { size: VERIFICATION_MAX_MB }));
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      const data = await readBase64(file!);
      await api.post(
        '/api/player/verification/documents',
        { kind, file_name: file!.name, content_type: file!.type as VerificationType, data_base64: data },
        { schema: VerificationDocumentSchema, retries: 0 },
      );
      toasts.getState().show('success', t('profile.verification.uploaded'));
      setFile(null);
      (e.target as HTMLFormElement).reset();
      await queryClient.invalidateQueries({ queryKey: verificationQuery.queryKey });
    } catch (err) {
      const known = err instanceof ApiError ? UPLOAD_ERRORS[err.code] : undefined;
      const refusal = serverErrorMessage(err);
      setError(
        known
          ? t(known, { size: VERIFICATION_MAX_MB })
          : refusal
            ? (errorText(intl, refusal) ?? t('profile.error.generic'))
            : err instanceof ApiError && err.status > 0 && err.status < 500
              ? err.message
              : t('profile.error.generic'),
      );
    } finally {
      setPending(false);
    }
  };

  if (!player) return null;
  return (
    <div>
      <section className={styles.section} aria-labelledby="verification-title">
        <h2 id="verification-title" className={styles.heading}>
          {t('profile.verification.title')}
        </h2>
        <p className={styles.lead}>{t('profile.verification.lead')}</p>
        <VerificationView status={status.data} failed={status.isError} />
      </section>
      <section className={styles.section}>
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <SelectField
            label={t('profile.verification.kind')}
            value={kind}
            onChange={(e) => setKind(e.target.value as VerificationKind)}
            options={VERIFICATION_KINDS.map((k) => ({ value: k, label: t(`profile.verification.kind.${k}`) }))}
          />
          <div className={fieldStyles.field}>
            <label htmlFor={ids.id} className={fieldStyles.label}>
              {t('profile.verification.file')}
            </label>
            <input
              id={ids.id}
              type="file"
              accept={VERIFICATION_TYPES.join(',')}
              aria-invalid={error ? true : undefined}
              aria-describedby={ids.describedBy}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(undefined);
              }}
            />
            <FieldNotes error={error} hint={t('profile.verification.fileHint', { size: VERIFICATION_MAX_MB })} errorId={ids.errorId} hintId={ids.hintId} />
          </div>
          <div className={styles.actions}>
            <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={pending}>
              {t('profile.verification.submit')}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
