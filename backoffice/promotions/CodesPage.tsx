'use client';

import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { CodeBatchSchema, type BonusTemplate } from '../../schemas/gifts';
import { backofficeFetch } from '../api';
import { DateTimeInput, NumberInput, Select, TextInput } from '../cms/fields';
import { meQuery } from '../queries';
import { ErrorPanel, Loading } from '../Status';
import { batchesQuery, BATCHES_KEY, canWritePromotions, exportHref, redemptionsQuery, refusal, templatesQuery } from './queries';
import { usePromoLabel } from './TemplateForm';

/** A new batch: one shared code or N unique ones, its window and limits. Targeting is the template's. */
function BatchForm({ templates }: { templates: BonusTemplate[] }) {
  const intl = useIntl();
  const label = usePromoLabel();
  const queryClient = useQueryClient();
  const [templateId, setTemplateId] = useState(String(templates[0]?.id ?? ''));
  const [kind, setKind] = useState<'coupon' | 'promo_code'>('coupon');
  const [mode, setMode] = useState<'shared' | 'unique'>('shared');
  const [code, setCode] = useState('');
  const [count, setCount] = useState(100);
  const [validFrom, setValidFrom] = useState<string | null>(null);
  const [validUntil, setValidUntil] = useState<string | null>(null);
  const [maxUses, setMaxUses] = useState(NaN);
  const [perPlayer, setPerPlayer] = useState(1);
  const create = useMutation({
    mutationFn: (body: unknown) => backofficeFetch(BATCHES_KEY, CodeBatchSchema, { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [BATCHES_KEY] }),
  });
  const { fields, message } = refusal(create.error);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({
      template_id: Number(templateId),
      kind,
      ...(mode === 'shared' ? { code: code.trim() } : { count }),
      valid_from: validFrom,
      valid_until: validUntil,
      max_uses: Number.isFinite(maxUses) ? maxUses : null,
      per_player: mode === 'shared' ? perPlayer : 1,
    });
  };
  return (
    <section className="bo-panel" aria-labelledby="bo-batch-title">
      <h2 id="bo-batch-title">
        <FormattedMessage id="backoffice.promo.codes.new" />
      </h2>
      <form className="bo-form-grid" noValidate onSubmit={onSubmit} data-testid="batch-form">
        <Select
          label={intl.formatMessage({ id: 'backoffice.promo.issue.template' })}
          value={templateId}
          error={fields.template_id}
          options={templates.map((t) => ({ value: String(t.id), label: `${t.title} (#${t.id})` }))}
          onChange={setTemplateId}
        />
        <Select<'coupon' | 'promo_code'>
          label={intl.formatMessage({ id: 'backoffice.promo.codes.kind' })}
          value={kind}
          error={fields.kind}
          options={(['coupon', 'promo_code'] as const).map((k) => ({ value: k, label: label('codeKind', k) }))}
          onChange={setKind}
        />
        <Select<'shared' | 'unique'>
          label={intl.formatMessage({ id: 'backoffice.promo.codes.mode' })}
          value={mode}
          options={(['shared', 'unique'] as const).map((k) => ({ value: k, label: label('codeMode', k) }))}
          onChange={setMode}
        />
        {mode === 'shared' ? (
          <TextInput
            label={intl.formatMessage({ id: 'backoffice.promo.codes.code' })}
            value={code}
            error={fields.code}
            maxLength={40}
            hint={intl.formatMessage({ id: 'backoffice.promo.codes.codeHint' })}
            onChange={setCode}
          />
        ) : (
          <NumberInput
            label={intl.formatMessage({ id: 'backoffice.promo.codes.count' })}
            value={count}
            error={fields.count ?? fields.code}
            min={1}
            max={100_000}
            onChange={setCount}
          />
        )}
        <DateTimeInput
          label={intl.formatMessage({ id: 'backoffice.promo.field.valid_from' })}
          value={validFrom}
          error={fields.valid_from}
          onChange={setValidFrom}
        />
        <DateTimeInput
          label={intl.formatMessage({ id: 'backoffice.promo.field.valid_until' })}
          value={validUntil}
          error={fields.valid_until}
          onChange={setValidUntil}
        />
        <NumberInput
          label={intl.formatMessage({ id: 'backoffice.promo.codes.maxUses' })}
          value={maxUses}
          error={fields.max_uses}
          min={1}
          hint={intl.formatMessage({ id: 'backoffice.promo.codes.maxUsesHint' })}
          onChange={setMaxUses}
        />
        {mode === 'shared' && (
          <NumberInput
            label={intl.formatMessage({ id: 'backoffice.promo.codes.perPlayer' })}
            value={perPlayer}
            error={fields.per_player}
            min={1}
            max={100}
            onChange={setPerPlayer}
          />
        )}
        <p className="bo-hint bo-wide">
          <FormattedMessage id="backoffice.promo.codes.targetingNote" />
        </p>
        <div className="bo-actions">
          <button type="submit" disabled={create.isPending || !templateId}>
            <FormattedMessage id="backoffice.promo.codes.create" />
          </button>
        </div>
      </form>
      {message && (
        <p className="bo-error" role="alert">
          {message}
        </p>
      )}
      {create.data && (
        <p role="status" className="bo-done">
          <FormattedMessage id="backoffice.promo.codes.created" values={{ id: create.data.id, n: create.data.code_count }} />
        </p>
      )}
    </section>
  );
}

function Redemptions({ batchId }: { batchId: number }) {
  const q = useQuery(redemptionsQuery(batchId));
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorPanel onRetry={() => void q.refetch()} />;
  return (
    <section aria-labelledby="bo-redemptions-title">
      <h3 id="bo-redemptions-title">
        <FormattedMessage id="backoffice.promo.codes.redemptionsOf" values={{ id: batchId }} />
      </h3>
      {q.data.redemptions.length === 0 ? (
        <p className="bo-status">
          <FormattedMessage id="backoffice.promo.codes.noRedemptions" />
        </p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="redemptions-table">
            <thead>
              <tr>
                {(['at', 'code', 'player', 'gift', 'stage'] as const).map((c) => (
                  <th key={c} scope="col">
                    <FormattedMessage id={`backoffice.promo.codes.col.${c}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {q.data.redemptions.map((r) => (
                <tr key={r.id}>
                  <td>
                    <FormattedDate value={r.at} dateStyle="short" timeStyle="short" />
                  </td>
                  <td>
                    <code>{r.code}</code>
                  </td>
                  <td>
                    #{r.player_id} {r.player_email}
                  </td>
                  <td>#{r.gift_id}</td>
                  <td>
                    <FormattedMessage id={`backoffice.promo.stage.${r.stage}`} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Code batches: generate (writers), export as CSV (writers: the codes are secrets), see who redeemed. */
export function CodesPage() {
  const me = useQuery(meQuery());
  const templates = useQuery(templatesQuery());
  const batches = useQuery(batchesQuery());
  const label = usePromoLabel();
  const intl = useIntl();
  const [shown, setShown] = useState<number | null>(null);
  if (!me.data) return <Loading />;
  const writer = canWritePromotions(me.data.staff.role);
  const title = (id: number) => templates.data?.find((t) => t.id === id)?.title ?? `#${id}`;
  return (
    <>
      <h1>
        <FormattedMessage id="backoffice.nav.promoCodes" />
      </h1>
      {writer && templates.data && templates.data.length > 0 && <BatchForm templates={templates.data} />}
      <section aria-labelledby="bo-batches-title">
        <h2 id="bo-batches-title">
          <FormattedMessage id="backoffice.promo.codes.batches" />
        </h2>
        {batches.isPending ? (
          <Loading />
        ) : batches.isError ? (
          <ErrorPanel onRetry={() => void batches.refetch()} />
        ) : batches.data.length === 0 ? (
          <p className="bo-status">
            <FormattedMessage id="backoffice.promo.codes.empty" />
          </p>
        ) : (
          <div className="bo-table-wrap">
            <table className="bo-table" data-testid="batches-table">
              <thead>
                <tr>
                  {(['id', 'template', 'kind', 'codes', 'uses', 'window', 'actions'] as const).map((c) => (
                    <th key={c} scope="col">
                      <FormattedMessage id={`backoffice.promo.codes.col.${c}`} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {batches.data.map((b) => (
                  <tr key={b.id}>
                    <td>{b.id}</td>
                    <td>{title(b.template_id)}</td>
                    <td>
                      {label('codeKind', b.kind)} · {label('codeMode', b.shared ? 'shared' : 'unique')}
                    </td>
                    <td>{b.code_count}</td>
                    <td>
                      {b.redemptions}
                      {b.max_uses !== null && ` / ${b.max_uses}`} · <FormattedMessage id="backoffice.promo.codes.perPlayerShort" values={{ n: b.per_player }} />
                    </td>
                    <td>
                      {b.valid_from ? <FormattedDate value={b.valid_from} dateStyle="short" /> : '…'} –{' '}
                      {b.valid_until ? <FormattedDate value={b.valid_until} dateStyle="short" /> : '…'}
                    </td>
                    <td className="bo-row-actions">
                      {writer && (
                        <a
                          href={exportHref(b.id)}
                          download={`code-batch-${b.id}.csv`}
                          aria-label={intl.formatMessage({ id: 'backoffice.promo.codes.exportLabel' }, { id: b.id })}
                        >
                          <FormattedMessage id="backoffice.promo.codes.export" />
                        </a>
                      )}{' '}
                      <button
                        type="button"
                        aria-expanded={shown === b.id}
                        aria-label={intl.formatMessage({ id: 'backoffice.promo.codes.redemptionsLabel' }, { id: b.id })}
                        onClick={() => setShown(shown === b.id ? null : b.id)}
                      >
                        <FormattedMessage id="backoffice.promo.codes.redemptions" />
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {shown !== null && <Redemptions batchId={shown} />}
      </section>
    </>
  );
}
