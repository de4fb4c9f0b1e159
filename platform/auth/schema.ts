import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../player/schema';

/**
 * Server-side player sessions. The cookie holds a random token; only its SHA-256 is stored,
 * so a database leak does not leak live sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** 'otp_pending' after a correct password for a two-factor player; 'active' after the TOTP step. */
    stage: text({ enum: ['otp_pending', 'active'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('sessions_player_idx').on(t.playerId)],
);

/** Single-use e-mailed tokens (confirmation, password reset). Only the hash is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: text().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['confirmation', 'reset_password'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('account_tokens_player_idx').on(t.playerId, t.kind)],
);
