'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { formatCalendarDate } from '../../core/i18n/dates';
import { PlayerFieldsInfoSchema } from '../../../schemas/info';
import type { Player, ProfileField } from '../../../schemas/player';
import { api } from '../../core/api';
import { useModals } from '../../core/modals/useModals';
import { displayName } from '../../core/stores/display-name';
import { useSession } from '../../core/stores/StoreProvider';
import styles from '../Profile.module.css';

/** GET /api/info/player_fields: which fields each PATCH context takes (spec P5). */
export const playerFieldsQuery = queryOptions({
  queryKey: ['/api/info/player_fields'] as const,
  queryFn: ({ signal }) => api.get('/api/info/player_fields', { schema: PlayerFieldsInfoSchema, signal }),
  staleTime: 60 * 60_000,
});

/** What the personal-data list shows, in order. */
const SHOWN: ProfileField[] = [
  'nickname',
  'first_name',
  'last_name',
  'date_of_birth',
  'gender',
  'country',
  'state',
  'city',
  'address',
  'postal_code',
  'mobile_phone',
];

export interface PersonalViewProps {
  player: Player;
  onEdit: (() => void) | null;
}

/** The player's personal data as a definition list, with the edit action. */
export function PersonalView({ player, onEdit }: PersonalViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const value = (field: ProfileField): string => {
    const raw = (player as Record<string, unknown>)[field];
    if (raw === null || raw === undefined || raw === '') return t('profile.personal.notSet');
    if (field === 'date_of_birth' && typeof raw === 'string') return formatCalendarDate(intl, raw);
    if (field === 'gender') return t(`profile.gender.${String(raw)}`);
    if (field === 'country' && typeof raw === 'string') return new Intl.DisplayNames([intl.locale], { type: 'region' }).of(raw) ?? raw;
    return String(raw);
  };
  return (
    <section className={styles.section} aria-labelledby="personal-title">
      <div className={styles.cardHead}>
        <h2 id="personal-title" className={styles.heading}>
          {t('profile.personal.title')}
        </h2>
        {/* Disabled until GET /api/info/player_fields says which fields the edition context takes. */}
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onEdit ?? undefined} disabled={!onEdit}>
          {t('profile.personal.edit')}
        </button>
      </div>
      <p className={styles.lead}>{t('profile.personal.greeting', { name: displayName(player) })}</p>
      <dl className={styles.facts}>
        <dt>{t('profile.personal.email')}</dt>
        <dd>{player.email}</dd>
        <dt>{t('profile.personal.currency')}</dt>
        <dd>{player.currency}</dd>
        {SHOWN.map((field) => (
          <div key={field} className={styles.fact}>
            <dt>{t(`profile.field.${field}`)}</dt>
            <dd>{value(field)}</dd>
          </div>
        ))}
      </dl>
      {player.verified && <p className={styles.muted}>{t('profile.personal.lockedVerified')}</p>}
    </section>
  );
}

/** The default profile tab: personal data and its edit popup (context `edition`). */
export function PersonalTab() {
  const player = useSession((s) => s.player);
  const fields = useQuery(playerFieldsQuery);
  const { openModal } = useModals();
  if (!player) return null;
  const edition = fields.data?.contexts.edition;
  const onEdit = edition
    ? () => {
        const allowed = new Set([...edition.required, ...edition.optional]);
        openModal('profile-data', { context: 'edition', fields: SHOWN.filter((f) => allowed.has(f)), required: edition.required });
      }
    : null;
  return <PersonalView player={player} onEdit={onEdit} />;
}
