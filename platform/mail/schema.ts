import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every mail the platform sends is written here first; SMTP delivery (when configured) follows. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** What the mail is for, e.g. 'confirmation', 'reset_password', 'limit_confirm'. */
    kind: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
  },
  (t) => [index('outbox_to_idx').on(t.to), index('outbox_created_idx').on(t.createdAt)],
);
