'use client';

import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { LOCALES, isLocale } from '../schemas/locales';
import { LOCALE_NAMES } from '../site/core/i18n/names';
import { useBackofficeLocale } from './BackofficeProviders';

/** The back office's language select; each language is named in its own language. */
export function LanguageSelect() {
  const { locale, setLocale } = useBackofficeLocale();
  const id = useId();
  return (
    <div className="bo-lang">
      <label htmlFor={id}>
        <FormattedMessage id="backoffice.language" />
      </label>
      <select id={id} value={locale} onChange={(e) => isLocale(e.target.value) && setLocale(e.target.value)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
