'use client';

import { useId } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { CONTENT_EDIT_ROLES, type CmsState } from '../../schemas/cms';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../schemas/locales';
import type { StaffRole } from '../../schemas/staff';
import { LOCALE_NAMES } from '../../site/core/i18n/names';
import { BackofficeApiError } from '../api';
import { meQuery } from '../queries';

/** Roles that write pages, snippets and files (the platform checks the same list). */
export function canEditContent(role: StaffRole): boolean {
  return (CONTENT_EDIT_ROLES as readonly StaffRole[]).includes(role);
}

/** The signed-in staff member's role (the shell loaded it before any page renders). */
export function useStaffRole(): StaffRole | null {
  return useQuery(meQuery()).data?.staff.role ?? null;
}

/**
 * One sentence for a failed save, publish or upload: a stale edit (409) says what happened and
 * what to do; refused input lists the platform's field messages; a role without the right says so.
 */
export function errorText(intl: IntlShape, err: unknown): string | null {
  if (!err) return null;
  if (err instanceof BackofficeApiError) {
    if (err.status === 409) return intl.formatMessage({ id: 'backoffice.cms.stale' });
    if (err.status === 403) return intl.formatMessage({ id: 'backoffice.forbidden' });
    if (err.status === 413) return intl.formatMessage({ id: 'backoffice.cms.tooLarge' });
    const fields = Object.entries(err.fields);
    if (fields.length) return `${err.message} ${fields.map(([k, m]) => `${k}: ${m.join(' ')}`).join(' · ')}`;
    if (err.status >= 400 && err.status < 500) return err.message;
  }
  return intl.formatMessage({ id: 'backoffice.error' });
}

/** The locale whose documents a list shows: `?l=` in the URL (so a link keeps it), else English. */
export function useContentLocale(): [Locale, (l: Locale) => void] {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const l = search.get('l');
  const locale = isLocale(l) ? l : DEFAULT_LOCALE;
  const set = (next: Locale) => {
    const qs = new URLSearchParams(search.toString());
    qs.set('l', next);
    router.replace(`${pathname}?${qs}`);
  };
  return [locale, set];
}

/** The content-locale select of the lists (each language named in its own language). */
export function ContentLocaleSelect({ value, onChange }: { value: Locale; onChange(l: Locale): void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>
        <FormattedMessage id="backoffice.cms.contentLocale" />
      </label>
      <select id={id} value={value} onChange={(e) => isLocale(e.target.value) && onChange(e.target.value)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]} ({l})
          </option>
        ))}
      </select>
    </div>
  );
}

/** Draft, published, or changed since published. */
export function StateBadge({ state }: { state: CmsState }) {
  return (
    <span className={`bo-badge bo-badge-${state}`} data-state={state}>
      <FormattedMessage id={`backoffice.cms.state.${state}`} />
    </span>
  );
}

/** "Read only" note for roles that may look but not change. */
export function ReadOnlyNote() {
  return (
    <p className="bo-note" role="note">
      <FormattedMessage id="backoffice.cms.readOnly" />
    </p>
  );
}

/** A saved confirmation or an error, announced to assistive technology. */
export function Outcome({ error, done }: { error: string | null; done: string | null }) {
  const intl = useIntl();
  if (error)
    return (
      <p className="bo-error" role="alert">
        {error}
      </p>
    );
  return (
    <p className="bo-done" role="status" aria-label={done ? undefined : intl.formatMessage({ id: 'backoffice.cms.status' })}>
      {done}
    </p>
  );
}
