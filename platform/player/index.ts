import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { PlatformApp } from '../http/types';
import playerRoutes, { type PlayerPorts } from './routes';
import { groups, playerGroups, players } from './schema';

/**
 * What other modules may use from the player module: the reads and writes of the players and
 * groups tables they need, so no other module queries them (eslint.config.mjs refuses an import
 * of another module's schema.ts). Auth keeps credentials and sign-in counters on the player row
 * through the writes here; payments, cms and limits read what they show or decide on.
 */

/**
 * The player module: the signed-in player's own data. Its statistics come from the payments and
 * games modules' reads, its password change from auth and its testers' clock check from staff,
 * all passed in as ports by the composition root.
 */
export function createPlayer(ports: PlayerPorts) {
  return { routes: (app: PlatformApp) => playerRoutes(app, ports) };
}

type Conn = Db | Tx;
export type PlayerRow = typeof players.$inferSelect;
export type NewPlayer = typeof players.$inferInsert;
export type GroupRow = typeof groups.$inferSelect;

export { seedGroups, AB_TEST_GROUPS } from './groups';
export { loadPlayerView } from './view';
export { planProfilePatch, missingFields } from './profile';

export async function findPlayerByEmail(db: Conn, email: string): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.email, email.trim().toLowerCase()));
  return row;
}

export async function findPlayerById(db: Conn, id: number): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  return row;
}

/** Whether `id` names a player (a back-office call about a player answers 404 otherwise). */
export async function playerExists(db: Conn, id: number): Promise<boolean> {
  const [row] = await db.select({ id: players.id }).from(players).where(eq(players.id, id));
  return !!row;
}

/** The player's address, language and account currency (a mail to them, the currency a limit counts). */
export async function playerContact(db: Conn, id: number): Promise<{ email: string; language: string; currency: string } | null> {
  const [row] = await db.select({ email: players.email, language: players.language, currency: players.currency }).from(players).where(eq(players.id, id));
  return row ?? null;
}

/** The e-mail addresses of players `ids` (back-office lists name the player). */
export async function playerEmails(db: Conn, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: players.id, email: players.email })
    .from(players)
    .where(inArray(players.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.email]));
}

/**
 * The names public lists show for players `ids` (jackpot winners): the nickname, else the first
 * name, else the e-mail's local part. The caller masks them before they leave the platform.
 */
export async function playerDisplayNames(db: Conn, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: players.id, email: players.email, nickname: players.nickname, firstName: players.firstName })
    .from(players)
    .where(inArray(players.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.nickname || r.firstName || r.email.split('@')[0] || 'player']));
}

/** The ids of the players with the addresses `emails` (seeds find their demo players), keyed by address. */
export async function playerIdsByEmail(db: Conn, emails: readonly string[]): Promise<Map<string, number>> {
  if (!emails.length) return new Map();
  const rows = await db
    .select({ id: players.id, email: players.email })
    .from(players)
    .where(inArray(players.email, [...emails]));
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** Creates a player row (registration, the demo seed) and returns its id. */
export async function insertPlayer(tx: Conn, values: NewPlayer): Promise<number> {
  const [row] = await tx.insert(players).values(values).returning({ id: players.id });
  return row!.id;
}

/** Creates a player row unless the address is taken (the demo seed, racing another instance); its id, or null. */
export async function insertPlayerIfNew(tx: Conn, values: NewPlayer): Promise<number | null> {
  const [row] = await tx.insert(players).values(values).onConflictDoNothing().returning({ id: players.id });
  return row?.id ?? null;
}

/** Sets columns of one player's row (auth: password, confirmation, details; payments: the deposit bonus code). */
export async function updatePlayer(db: Conn, id: number, set: Partial<NewPlayer>): Promise<void> {
  await db.update(players).set(set).where(eq(players.id, id));
}

/** Counts a sign-in: the previous one becomes the last, `now` the current. */
export async function recordSignIn(db: Conn, id: number, now: Date): Promise<void> {
  await db
    .update(players)
    .set({ lastSignInAt: sql`${players.currentSignInAt}`, currentSignInAt: now, signInCount: sql`${players.signInCount} + 1` })
    .where(eq(players.id, id));
}

/**
 * Records a TOTP step as used, with `set`, only if it is newer than the last accepted one (and,
 * when given, two-factor is still `twoFactorEnabled`): two requests racing with one code see one
 * success. Returns whether this call recorded it.
 */
export async function acceptOtpStep(db: Conn, id: number, step: number, opts: { twoFactorEnabled?: boolean; set?: Partial<NewPlayer> } = {}): Promise<boolean> {
  const updated = await db
    .update(players)
    .set({ otpLastStep: step, ...opts.set })
    .where(
      and(
        eq(players.id, id),
        opts.twoFactorEnabled === undefined ? undefined : eq(players.twoFactorEnabled, opts.twoFactorEnabled),
        or(isNull(players.otpLastStep), lt(players.otpLastStep, step)),
      ),
    )
    .returning({ id: players.id });
  return updated.length === 1;
}

/** Starts two-factor setup with a new secret, unless two-factor is already on. */
export async function setOtpSecret(db: Conn, id: number, secret: string): Promise<void> {
  await db
    .update(players)
    .set({ otpSecret: secret, otpLastStep: null })
    .where(and(eq(players.id, id), eq(players.twoFactorEnabled, false)));
}

/**
 * Takes the player's deposit bonus code (gifts: the next credited deposit consumes it, once): the
 * code is cleared and returned by one row-locked statement, so two deposits credited at once see
 * it once between them. Null when none is set.
 */
export async function takeDepositBonusCode(db: Conn, id: number): Promise<string | null> {
  const res = await db.execute(sql`
    UPDATE players p SET deposit_bonus_code = NULL
    FROM (SELECT id, deposit_bonus_code FROM players WHERE id = ${id} FOR UPDATE) old
    WHERE p.id = old.id AND old.deposit_bonus_code IS NOT NULL
    RETURNING old.deposit_bonus_code AS code`);
  return (res as unknown as { rows: { code: string }[] }).rows[0]?.code ?? null;
}

/** The players in a group (staff issue gifts to a group), in id order. */
export async function playerIdsInGroup(db: Conn, groupId: number): Promise<number[]> {
  const rows = await db.select({ id: playerGroups.playerId }).from(playerGroups).where(eq(playerGroups.groupId, groupId)).orderBy(asc(playerGroups.playerId));
  return rows.map((r) => r.id);
}

/** The ids of the groups the player is in. */
export async function playerGroupIds(db: Conn, playerId: number): Promise<number[]> {
  const rows = await db.select({ id: playerGroups.groupId }).from(playerGroups).where(eq(playerGroups.playerId, playerId));
  return rows.map((r) => r.id);
}

/** Puts the player in `groupIds` (already in one: left as is); returns the groups newly joined. */
export async function addPlayerToGroups(tx: Conn, playerId: number, groupIds: readonly number[]): Promise<number[]> {
  if (!groupIds.length) return [];
  const added = await tx
    .insert(playerGroups)
    .values(groupIds.map((groupId) => ({ playerId, groupId })))
    .onConflictDoNothing()
    .returning({ id: playerGroups.groupId });
  return added.map((r) => r.id);
}

/** Takes the player out of `groupIds` (not in one: left as is); returns the groups left. */
export async function removePlayerFromGroups(tx: Conn, playerId: number, groupIds: readonly number[]): Promise<number[]> {
  if (!groupIds.length) return [];
  const removed = await tx
    .delete(playerGroups)
    .where(and(eq(playerGroups.playerId, playerId), inArray(playerGroups.groupId, [...groupIds])))
    .returning({ id: playerGroups.groupId });
  return removed.map((r) => r.id);
}

/** Every group, by id (the public group list of the info calls). */
export async function listGroups(db: Conn): Promise<GroupRow[]> {
  return db.select().from(groups).orderBy(asc(groups.id));
}

/**
 * The names players are shown by on public boards (tournament leaderboards): the nickname, else
 * the e-mail's first two letters and stars (never the address itself).
 */
export async function playerNicknames(db: Conn, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: players.id, nickname: players.nickname, email: players.email })
    .from(players)
    .where(inArray(players.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.nickname?.trim() || maskedEmailName(r.email)]));
}

/**
 * A public name for a player without a nickname (boards, winners): from the e-mail's local part
 * only, never its domain; its first two and last two characters around `***` when it is long
 * enough that four shown still hide most of it (so `done-a1795` and `done-b2204` differ on a
 * board), else its first character.
 */
export function maskedEmailName(email: string): string {
  const local = email.split('@')[0] ?? '';
  if (local.length >= 8) return `${local.slice(0, 2)}***${local.slice(-2)}`;
  return `${local.slice(0, 1)}***`;
}

/**
 * Registrations between `from` (inclusive) and `to` (exclusive) with their affiliate tag: what
 * the affiliates report counts (platform/affiliates), never the players table itself.
 */
export async function registrationsBetween(db: Conn, from: Date, to: Date): Promise<{ id: number; stag: string | null; createdAt: Date }[]> {
  return db
    .select({ id: players.id, stag: players.stag, createdAt: players.createdAt })
    .from(players)
    .where(and(gte(players.createdAt, from), lt(players.createdAt, to)));
}

/** The affiliate tag of each of these players, by id (null: none). */
export async function stagsOf(db: Conn, ids: readonly number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: players.id, stag: players.stag })
    .from(players)
    .where(inArray(players.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.stag]));
}
