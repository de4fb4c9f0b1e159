import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A player account: every field of the spec's Player entity (P3) that is stored, not derived. */
export const players = pgTable(
  'players',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    /** Stored lower-cased; uniqueness is on this column. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text(),
    lastName: text(),
    nickname: text(),
    dateOfBirth: date({ mode: 'string' }),
    gender: text(),
    country: text(),
    city: text(),
    address: text(),
    postalCode: text(),
    state: text(),
    mobilePhone: text(),
    personalIdNumber: text(),
    receivePromos: boolean().notNull().default(false),
    receiveSmsPromos: boolean().notNull().default(false),
    /** The other two subscriptions of GET/PUT /api/subscriptions. */
    receivePromosViaPhoneCalls: boolean().notNull().default(false),
    agreedToPartnerPromotions: boolean().notNull().default(false),
    currency: text().notNull(),
    language: text().notNull().default('en'),
    confirmedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    currentSignInAt: timestamp({ withTimezone: true }),
    lastSignInAt: timestamp({ withTimezone: true }),
    signInCount: integer().notNull().default(0),
    verified: boolean().notNull().default(false),
    sumsubVerified: boolean().notNull().default(false),
    twoFactorEnabled: boolean().notNull().default(false),
    /** TOTP secret (base32). Set while enabling, active once two_factor_enabled. */
    otpSecret: text(),
    /** Last accepted TOTP time step: a code is never accepted twice. */
    otpLastStep: integer(),
    canIssueBonuses: boolean().notNull().default(true),
    depositBonusCode: text(),
    autoregistered: boolean().notNull().default(false),
    licenseName: text(),
    sowQuestionnaireExpiresAt: timestamp({ withTimezone: true }),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    /** Device fingerprint and affiliate tag captured at registration. */
    registrationDfpc: text(),
    registrationIp: text(),
    /** The affiliate tag (schemas/affiliate-tags.ts STAG_PATTERN) and partner id the visitor came with. */
    stag: text(),
    affbId: text(),
    /** When the visitor first landed with that stag (the landing cookie), else null. */
    landedAt: timestamp({ withTimezone: true }),
    lockedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('players_email_unique').on(t.email), index('players_created_at_idx').on(t.createdAt)],
);

/** Groups are data (P6): VIP levels, testers, multi-account, payment flags. Ids are the spec's. */
export const groups = pgTable('groups', {
  id: integer().primaryKey(),
  name: text().notNull(),
  /** 'status' groups are shown as player statuses; 'level' groups are VIP levels; 'system' are flags. */
  kind: text({ enum: ['status', 'level', 'system'] }).notNull(),
  /** Whether a player may add themselves (POST /api/player/groups). */
  writable: boolean().notNull().default(false),
});

export const playerGroups = pgTable(
  'player_groups',
  {
    playerId: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => groups.id),
    addedAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.groupId] })],
);

/**
 * Identity documents a player uploaded for verification (issue 5 item 3). The file itself lives
 * on disk outside the web root under `{DATA_DIR}/uploads/verification/` by a random `storageKey`
 * (never the player's file name); this row says whose it is, what was checked and its review.
 */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: serial().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['passport', 'id_card', 'driving_licence', 'proof_of_address', 'payment_method'] }).notNull(),
    /** The player's file name, cleaned, for display only. */
    fileName: text().notNull(),
    /** Checked against the file's first bytes: application/pdf, image/jpeg or image/png. */
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    storageKey: text().notNull(),
    status: text({ enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    reviewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('verification_documents_player_idx').on(t.playerId, t.createdAt), uniqueIndex('verification_documents_storage_key_unique').on(t.storageKey)],
);
