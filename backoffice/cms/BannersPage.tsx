'use client';

import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../site/core/i18n/dates';
import { BannerSchema, type BannerInput } from '../../schemas/cms';
import type { Locale } from '../../schemas/locales';
import { BannerForm } from './BannerForm';
import { timeStatus } from '../../cms-adapters/banners';
import { bannersByLocation, moveInLocation, newBanner } from './banner-form';
import { ContentLocaleSelect, useContentLocale } from './common';
import { ConfigEditor, type ConfigEditorApi } from './ConfigEditor';
import { PreviewFrame } from './PreviewFrame';

type BannersDoc = { banners: BannerInput[] };
const EMPTY: BannersDoc = { banners: [] };

/** The time, refreshed every 30 s, so a banner's status badge turns from future to active on screen. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

/** Messages of `banners.{i}.…` re-keyed by the path inside banner i. */
function bannerErrors(errors: Record<string, string[]>, i: number): Record<string, string[]> {
  const prefix = `banners.${i}.`;
  return Object.fromEntries(
    Object.entries(errors).flatMap(([k, v]) => (k.startsWith(prefix) ? [[k.slice(prefix.length), v]] : k === `banners.${i}` ? [['', v]] : [])),
  );
}

function BannersBody({ doc, setDoc, writable, errors, locale }: ConfigEditorApi<BannersDoc>) {
  const intl = useIntl();
  const [selected, setSelected] = useState(0);
  const banners = doc.banners;
  const current = banners[selected];
  const now = useNow();
  const byLocation = useMemo(() => bannersByLocation(banners), [banners]);
  const setBanners = (update: (b: BannerInput[]) => BannerInput[]) => setDoc((d) => ({ ...d, banners: update(d.banners) }));
  const parsedCurrent = current ? BannerSchema.safeParse(current) : null;
  const duplicateIds = banners.filter((b, i) => banners.findIndex((x) => x.id === b.id) !== i).map((b) => b.id);

  return (
    <div className="bo-editor-grid">
      <div>
        <section className="bo-panel" aria-labelledby="bo-banner-list">
          <h2 id="bo-banner-list">
            <FormattedMessage id="backoffice.cms.banners.list" values={{ count: banners.length }} />
          </h2>
          {banners.length === 0 && (
            <p className="bo-hint">
              <FormattedMessage id="backoffice.cms.banners.empty" />
            </p>
          )}
          {banners.map((b, i) => {
            const status = timeStatus(b.timer?.start_at, b.timer?.end_at, now);
            const problems = Object.keys(bannerErrors(errors, i)).length;
            return (
              <div key={i} className="bo-banner-card" aria-current={i === selected ? 'true' : undefined} data-banner-id={b.id}>
                <div className="bo-list-row">
                  <strong>{b.title.text || b.id}</strong> <code>{b.id}</code>
                  <span className={`bo-badge bo-badge-${status}`}>
                    <FormattedMessage id={`backoffice.cms.banners.status.${status}`} />
                  </span>
                  {problems > 0 && (
                    <span className="bo-field-error">
                      <FormattedMessage id="backoffice.cms.banners.problems" values={{ count: problems }} />
                    </span>
                  )}
                </div>
                <small className="bo-hint">
                  {Object.entries(b.order)
                    .map(([l, n]) => `${l} #${n}`)
                    .join(', ')}
                  {b.timer?.start_at && ` · ${intl.formatMessage({ id: 'backoffice.cms.banners.from' }, { at: formatDateTime(intl, b.timer.start_at) })}`}
                  {b.timer?.end_at && ` · ${intl.formatMessage({ id: 'backoffice.cms.banners.until' }, { at: formatDateTime(intl, b.timer.end_at) })}`}
                  {(b.group_ids?.length ?? 0) > 0 &&
                    ` · ${intl.formatMessage({ id: 'backoffice.cms.banners.groupsShort' }, { groups: b.group_ids!.join(', ') })}`}
                </small>
                <div className="bo-actions">
                  <button
                    type="button"
                    className="bo-link-button"
                    onClick={() => setSelected(i)}
                    aria-label={intl.formatMessage({ id: 'backoffice.cms.banners.editLabel' }, { id: b.id })}
                  >
                    <FormattedMessage id={writable ? 'backoffice.cms.edit' : 'backoffice.cms.view'} />
                  </button>
                  {writable && (
                    <button
                      type="button"
                      className="bo-link-button"
                      aria-label={intl.formatMessage({ id: 'backoffice.cms.banners.removeLabel' }, { id: b.id })}
                      onClick={() => {
                        setBanners((list) => list.filter((_, k) => k !== i));
                        setSelected((s) => Math.max(0, s > i ? s - 1 : s === i ? 0 : s));
                      }}
                    >
                      <FormattedMessage id="backoffice.cms.remove" />
                    </button>
                  )}
                </div>
              </div>
            );
          })}
          {duplicateIds.length > 0 && (
            <p className="bo-field-error" role="alert">
              <FormattedMessage id="backoffice.cms.banners.duplicate" values={{ ids: duplicateIds.join(', ') }} />
            </p>
          )}
          {writable && (
            <button
              type="button"
              onClick={() => {
                setBanners((list) => [...list, newBanner(list.map((b) => b.id))]);
                setSelected(banners.length);
              }}
            >
              <FormattedMessage id="backoffice.cms.banners.add" />
            </button>
          )}
        </section>

        {byLocation.length > 0 && (
          <section className="bo-panel" aria-labelledby="bo-banner-order">
            <h2 id="bo-banner-order">
              <FormattedMessage id="backoffice.cms.banners.byLocation" />
            </h2>
            {byLocation.map(({ location, banners: list }) => (
              <div key={location}>
                <h3>
                  <code>{location}</code>
                </h3>
                <ol data-location={location}>
                  {list.map((x, k) => (
                    <li key={x.id}>
                      <code>{x.id}</code> <small>#{x.order}</small>{' '}
                      {writable && (
                        <>
                          <button
                            type="button"
                            className="bo-link-button"
                            disabled={k === 0}
                            onClick={() => setBanners((bs) => moveInLocation(bs, location, x.id, -1))}
                            aria-label={intl.formatMessage({ id: 'backoffice.cms.moveUpLabel' }, { id: x.id, location })}
                          >
                            ↑
                          </button>{' '}
                          <button
                            type="button"
                            className="bo-link-button"
                            disabled={k === list.length - 1}
                            onClick={() => setBanners((bs) => moveInLocation(bs, location, x.id, 1))}
                            aria-label={intl.formatMessage({ id: 'backoffice.cms.moveDownLabel' }, { id: x.id, location })}
                          >
                            ↓
                          </button>
                        </>
                      )}
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </section>
        )}
      </div>
      <div>
        {current && (
          <section className="bo-panel" aria-labelledby="bo-banner-edit">
            <h2 id="bo-banner-edit">
              <FormattedMessage id="backoffice.cms.banners.editing" values={{ id: current.id }} />
            </h2>
            <BannerForm
              key={selected}
              banner={current}
              readOnly={!writable}
              errors={bannerErrors(errors, selected)}
              onChange={(b) => setBanners((list) => list.map((x, k) => (k === selected ? b : x)))}
            />
            <h3>
              <FormattedMessage id="backoffice.cms.preview.heading" />
            </h3>
            {parsedCurrent?.success && locale ? (
              <PreviewFrame locale={locale} request={{ type: 'reelhouse:preview', kind: 'banner', locale, banner: parsedCurrent.data }} />
            ) : (
              <p className="bo-hint">
                <FormattedMessage id="backoffice.cms.banners.previewInvalid" />
              </p>
            )}
          </section>
        )}
      </div>
    </div>
  );
}

/**
 * banners-config of one locale: the banners with schedule, targeting and order per location,
 * a preview of the banner being edited, and the document's versions. Marketing (and admin) write;
 * other roles read.
 */
export function BannersPage() {
  const [locale, setLocale] = useContentLocale();
  return (
    <>
      <h1>
        <FormattedMessage id="backoffice.nav.banners" />
      </h1>
      <form className="bo-filters" onSubmit={(e) => e.preventDefault()}>
        <ContentLocaleSelect value={locale} onChange={setLocale} />
      </form>
      <ConfigEditor<BannersDoc> key={locale} name="banners-config" locale={locale satisfies Locale} empty={EMPTY}>
        {(api) => <BannersBody {...api} />}
      </ConfigEditor>
    </>
  );
}
