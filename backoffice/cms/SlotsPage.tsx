'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CmsContentIssue, ConfigDocument, SlotEntry } from '../../schemas/cms';
import { validateWidgetParams, WIDGET_NAMES, type CatalogueKeys, type WidgetName, isWidgetName } from '../../schemas/widget-params';
import { useCatalogue } from './catalogue';
import { ConfigEditor, type ConfigEditorApi } from './ConfigEditor';
import { Checkbox, GroupIdsInput, NumberInput, Select, TextInput } from './fields';
import { ParamsForm, useParamLabel } from './ParamsForm';

/** The slot configs this screen edits, in tab order. */
export const SLOT_DOCS = ['main-widget-config', 'menu-categories-games', 'manage-promotion-pages'] as const;
type SlotDoc = (typeof SLOT_DOCS)[number];

type WidgetsDoc = ConfigDocument<'main-widget-config'>;
type MenuDoc = ConfigDocument<'menu-categories-games'>;
type PromoDoc = ConfigDocument<'manage-promotion-pages'>;

/**
 * Each slot entry judged as the placeholder it stands for, names the game catalogue lacks
 * included once it has loaded (the platform checks the same before publish).
 */
export function slotEntryIssues(doc: WidgetsDoc, catalogue?: CatalogueKeys): CmsContentIssue[] {
  const out: CmsContentIssue[] = [];
  for (const [location, entries] of Object.entries(doc.slots ?? {})) {
    entries.forEach((e, i) => {
      const r = validateWidgetParams(e.widget, e.params ?? {}, catalogue);
      if (!r.ok)
        out.push({
          placeholder: `${location}[${i}] ${e.id}`,
          name: e.widget,
          message: r.message,
          index: i,
          ...(r.detail ? { code: r.detail.code, values: r.detail.values } : {}),
        });
    });
  }
  return out;
}

function move<T>(list: T[], i: number, dir: -1 | 1): T[] {
  const j = i + dir;
  if (j < 0 || j >= list.length) return list;
  const copy = [...list];
  [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  return copy;
}

/** Add or change one slot entry: its id, the widget and its params through the generated form, and who sees it. */
function SlotEntryDialog({ entry, onSave, onClose }: { entry: SlotEntry; onSave(e: SlotEntry): void; onClose(): void }) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState(entry);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const widget: WidgetName = isWidgetName(draft.widget) ? draft.widget : WIDGET_NAMES[0]!;
  return (
    <dialog ref={dialog} className="bo-dialog" aria-labelledby="bo-slot-dialog" onClose={onClose}>
      <h2 id="bo-slot-dialog">
        <FormattedMessage id="backoffice.cms.slots.entryTitle" values={{ id: draft.id || '…' }} />
      </h2>
      <TextInput
        label={<FormattedMessage id="backoffice.cms.slots.entryId" />}
        value={draft.id}
        maxLength={64}
        onChange={(v) => setDraft({ ...draft, id: v })}
      />
      <Select
        label={<FormattedMessage id="backoffice.cms.slots.widget" />}
        value={widget}
        options={WIDGET_NAMES.map((n) => ({ value: n, label: n }))}
        onChange={(w) => setDraft({ ...draft, widget: w, params: {} })}
      />
      <GroupIdsInput
        label={<FormattedMessage id="backoffice.cms.banners.groups" />}
        value={draft.group_ids ?? []}
        onChange={(ids) => setDraft({ ...draft, group_ids: ids.length ? ids : undefined })}
      />
      <Select
        label={<FormattedMessage id="backoffice.cms.banners.logged" />}
        value={draft.logged === true ? 'in' : draft.logged === false ? 'out' : 'any'}
        options={(['any', 'in', 'out'] as const).map((v) => ({ value: v, label: intl.formatMessage({ id: `backoffice.cms.banners.loggedOptions.${v}` }) }))}
        onChange={(v) => setDraft({ ...draft, logged: v === 'any' ? null : v === 'in' })}
      />
      <Select
        label={<FormattedMessage id="backoffice.cms.banners.abVariant" />}
        value={draft.ab_variant === 0 ? 'a' : draft.ab_variant === 1 ? 'b' : 'any'}
        options={(['any', 'a', 'b'] as const).map((v) => ({ value: v, label: intl.formatMessage({ id: `backoffice.cms.banners.abVariantOptions.${v}` }) }))}
        onChange={(v) => setDraft({ ...draft, ab_variant: v === 'any' ? null : v === 'a' ? 0 : 1 })}
      />
      <h3>
        <FormattedMessage id="backoffice.cms.slots.params" values={{ widget }} />
      </h3>
      <ParamsForm
        key={widget}
        widget={widget}
        initial={draft.widget === widget ? draft.params : {}}
        submitLabel={intl.formatMessage({ id: 'backoffice.cms.slots.saveEntry' })}
        onCancel={onClose}
        onSubmit={(params) => {
          if (!/^[a-z0-9][a-z0-9_-]*$/.test(draft.id)) return;
          onSave({ ...draft, widget, params });
        }}
      />
      {!/^[a-z0-9][a-z0-9_-]*$/.test(draft.id) && (
        <p className="bo-field-error">
          <FormattedMessage id="backoffice.cms.slots.badId" />
        </p>
      )}
    </dialog>
  );
}

function WidgetsBody({ doc, setDoc, writable, errors }: ConfigEditorApi<WidgetsDoc>) {
  const intl = useIntl();
  const label = useParamLabel();
  const [editing, setEditing] = useState<{ location: string; index: number | null } | null>(null);
  const [newLocation, setNewLocation] = useState('');
  const slots = doc.slots ?? {};
  const setSlots = (update: (s: WidgetsDoc['slots']) => WidgetsDoc['slots']) => setDoc((d) => ({ ...d, slots: update(d.slots ?? {}) }));
  const editingEntry = editing
    ? editing.index === null
      ? { id: `w${(slots[editing.location]?.length ?? 0) + 1}`, widget: 'GameRow', params: {} }
      : slots[editing.location]![editing.index]!
    : null;
  return (
    <section className="bo-panel" aria-labelledby="bo-slots-widgets">
      <h2 id="bo-slots-widgets">
        <FormattedMessage id="backoffice.cms.slots.widgetsHeading" />
      </h2>
      {errors.slots && <p className="bo-field-error">{errors.slots.join(' ')}</p>}
      {Object.entries(slots).map(([location, entries]) => (
        <div key={location} className="bo-banner-card" data-location={location}>
          <h3>
            <code>{location}</code>
          </h3>
          <ol>
            {entries.map((e, i) => (
              <li key={`${e.id}-${i}`}>
                <code>
                  #{e.widget}[
                  {Object.entries(e.params ?? {})
                    .map(([k, v]) => `${k}=${v}`)
                    .join(';')}
                  ]#
                </code>{' '}
                <small className="bo-hint">
                  {e.id}
                  {e.group_ids?.length ? ` · ${intl.formatMessage({ id: 'backoffice.cms.banners.groupsShort' }, { groups: e.group_ids.join(', ') })}` : ''}
                  {e.logged === true
                    ? ` · ${intl.formatMessage({ id: 'backoffice.cms.banners.loggedOptions.in' })}`
                    : e.logged === false
                      ? ` · ${intl.formatMessage({ id: 'backoffice.cms.banners.loggedOptions.out' })}`
                      : ''}
                  {e.ab_variant != null ? ` · ${intl.formatMessage({ id: `backoffice.cms.banners.abVariantOptions.${e.ab_variant === 0 ? 'a' : 'b'}` })}` : ''}
                </small>
                {errors[`slots.${location}.${i}`] || Object.keys(errors).some((k) => k.startsWith(`slots.${location}.${i}.`)) ? (
                  <span className="bo-field-error">
                    {' '}
                    {Object.entries(errors)
                      .filter(([k]) => k.startsWith(`slots.${location}.${i}`))
                      .map(([k, m]) => `${label(k.split('.').pop()!)}: ${m.join(' ')}`)
                      .join(' · ')}
                  </span>
                ) : null}
                {writable && (
                  <span className="bo-actions">
                    <button
                      type="button"
                      className="bo-link-button"
                      onClick={() => setEditing({ location, index: i })}
                      aria-label={intl.formatMessage({ id: 'backoffice.cms.slots.editLabel' }, { id: e.id })}
                    >
                      <FormattedMessage id="backoffice.cms.edit" />
                    </button>
                    <button
                      type="button"
                      className="bo-link-button"
                      disabled={i === 0}
                      onClick={() => setSlots((s) => ({ ...s, [location]: move(s[location]!, i, -1) }))}
                      aria-label={intl.formatMessage({ id: 'backoffice.cms.moveUpLabel' }, { id: e.id, location })}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="bo-link-button"
                      disabled={i === entries.length - 1}
                      onClick={() => setSlots((s) => ({ ...s, [location]: move(s[location]!, i, 1) }))}
                      aria-label={intl.formatMessage({ id: 'backoffice.cms.moveDownLabel' }, { id: e.id, location })}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="bo-link-button"
                      onClick={() => setSlots((s) => ({ ...s, [location]: s[location]!.filter((_, k) => k !== i) }))}
                      aria-label={intl.formatMessage({ id: 'backoffice.cms.slots.removeLabel' }, { id: e.id })}
                    >
                      <FormattedMessage id="backoffice.cms.remove" />
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ol>
          {writable && (
            <div className="bo-actions">
              <button type="button" onClick={() => setEditing({ location, index: null })}>
                <FormattedMessage id="backoffice.cms.slots.addEntry" values={{ location }} />
              </button>
              {entries.length === 0 && (
                <button
                  type="button"
                  className="bo-link-button"
                  onClick={() => setSlots((s) => Object.fromEntries(Object.entries(s).filter(([l]) => l !== location)))}
                >
                  <FormattedMessage id="backoffice.cms.slots.removeLocation" />
                </button>
              )}
            </div>
          )}
        </div>
      ))}
      {writable && (
        <div className="bo-kv">
          <TextInput
            label={<FormattedMessage id="backoffice.cms.banners.addLocation" />}
            value={newLocation}
            placeholder="lobby"
            maxLength={64}
            onChange={setNewLocation}
          />
          <span />
          <button
            type="button"
            disabled={!/^[a-z0-9][a-z0-9_-]*$/.test(newLocation) || newLocation in slots}
            onClick={() => {
              setSlots((s) => ({ ...s, [newLocation]: [] }));
              setNewLocation('');
            }}
          >
            <FormattedMessage id="backoffice.cms.add" />
          </button>
        </div>
      )}
      {editing && editingEntry && (
        <SlotEntryDialog
          entry={editingEntry as SlotEntry}
          onClose={() => setEditing(null)}
          onSave={(e) => {
            setSlots((s) => {
              const list = [...(s[editing.location] ?? [])];
              if (editing.index === null) list.push(e);
              else list[editing.index] = e;
              return { ...s, [editing.location]: list };
            });
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}

function MenuBody({ doc, setDoc, writable, errors }: ConfigEditorApi<MenuDoc>) {
  const intl = useIntl();
  const cats = doc.categories ?? [];
  const set = (i: number, patch: Partial<MenuDoc['categories'][number]>) =>
    setDoc((d) => ({ ...d, categories: d.categories.map((c, k) => (k === i ? { ...c, ...patch } : c)) }));
  return (
    <section className="bo-panel" aria-labelledby="bo-slots-menu">
      <h2 id="bo-slots-menu">
        <FormattedMessage id="backoffice.cms.slots.menuHeading" />
      </h2>
      <p className="bo-hint">
        <FormattedMessage id="backoffice.cms.slots.menuHint" />
      </p>
      {cats.map((c, i) => (
        <div key={i} className="bo-form-grid" data-row={i}>
          <TextInput
            label={<FormattedMessage id="backoffice.cms.slots.categorySlug" />}
            value={c.slug}
            readOnly={!writable}
            maxLength={64}
            error={errors[`categories.${i}.slug`]}
            onChange={(v) => set(i, { slug: v })}
          />
          <Select
            label={<FormattedMessage id="backoffice.cms.slots.section" />}
            value={c.section}
            disabled={!writable}
            options={(['pokies', 'live'] as const).map((v) => ({ value: v, label: intl.formatMessage({ id: `backoffice.cms.slots.sections.${v}` }) }))}
            onChange={(v) => set(i, { section: v })}
          />
          <NumberInput
            label={<FormattedMessage id="backoffice.cms.slots.order" />}
            value={c.order}
            min={0}
            max={999}
            readOnly={!writable}
            error={errors[`categories.${i}.order`]}
            onChange={(v) => set(i, { order: v })}
          />
          {writable && (
            <div className="bo-actions">
              <button
                type="button"
                className="bo-link-button"
                onClick={() => setDoc((d) => ({ ...d, categories: d.categories.filter((_, k) => k !== i) }))}
                aria-label={intl.formatMessage({ id: 'backoffice.cms.slots.removeCategory' }, { slug: c.slug })}
              >
                <FormattedMessage id="backoffice.cms.remove" />
              </button>
            </div>
          )}
        </div>
      ))}
      {writable && (
        <button
          type="button"
          onClick={() =>
            setDoc((d) => ({ ...d, categories: [...(d.categories ?? []), { slug: '', section: 'pokies', order: (d.categories?.length ?? 0) * 10 }] }))
          }
        >
          <FormattedMessage id="backoffice.cms.slots.addCategory" />
        </button>
      )}
    </section>
  );
}

function PromoBody({ doc, setDoc, writable, errors }: ConfigEditorApi<PromoDoc>) {
  const intl = useIntl();
  const pages = doc.pages ?? [];
  const set = (i: number, patch: Partial<PromoDoc['pages'][number]>) =>
    setDoc((d) => ({ ...d, pages: d.pages.map((p, k) => (k === i ? { ...p, ...patch } : p)) }));
  return (
    <section className="bo-panel" aria-labelledby="bo-slots-promo">
      <h2 id="bo-slots-promo">
        <FormattedMessage id="backoffice.cms.slots.promoHeading" />
      </h2>
      <p className="bo-hint">
        <FormattedMessage id="backoffice.cms.slots.promoHint" />
      </p>
      {pages.map((p, i) => (
        <div key={i} className="bo-form-grid" data-row={i}>
          <TextInput
            label={<FormattedMessage id="backoffice.cms.slots.pageSlug" />}
            value={p.slug}
            readOnly={!writable}
            maxLength={64}
            error={errors[`pages.${i}.slug`]}
            onChange={(v) => set(i, { slug: v })}
          />
          <Checkbox
            label={<FormattedMessage id="backoffice.cms.slots.enabled" />}
            checked={p.enabled}
            disabled={!writable}
            onChange={(v) => set(i, { enabled: v })}
          />
          <GroupIdsInput
            label={<FormattedMessage id="backoffice.cms.banners.groups" />}
            value={p.group_ids ?? []}
            readOnly={!writable}
            error={errors[`pages.${i}.group_ids`]}
            onChange={(ids) => set(i, { group_ids: ids.length ? ids : undefined })}
          />
          {writable && (
            <div className="bo-actions">
              <button
                type="button"
                className="bo-link-button"
                onClick={() => setDoc((d) => ({ ...d, pages: d.pages.filter((_, k) => k !== i) }))}
                aria-label={intl.formatMessage({ id: 'backoffice.cms.slots.removePage' }, { slug: p.slug })}
              >
                <FormattedMessage id="backoffice.cms.remove" />
              </button>
            </div>
          )}
        </div>
      ))}
      {writable && (
        <button type="button" onClick={() => setDoc((d) => ({ ...d, pages: [...(d.pages ?? []), { slug: '', enabled: true }] }))}>
          <FormattedMessage id="backoffice.cms.slots.addPage" />
        </button>
      )}
    </section>
  );
}

/** The slot configs: lobby widgets per location, the game-category menus, and the promotion pages. Tabs by `?doc=`. */
export function SlotsPage() {
  const search = useSearchParams();
  const pathname = usePathname();
  const asked = search.get('doc');
  const current: SlotDoc = (SLOT_DOCS as readonly string[]).includes(asked ?? '') ? (asked as SlotDoc) : SLOT_DOCS[0];
  const catalogue = useCatalogue()?.keys;
  const widgetIssues = useCallback((d: WidgetsDoc) => slotEntryIssues(d, catalogue), [catalogue]);
  return (
    <>
      <h1>
        <FormattedMessage id="backoffice.nav.slots" />
      </h1>
      <FormattedMessage id="backoffice.cms.slots.tabs">
        {(label) => (
          <nav aria-label={String(label)} className="bo-tabs">
            {SLOT_DOCS.map((d) => (
              <Link key={d} href={`${pathname}?doc=${d}`} aria-current={d === current ? 'page' : undefined}>
                <FormattedMessage id={`backoffice.cms.slots.doc.${d}`} />
              </Link>
            ))}
          </nav>
        )}
      </FormattedMessage>
      {current === 'main-widget-config' && (
        <ConfigEditor<WidgetsDoc> key={current} name={current} locale={null} empty={{ slots: {} }} extraIssues={widgetIssues}>
          {(api) => <WidgetsBody {...api} />}
        </ConfigEditor>
      )}
      {current === 'menu-categories-games' && (
        <ConfigEditor<MenuDoc> key={current} name={current} locale={null} empty={{ categories: [] }}>
          {(api) => <MenuBody {...api} />}
        </ConfigEditor>
      )}
      {current === 'manage-promotion-pages' && (
        <ConfigEditor<PromoDoc> key={current} name={current} locale={null} empty={{ pages: [] }}>
          {(api) => <PromoBody {...api} />}
        </ConfigEditor>
      )}
    </>
  );
}
