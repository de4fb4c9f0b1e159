'use client';

import { FormattedMessage, useIntl } from 'react-intl';
import type { BannerInput } from '../../schemas/cms';
import { Checkbox, DateTimeInput, GroupIdsInput, NumberInput, Select, TextArea, TextInput } from './fields';
import { parseJsonObject } from './text';
import { useState } from 'react';

type Errors = Record<string, string[]>;

/** Location -> order rows of a banner: where it shows and in which position. */
function OrderRows({
  order,
  onChange,
  errors,
  readOnly,
}: {
  order: Record<string, number>;
  onChange(o: Record<string, number>): void;
  errors: Errors;
  readOnly: boolean;
}) {
  const intl = useIntl();
  const rows = Object.entries(order);
  const [newLoc, setNewLoc] = useState('');
  return (
    <fieldset className="bo-field">
      <legend>
        <FormattedMessage id="backoffice.cms.banners.order" />
      </legend>
      <p className="bo-hint">
        <FormattedMessage id="backoffice.cms.banners.orderHint" />
      </p>
      {rows.map(([loc, n]) => (
        <div key={loc} className="bo-kv">
          <NumberInput
            label={intl.formatMessage({ id: 'backoffice.cms.banners.orderIn' }, { location: loc })}
            value={n}
            min={0}
            max={999}
            readOnly={readOnly}
            error={errors[`order.${loc}`]}
            onChange={(v) => onChange({ ...order, [loc]: v })}
          />
          <span />
          {!readOnly && (
            <button
              type="button"
              className="bo-link-button"
              onClick={() => onChange(Object.fromEntries(rows.filter(([l]) => l !== loc)))}
              aria-label={intl.formatMessage({ id: 'backoffice.cms.banners.removeLocation' }, { location: loc })}
            >
              <FormattedMessage id="backoffice.cms.remove" />
            </button>
          )}
        </div>
      ))}
      {errors.order && <p className="bo-field-error">{errors.order.join(' ')}</p>}
      {!readOnly && (
        <div className="bo-kv">
          <TextInput
            label={<FormattedMessage id="backoffice.cms.banners.addLocation" />}
            value={newLoc}
            placeholder="main"
            maxLength={64}
            onChange={setNewLoc}
          />
          <span />
          <button
            type="button"
            disabled={!/^[a-z0-9][a-z0-9_-]*$/.test(newLoc) || newLoc in order}
            onClick={() => {
              onChange({ ...order, [newLoc]: 0 });
              setNewLoc('');
            }}
          >
            <FormattedMessage id="backoffice.cms.add" />
          </button>
        </div>
      )}
    </fieldset>
  );
}

/** The JSON of per-currency variables (`{"EUR": {"amount": "€500"}}`), kept as typed until it parses. */
function VariablesInput({
  value,
  onChange,
  error,
  readOnly,
}: {
  value: BannerInput['variables'];
  onChange(v: NonNullable<BannerInput['variables']>): void;
  error?: string[] | undefined;
  readOnly: boolean;
}) {
  const intl = useIntl();
  const [text, setText] = useState(value && Object.keys(value).length ? JSON.stringify(value, null, 2) : '');
  const [bad, setBad] = useState<string | null>(null);
  return (
    <TextArea
      label={<FormattedMessage id="backoffice.cms.banners.variables" />}
      code
      rows={3}
      value={text}
      readOnly={readOnly}
      error={bad ? [intl.formatMessage({ id: bad === 'object' ? 'backoffice.cms.blocks.notObject' : 'backoffice.cms.blocks.badJson' }, { error: bad })] : error}
      hint={<FormattedMessage id="backoffice.cms.banners.variablesHint" />}
      onChange={(t) => {
        setText(t);
        const r = parseJsonObject(t);
        setBad(r.ok ? null : r.error);
        if (r.ok) onChange((r.value ?? {}) as NonNullable<BannerInput['variables']>);
      }}
    />
  );
}

/**
 * Every field of one banner (spec C3): texts, image, look, buttons, schedule with its time zone,
 * targeting (groups, logged state, crypto, A/B variant, welcome pack or stag) and order per location. `errors`
 * are the document schema's messages for this banner, by path inside it.
 */
export function BannerForm({ banner, onChange, errors, readOnly }: { banner: BannerInput; onChange(b: BannerInput): void; errors: Errors; readOnly: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `backoffice.cms.banners.${id}` });
  const set = <K extends keyof BannerInput>(k: K, v: BannerInput[K]) => onChange({ ...banner, [k]: v });
  const timer = banner.timer ?? { start_at: null, end_at: null };
  const g = banner.gradient;
  return (
    <div className="bo-banner-form" data-testid="banner-form">
      <div className="bo-form-grid">
        <TextInput label={t('id')} value={banner.id} readOnly={readOnly} maxLength={64} error={errors.id} hint={t('idHint')} onChange={(v) => set('id', v)} />
        <TextInput
          label={t('title')}
          value={banner.title.text}
          readOnly={readOnly}
          maxLength={200}
          error={errors['title.text']}
          onChange={(v) => set('title', { text: v })}
        />
        <TextInput label={t('image')} value={banner.image} readOnly={readOnly} error={errors.image} hint={t('imageHint')} onChange={(v) => set('image', v)} />
        <Select
          label={t('size')}
          value={banner.size ?? 'large'}
          disabled={readOnly}
          options={(['small', 'medium', 'large'] as const).map((v) => ({ value: v, label: t(`sizes.${v}`) }))}
          onChange={(v) => set('size', v)}
        />
      </div>
      <TextArea
        label={t('description')}
        value={banner.description.text}
        readOnly={readOnly}
        error={errors['description.text']}
        onChange={(v) => set('description', { text: v })}
      />

      <fieldset className="bo-field">
        <legend>{t('schedule')}</legend>
        <div className="bo-form-grid">
          <DateTimeInput
            label={t('start')}
            value={timer.start_at}
            readOnly={readOnly}
            error={errors['timer.start_at']}
            onChange={(v) => set('timer', { ...timer, start_at: v })}
          />
          <DateTimeInput
            label={t('end')}
            value={timer.end_at}
            readOnly={readOnly}
            error={errors['timer.end_at']}
            onChange={(v) => set('timer', { ...timer, end_at: v })}
          />
        </div>
        <p className="bo-hint">{t('scheduleHint')}</p>
      </fieldset>

      <fieldset className="bo-field">
        <legend>{t('targeting')}</legend>
        <div className="bo-form-grid">
          <GroupIdsInput
            label={t('groups')}
            value={banner.group_ids ?? []}
            readOnly={readOnly}
            error={errors.group_ids}
            hint={t('groupsHint')}
            onChange={(v) => set('group_ids', v)}
          />
          <Select
            label={t('logged')}
            value={banner.logged === true ? 'in' : banner.logged === false ? 'out' : 'any'}
            disabled={readOnly}
            options={(['any', 'in', 'out'] as const).map((v) => ({ value: v, label: t(`loggedOptions.${v}`) }))}
            onChange={(v) => set('logged', v === 'any' ? null : v === 'in')}
          />
          <Select
            label={t('crypto')}
            value={banner.crypto ?? 'any'}
            disabled={readOnly}
            options={(['any', 'crypto', 'fiat'] as const).map((v) => ({ value: v, label: t(`cryptoOptions.${v}`) }))}
            onChange={(v) => set('crypto', v)}
          />
          <Select
            label={t('abVariant')}
            value={banner.ab_variant === 0 ? 'a' : banner.ab_variant === 1 ? 'b' : 'any'}
            disabled={readOnly}
            error={errors.ab_variant}
            options={(['any', 'a', 'b'] as const).map((v) => ({ value: v, label: t(`abVariantOptions.${v}`) }))}
            onChange={(v) => set('ab_variant', v === 'any' ? null : v === 'a' ? 0 : 1)}
          />
        </div>
        <Checkbox
          label={t('welcomePack')}
          hint={t('welcomePackHint')}
          checked={banner.welcome_pack ?? false}
          disabled={readOnly}
          onChange={(v) => set('welcome_pack', v)}
        />
      </fieldset>

      <OrderRows order={banner.order} readOnly={readOnly} errors={errors} onChange={(o) => set('order', o)} />

      <fieldset className="bo-field">
        <legend>{t('look')}</legend>
        <div className="bo-form-grid">
          {(['colorLeft', 'colorLeftCenter', 'colorRightCenter', 'colorRight'] as const).map((k) => (
            <TextInput
              key={k}
              label={t(`gradient.${k}`)}
              value={g[k]}
              readOnly={readOnly}
              maxLength={40}
              error={errors[`gradient.${k}`]}
              onChange={(v) => set('gradient', { ...g, [k]: v })}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="bo-field">
        <legend>{t('button')}</legend>
        <div className="bo-form-grid">
          <TextInput
            label={t('buttonName')}
            value={banner.button.name}
            readOnly={readOnly}
            maxLength={40}
            error={errors['button.name']}
            onChange={(v) => set('button', { ...banner.button, name: v })}
          />
          <TextInput
            label={t('buttonUrl')}
            value={banner.button.url}
            readOnly={readOnly}
            error={errors['button.url']}
            onChange={(v) => set('button', { ...banner.button, url: v })}
          />
          <Select
            label={t('buttonType')}
            value={banner.button.type ?? 'primary'}
            disabled={readOnly}
            options={(['primary', 'secondary', 'outline'] as const).map((v) => ({ value: v, label: v }))}
            onChange={(v) => set('button', { ...banner.button, type: v })}
          />
          <TextInput
            label={t('frontendIdentifier')}
            value={banner.button.frontendIdentifier ?? ''}
            readOnly={readOnly}
            maxLength={100}
            error={errors['button.frontendIdentifier']}
            onChange={(v) => set('button', { ...banner.button, frontendIdentifier: v || undefined })}
          />
        </div>
        <Checkbox
          label={t('secondButton')}
          checked={!!banner.second_button}
          disabled={readOnly}
          onChange={(on) => set('second_button', on ? { name: '', popup: { title: '', secondTitle: '', desc: '' } } : undefined)}
        />
        {banner.second_button && (
          <div className="bo-form-grid">
            <TextInput
              label={t('secondName')}
              value={banner.second_button.name}
              readOnly={readOnly}
              maxLength={40}
              error={errors['second_button.name']}
              onChange={(v) => set('second_button', { ...banner.second_button!, name: v })}
            />
            <TextInput
              label={t('popupTitle')}
              value={banner.second_button.popup.title}
              readOnly={readOnly}
              maxLength={120}
              error={errors['second_button.popup.title']}
              onChange={(v) => set('second_button', { ...banner.second_button!, popup: { ...banner.second_button!.popup, title: v } })}
            />
            <TextInput
              label={t('popupSecondTitle')}
              value={banner.second_button.popup.secondTitle}
              readOnly={readOnly}
              maxLength={200}
              error={errors['second_button.popup.secondTitle']}
              onChange={(v) => set('second_button', { ...banner.second_button!, popup: { ...banner.second_button!.popup, secondTitle: v } })}
            />
            <TextArea
              label={t('popupDesc')}
              value={banner.second_button.popup.desc}
              readOnly={readOnly}
              error={errors['second_button.popup.desc']}
              onChange={(v) => set('second_button', { ...banner.second_button!, popup: { ...banner.second_button!.popup, desc: v } })}
            />
          </div>
        )}
      </fieldset>

      <fieldset className="bo-field">
        <legend>{t('promo')}</legend>
        <div className="bo-form-grid">
          <TextInput
            label={t('tournamentLink')}
            value={banner.tournament_link ?? ''}
            readOnly={readOnly}
            maxLength={100}
            error={errors.tournament_link}
            onChange={(v) => set('tournament_link', v || undefined)}
          />
          <Checkbox label={t('isTournament')} checked={banner.is_tournament ?? false} disabled={readOnly} onChange={(v) => set('is_tournament', v)} />
        </div>
        <VariablesInput value={banner.variables} readOnly={readOnly} error={errors.variables} onChange={(v) => set('variables', v)} />
      </fieldset>
    </div>
  );
}
