'use client';

import { useState } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { isLocale, LOCALES, type Locale } from '../../schemas/locales';
import { AchievementBadge } from '../../widgets/common/achievements/AchievementBadge';
import { previewAchievement, type AchievementValues } from './achievement-form';
import { ACHIEVEMENT_CATALOGS } from './achievement-messages';

/**
 * The badge as players see it on /achievements: the site's own `AchievementBadge`
 * (widgets/common/achievements) fed the `AchievementView` that `previewAchievement` makes from the
 * form, locked (no progress yet) and earned, with the site's achievements texts of the chosen
 * player locale and the site's colours (the promotions preview's frame).
 */
export function AchievementPreview({ values }: { values: AchievementValues }) {
  const intl = useIntl();
  const [locale, setLocale] = useState<Locale>(isLocale(intl.locale) ? intl.locale : 'en');
  const [at] = useState(() => new Date());
  const untitled = intl.formatMessage({ id: 'backoffice.achievements.preview.untitled' });
  const card = (earned: boolean) => {
    const view = previewAchievement(values, locale, earned, at);
    return { ...view, title: view.title || untitled };
  };
  return (
    <figure className="bo-gift-preview" aria-label={intl.formatMessage({ id: 'backoffice.achievements.preview.label' })} data-testid="achievement-preview">
      <label className="bo-label" htmlFor="bo-achievement-preview-locale">
        <FormattedMessage id="backoffice.achievements.preview.locale" />
      </label>
      <select id="bo-achievement-preview-locale" value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </select>
      <IntlProvider locale={locale} messages={ACHIEVEMENT_CATALOGS[locale]}>
        <div className="bo-gift-frame bo-achievement-frame">
          <AchievementBadge a={card(false)} />
          <AchievementBadge a={card(true)} />
        </div>
      </IntlProvider>
      <figcaption className="bo-hint">
        <FormattedMessage id="backoffice.achievements.preview.caption" />
      </figcaption>
    </figure>
  );
}
