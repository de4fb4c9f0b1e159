'use client';

import { useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { BonusTemplateSchema, StaffIssueAnswerSchema, type BonusTemplate } from '../../schemas/gifts';
import { ENABLED_CURRENCIES } from '../../schemas/currency-units';
import { backofficeFetch } from '../api';
import { parseIdList } from '../cms/fields';
import { meQuery } from '../queries';
import { ErrorPanel, Loading } from '../Status';
import { GiftPreview } from './GiftPreview';
import { canWritePromotions, formKey, refusal, templatesQuery, TEMPLATES_KEY } from './queries';
import { emptyTemplate, majorText, previewGift, templateValues, validateTemplate, type FieldErrors, type TemplateValues } from './template-form';
import { TemplateForm, usePromoLabel } from './TemplateForm';

const amountsText = (t: BonusTemplate) =>
  t.type === 'freespins'
    ? `${t.freespins_count ?? 0} × ${t.bet_level ?? 0}`
    : t.percent !== null
      ? `${t.percent} % ≤ ${Object.entries(t.max_amounts)
          .map(([c, v]) => `${majorText(v, c)} ${c}`)
          .join(', ')}`
      : Object.entries(t.amounts)
          .map(([c, v]) => `${majorText(v, c)} ${c}`)
          .join(', ');

/** The editor of one template (new when `template` is null) with the player's card beside it. */
function TemplateEditor({ template, readOnly, onDone }: { template: BonusTemplate | null; readOnly: boolean; onDone(t: BonusTemplate | null): void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<TemplateValues>(() => (template ? templateValues(template) : emptyTemplate()));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [currency, setCurrency] = useState<string>('EUR');
  const save = useMutation({
    mutationFn: (body: unknown) =>
      backofficeFetch(template ? `${TEMPLATES_KEY}/${template.id}` : TEMPLATES_KEY, BonusTemplateSchema, { method: template ? 'PUT' : 'POST', body }),
    onSuccess: (t) => {
      void queryClient.invalidateQueries({ queryKey: [TEMPLATES_KEY] });
      onDone(t);
    },
    onError: (err) => setServerErrors(refusal(err).fields),
  });
  const check = validateTemplate(values);
  // The schema's messages once a save was tried; the platform's 422 until the values change.
  const errors: FieldErrors = { ...(tried && !check.ok ? check.errors : {}), ...serverErrors };
  const preview = useMemo(() => previewGift(values, currency, new Date()), [values, currency]);
  const failed = refusal(save.error).message;
  return (
    <section className="bo-editor-grid bo-template-editor" aria-labelledby="bo-template-title">
      <div>
        <h2 id="bo-template-title">
          {template ? (
            <FormattedMessage id="backoffice.promo.editTitle" values={{ title: template.title }} />
          ) : (
            <FormattedMessage id="backoffice.promo.newTitle" />
          )}
        </h2>
        <TemplateForm
          values={values}
          onChange={(v) => {
            setValues(v);
            setServerErrors({});
          }}
          errors={errors}
          readOnly={readOnly}
          saving={save.isPending}
          submitLabel={intl.formatMessage({ id: 'backoffice.promo.save' })}
          onSubmit={() => {
            setTried(true);
            setServerErrors({});
            if (check.ok) save.mutate(check.body);
          }}
        />
        {failed && (
          <p className="bo-error" role="alert">
            {failed}
          </p>
        )}
        <button type="button" className="bo-link-button" onClick={() => onDone(null)}>
          <FormattedMessage id="backoffice.promo.close" />
        </button>
      </div>
      <aside className="bo-preview-pane" aria-labelledby="bo-preview-title">
        <h2 id="bo-preview-title">
          <FormattedMessage id="backoffice.promo.preview.title" />
        </h2>
        <label className="bo-label" htmlFor="bo-preview-currency">
          <FormattedMessage id="backoffice.promo.preview.currency" />
        </label>
        <select id="bo-preview-currency" value={currency} onChange={(e) => setCurrency(e.target.value)}>
          {ENABLED_CURRENCIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
        <GiftPreview gift={preview} />
        {values.percent !== null && (
          <p className="bo-hint">
            <FormattedMessage id="backoffice.promo.preview.percentNote" />
          </p>
        )}
      </aside>
    </section>
  );
}

/** Issue a template to players (ids) or to a group, with a reason; the platform audits it. */
function IssueForm({ templates }: { templates: BonusTemplate[] }) {
  const intl = useIntl();
  const [key, setKey] = useState(formKey);
  const [templateId, setTemplateId] = useState<string>(String(templates[0]?.id ?? ''));
  const [to, setTo] = useState<'players' | 'group'>('players');
  const [players, setPlayers] = useState('');
  const [group, setGroup] = useState('');
  const [reason, setReason] = useState('');
  const issue = useMutation({
    mutationFn: (body: unknown) => backofficeFetch(`${TEMPLATES_KEY}/${templateId}/issue`, StaffIssueAnswerSchema, { method: 'POST', body }),
    onSuccess: () => setKey(formKey()),
  });
  const ids = to === 'players' ? parseIdList(players) : null;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    issue.mutate({
      ...(to === 'players' ? { player_ids: ids ?? [] } : { group_id: Number(group) }),
      reason,
      idempotency_key: key,
    });
  };
  const { fields, message } = refusal(issue.error);
  const err = (k: string) => (fields[k]?.length ? fields[k]!.join(' ') : null);
  return (
    <section aria-labelledby="bo-issue-title" className="bo-panel">
      <h2 id="bo-issue-title">
        <FormattedMessage id="backoffice.promo.issue.title" />
      </h2>
      <form className="bo-form-grid" onSubmit={onSubmit} data-testid="issue-form">
        <div className="bo-field">
          <label htmlFor="bo-issue-template">{intl.formatMessage({ id: 'backoffice.promo.issue.template' })}</label>
          <select id="bo-issue-template" value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title} (#{t.id})
              </option>
            ))}
          </select>
        </div>
        <fieldset className="bo-field">
          <legend>{intl.formatMessage({ id: 'backoffice.promo.issue.to' })}</legend>
          <label className="bo-check">
            <input type="radio" name="issue-to" checked={to === 'players'} onChange={() => setTo('players')} />
            <FormattedMessage id="backoffice.promo.issue.toPlayers" />
          </label>
          <label className="bo-check">
            <input type="radio" name="issue-to" checked={to === 'group'} onChange={() => setTo('group')} />
            <FormattedMessage id="backoffice.promo.issue.toGroup" />
          </label>
        </fieldset>
        {to === 'players' ? (
          <div className="bo-field">
            <label htmlFor="bo-issue-players">{intl.formatMessage({ id: 'backoffice.promo.issue.players' })}</label>
            <input
              id="bo-issue-players"
              inputMode="numeric"
              value={players}
              placeholder="100001, 100002"
              aria-invalid={ids === null || err('player_ids') ? true : undefined}
              aria-describedby="bo-issue-players-msg"
              onChange={(e) => setPlayers(e.target.value)}
            />
            <p id="bo-issue-players-msg" className={ids === null || err('player_ids') ? 'bo-field-error' : 'bo-hint'}>
              {ids === null
                ? intl.formatMessage({ id: 'backoffice.cms.badIds' })
                : (err('player_ids') ?? intl.formatMessage({ id: 'backoffice.promo.idsHint' }))}
            </p>
          </div>
        ) : (
          <div className="bo-field">
            <label htmlFor="bo-issue-group">{intl.formatMessage({ id: 'backoffice.promo.issue.group' })}</label>
            <input
              id="bo-issue-group"
              inputMode="numeric"
              value={group}
              aria-invalid={err('group_id') ? true : undefined}
              onChange={(e) => setGroup(e.target.value)}
            />
            {err('group_id') && <p className="bo-field-error">{err('group_id')}</p>}
          </div>
        )}
        <div className="bo-field">
          <label htmlFor="bo-issue-reason">{intl.formatMessage({ id: 'backoffice.promo.reason' })}</label>
          <input
            id="bo-issue-reason"
            value={reason}
            maxLength={500}
            aria-invalid={err('reason') ? true : undefined}
            aria-describedby="bo-issue-reason-msg"
            onChange={(e) => setReason(e.target.value)}
          />
          <p id="bo-issue-reason-msg" className={err('reason') ? 'bo-field-error' : 'bo-hint'}>
            {err('reason') ?? intl.formatMessage({ id: 'backoffice.promo.reasonHint' })}
          </p>
        </div>
        <div className="bo-actions">
          <button type="submit" disabled={issue.isPending || !templateId || (to === 'players' && !ids?.length)}>
            <FormattedMessage id="backoffice.promo.issue.submit" />
          </button>
        </div>
      </form>
      {message && (
        <p className="bo-error" role="alert">
          {message}
        </p>
      )}
      {issue.data && (
        <div role="status" className="bo-status" data-testid="issue-result">
          <p>
            <FormattedMessage id="backoffice.promo.issue.done" values={{ issued: issue.data.issued, skipped: issue.data.skipped.length }} />
          </p>
          {issue.data.skipped.length > 0 && (
            <ul>
              {issue.data.skipped.map((s) => (
                <li key={s.player_id}>
                  #{s.player_id}: <code>{s.reason}</code>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

/** Promotions: the templates (list, create, edit with the card's preview) and issuing to players or a group. */
export function TemplatesPage() {
  const me = useQuery(meQuery());
  const list = useQuery(templatesQuery());
  const label = usePromoLabel();
  const [editing, setEditing] = useState<BonusTemplate | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  if (!me.data) return <Loading />;
  const writer = canWritePromotions(me.data.staff.role);
  return (
    <>
      <h1>
        <FormattedMessage id="backoffice.nav.promotions" />
      </h1>
      {saved && (
        <p role="status" className="bo-done">
          <FormattedMessage id="backoffice.promo.saved" values={{ title: saved }} />
        </p>
      )}
      {editing ? (
        <TemplateEditor
          key={editing === 'new' ? 'new' : editing.id}
          template={editing === 'new' ? null : editing}
          readOnly={!writer}
          onDone={(t) => {
            setEditing(null);
            setSaved(t ? t.title : null);
          }}
        />
      ) : (
        <section aria-labelledby="bo-templates-title">
          <h2 id="bo-templates-title">
            <FormattedMessage id="backoffice.promo.templates" />
          </h2>
          {writer && (
            <button type="button" onClick={() => setEditing('new')}>
              <FormattedMessage id="backoffice.promo.new" />
            </button>
          )}
          {list.isPending ? (
            <Loading />
          ) : list.isError ? (
            <ErrorPanel onRetry={() => void list.refetch()} />
          ) : list.data.length === 0 ? (
            <p className="bo-status">
              <FormattedMessage id="backoffice.promo.empty" />
            </p>
          ) : (
            <div className="bo-table-wrap">
              <table className="bo-table" data-testid="templates-table">
                <thead>
                  <tr>
                    {(['id', 'title', 'type', 'amount', 'wager', 'enabled', 'actions'] as const).map((c) => (
                      <th key={c} scope="col">
                        <FormattedMessage id={`backoffice.promo.col.${c}`} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {list.data.map((t) => (
                    <tr key={t.id}>
                      <td>{t.id}</td>
                      <td>{t.title}</td>
                      <td>{label('type', t.type)}</td>
                      <td>{amountsText(t)}</td>
                      <td>×{t.wager_multiplier}</td>
                      <td>{t.enabled ? '✓' : '—'}</td>
                      <td>
                        <button type="button" onClick={() => setEditing(t)}>
                          <FormattedMessage id={writer ? 'backoffice.promo.edit' : 'backoffice.promo.view'} values={{ title: t.title }} />
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
      {writer && list.data && list.data.length > 0 && !editing && <IssueForm templates={list.data} />}
    </>
  );
}
