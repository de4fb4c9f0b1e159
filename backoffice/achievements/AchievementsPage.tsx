'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { StaffAchievementSchema, type StaffAchievement } from '../../schemas/achievements';
import { backofficeFetch } from '../api';
import { refusal } from '../promotions/queries';
import { meQuery } from '../queries';
import { ErrorPanel, Loading } from '../Status';
import { achievementValues, emptyAchievement, validateAchievement, type AchievementValues, type FieldErrors } from './achievement-form';
import { AchievementForm, useAchievementLabel } from './AchievementForm';
import { AchievementPreview } from './AchievementPreview';
import { ACHIEVEMENTS_KEY, achievementsQuery, canWriteAchievements } from './queries';

const titleOf = (a: StaffAchievement) => a.texts.en?.title ?? a.slug;

/** The editor of one achievement (new when `achievement` is null) with the player's badge card beside it. */
function AchievementEditor({
  achievement,
  readOnly,
  onDone,
}: {
  achievement: StaffAchievement | null;
  readOnly: boolean;
  onDone(a: StaffAchievement | null): void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AchievementValues>(() => (achievement ? achievementValues(achievement) : emptyAchievement()));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: unknown) =>
      backofficeFetch(achievement ? `${ACHIEVEMENTS_KEY}/${achievement.id}` : ACHIEVEMENTS_KEY, StaffAchievementSchema, {
        method: achievement ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: (a) => {
      void queryClient.invalidateQueries({ queryKey: [ACHIEVEMENTS_KEY] });
      onDone(a);
    },
    onError: (err) => setServerErrors(refusal(err).fields),
  });
  const check = validateAchievement(values);
  // The schema's messages once a save was tried; the platform's 422 until the values change.
  const errors: FieldErrors = { ...(tried && !check.ok ? check.errors : {}), ...serverErrors };
  const failed = refusal(save.error).message;
  return (
    <section className="bo-editor-grid bo-template-editor" aria-labelledby="bo-achievement-title">
      <div>
        <h2 id="bo-achievement-title">
          {achievement ? (
            <FormattedMessage id="backoffice.achievements.editTitle" values={{ title: titleOf(achievement) }} />
          ) : (
            <FormattedMessage id="backoffice.achievements.newTitle" />
          )}
        </h2>
        {achievement && (
          <p className="bo-hint">
            <FormattedMessage id="backoffice.achievements.keepsEarned" values={{ n: achievement.earned_count }} />
          </p>
        )}
        <AchievementForm
          values={values}
          onChange={(v) => {
            setValues(v);
            setServerErrors({});
          }}
          errors={errors}
          readOnly={readOnly}
          saving={save.isPending}
          submitLabel={intl.formatMessage({ id: 'backoffice.achievements.save' })}
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
          <FormattedMessage id="backoffice.achievements.close" />
        </button>
      </div>
      <aside className="bo-preview-pane" aria-labelledby="bo-achievement-preview-title">
        <h2 id="bo-achievement-preview-title">
          <FormattedMessage id="backoffice.achievements.preview.title" />
        </h2>
        <AchievementPreview values={values} />
      </aside>
    </section>
  );
}

/** Disable (players no longer see it; the badges earned are kept) or enable again; the platform audits it. */
function EnableButton({ achievement }: { achievement: StaffAchievement }) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () =>
      backofficeFetch(`${ACHIEVEMENTS_KEY}/${achievement.id}/enabled`, StaffAchievementSchema, { method: 'PUT', body: { enabled: !achievement.enabled } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [ACHIEVEMENTS_KEY] }),
  });
  const failed = refusal(toggle.error).message;
  return (
    <>
      <button type="button" disabled={toggle.isPending} onClick={() => toggle.mutate()}>
        <FormattedMessage
          id={achievement.enabled ? 'backoffice.achievements.disable' : 'backoffice.achievements.enable'}
          values={{ title: titleOf(achievement) }}
        />
      </button>
      {failed && (
        <span className="bo-field-error" role="alert">
          {failed}
        </span>
      )}
    </>
  );
}

/** Achievements (issue 16 items 5 and 7): the badges with how many players earned each, create and edit with the badge's preview, disable and enable. */
export function AchievementsPage() {
  const me = useQuery(meQuery());
  const list = useQuery(achievementsQuery());
  const label = useAchievementLabel();
  const [editing, setEditing] = useState<StaffAchievement | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  if (!me.data) return <Loading />;
  const writer = canWriteAchievements(me.data.staff.role);
  return (
    <>
      <h1>
        <FormattedMessage id="backoffice.nav.achievements" />
      </h1>
      <p className="bo-hint">
        <FormattedMessage id="backoffice.achievements.intro" />
      </p>
      {saved && (
        <p role="status" className="bo-done">
          <FormattedMessage id="backoffice.achievements.saved" values={{ title: saved }} />
        </p>
      )}
      {editing ? (
        <AchievementEditor
          key={editing === 'new' ? 'new' : editing.id}
          achievement={editing === 'new' ? null : editing}
          readOnly={!writer}
          onDone={(a) => {
            setEditing(null);
            setSaved(a ? titleOf(a) : null);
          }}
        />
      ) : (
        <section aria-labelledby="bo-achievements-title">
          <h2 id="bo-achievements-title">
            <FormattedMessage id="backoffice.achievements.list" />
          </h2>
          {writer && (
            <button type="button" onClick={() => setEditing('new')}>
              <FormattedMessage id="backoffice.achievements.new" />
            </button>
          )}
          {list.isPending ? (
            <Loading />
          ) : list.isError ? (
            <ErrorPanel onRetry={() => void list.refetch()} />
          ) : list.data.length === 0 ? (
            <p className="bo-status">
              <FormattedMessage id="backoffice.achievements.empty" />
            </p>
          ) : (
            <div className="bo-table-wrap">
              <table className="bo-table" data-testid="achievements-table">
                <thead>
                  <tr>
                    {(['position', 'title', 'rule', 'target', 'earned', 'status', 'actions'] as const).map((c) => (
                      <th key={c} scope="col">
                        <FormattedMessage id={`backoffice.achievements.col.${c}`} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {list.data.map((a) => (
                    <tr key={a.id}>
                      <td>{a.position}</td>
                      <td>
                        {titleOf(a)} <span className="bo-hint">({a.slug})</span>
                      </td>
                      <td>{label('rule_type', a.rule_type)}</td>
                      <td>{a.threshold}</td>
                      <td>{a.earned_count}</td>
                      <td>
                        <FormattedMessage id={a.enabled ? 'backoffice.achievements.enabled' : 'backoffice.achievements.disabled'} />
                      </td>
                      <td className="bo-actions">
                        <button type="button" onClick={() => setEditing(a)}>
                          <FormattedMessage id={writer ? 'backoffice.achievements.edit' : 'backoffice.achievements.view'} values={{ title: titleOf(a) }} />
                        </button>
                        {writer && <EnableButton achievement={a} />}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </>
  );
}
