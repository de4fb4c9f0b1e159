import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from '../player/schema';

/**
 * The double-entry ledger. Amounts are integer minor units (`bigint`). The rules that keep money
 * right live in the database as well as in the service (migration `ledger_rules`):
 * - entries and transactions are append-only (a trigger refuses UPDATE, DELETE, TRUNCATE);
 * - every transaction's entries sum to zero per currency (a deferred constraint trigger at commit);
 * - an entry's currency is its account's, and inserting it moves a player account's cached
 *   balance (a trigger; the balance column cannot be written any other way; house accounts keep
 *   none, their balance is the sum of their entries);
 * - a player account's balance never goes below zero (CHECK).
 */

/** Who owns an account: a player, or the house (counterparties of players: cash desk, games...). */
export const LEDGER_OWNERS = ['player', 'house'] as const;

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Stable name: `player:<id>:<purpose>:<currency>` or `house:<purpose>:<currency>`. */
    key: text().notNull(),
    owner: text({ enum: LEDGER_OWNERS }).notNull(),
    playerId: integer().references(() => players.id),
    /** `cash` or `bonus` for players; the house account's role (`cash`, `game_provider`, ...). */
    purpose: text().notNull(),
    currency: text().notNull(),
    /**
     * Player accounts: the sum of the account's entries, kept by the entry trigger in the same
     * transaction (and row-locked by it). House accounts: always 0; their balance is the sum of
     * their entries, read when asked, so the hot house rows are never locked by a posting.
     */
    balance: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key_unique').on(t.key),
    uniqueIndex('ledger_accounts_player_unique').on(t.playerId, t.purpose, t.currency),
    check('ledger_accounts_owner_player', sql`(${t.owner} = 'player') = (${t.playerId} IS NOT NULL)`),
    check('ledger_accounts_player_not_negative', sql`${t.owner} <> 'player' OR ${t.balance} >= 0`),
    check('ledger_accounts_house_balance_derived', sql`${t.owner} = 'player' OR ${t.balance} = 0`),
  ],
);

/** One balanced movement of money; the idempotency key makes a repeated call a no-op. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text().notNull(),
    /** What moved the money: `seed`, `deposit`, `bet`, `win`, `transfer`, ... */
    kind: text().notNull(),
    /** SHA-256 of the canonical request (kind, entries, meta): a repeat must match it exactly. */
    requestHash: text().notNull(),
    meta: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_key_unique').on(t.idempotencyKey),
    index('ledger_transactions_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Must equal the account's currency (checked by the entry trigger). */
    currency: text().notNull(),
    /** Positive: money into the account; negative: out of it. Never zero. */
    amount: bigint({ mode: 'bigint' }).notNull(),
    /** A player account's balance right after this entry (set by the entry trigger); null on house accounts. */
    balanceAfter: bigint({ mode: 'bigint' }),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);
