import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Player } from '../../schemas/player';
import { groups, playerGroups, players } from './schema';

type PlayerRow = typeof players.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The spec's Player entity (P3) from a stored row and its status groups. */
export function toPlayerView(row: PlayerRow, statuses: { id: number; name: string }[]): Player {
  return {
    id: row.id,
    user_id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    nickname: row.nickname,
    nick_name: row.nickname,
    date_of_birth: row.dateOfBirth,
    gender: row.gender === 'm' || row.gender === 'f' ? row.gender : null,
    country: row.country,
    city: row.city,
    address: row.address,
    postal_code: row.postalCode,
    state: row.state,
    mobile_phone: row.mobilePhone,
    personal_id_number: row.personalIdNumber,
    receive_promos: row.receivePromos,
    receive_sms_promos: row.receiveSmsPromos,
    currency: row.currency,
    language: row.language,
    locale: row.language,
    statuses,
    auth_fields_missed: row.termsAcceptedAt ? [] : ['terms_acceptance'],
    confirmed_at: iso(row.confirmedAt),
    created_at: row.createdAt.toISOString(),
    current_sign_in_at: iso(row.currentSignInAt),
    last_sign_in_at: iso(row.lastSignInAt),
    verified: row.verified,
    sumsub_verified: row.sumsubVerified,
    two_factor_enabled: row.twoFactorEnabled,
    can_issue_bonuses: row.canIssueBonuses,
    deposit_bonus_code: row.depositBonusCode,
    autoregistered: row.autoregistered,
    license_name: row.licenseName,
    sow_questionnaire_expires_at: iso(row.sowQuestionnaireExpiresAt),
  };
}

/** Loads one player as the API shows them, or null. */
export async function loadPlayerView(db: Db, playerId: number): Promise<Player | null> {
  const [row] = await db.select().from(players).where(eq(players.id, playerId));
  if (!row) return null;
  const statuses = await db
    .select({ id: groups.id, name: groups.name })
    .from(playerGroups)
    .innerJoin(groups, eq(groups.id, playerGroups.groupId))
    .where(eq(playerGroups.playerId, playerId))
    .orderBy(groups.id);
  return toPlayerView(row, statuses);
}
