import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgSequence, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { staffUsers } from '../staff/schema';

/**
 * CMS content: pages, snippets and config documents share ONE versioning model (a document row
 * plus immutable version rows), so drafts, publishing, rollback and optimistic concurrency are
 * written and tested once. A document is identified by (kind, key, locale):
 *   page    key = slug (`terms-and-conditions/estonia`), locale = one of the 9
 *   snippet key = snippet key (`footer-contact`),        locale = one of the 9
 *   config  key = config name (`banners-config`),        locale = null unless the config is per locale
 * The version's `body` is the kind's draft (schemas/cms: PageDraftSchema, SnippetDraftSchema,
 * ConfigSchemas[name]), validated before it is written.
 */
export const CMS_KINDS = ['page', 'snippet', 'config'] as const;
export type CmsKind = (typeof CMS_KINDS)[number];

export const cmsDocuments = pgTable(
  'cms_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: CMS_KINDS }).notNull(),
    key: text().notNull(),
    locale: text(),
    /** Highest version number saved (0 before the first save). A save must name it as its base. */
    latestVersion: integer().notNull().default(0),
    /** The version the public API serves; null while never published. */
    liveVersion: integer(),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    unique('cms_documents_kind_key_locale_unique').on(t.kind, t.key, t.locale).nullsNotDistinct(),
    check('cms_documents_live_le_latest', sql`${t.liveVersion} IS NULL OR (${t.liveVersion} >= 1 AND ${t.liveVersion} <= ${t.latestVersion})`),
  ],
);

/**
 * Every save of a document, never changed afterwards (a trigger refuses UPDATE and DELETE):
 * publishing points the document at a version, a rollback copies an old body into a new version.
 */
export const cmsVersions = pgTable(
  'cms_versions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer()
      .notNull()
      .references(() => cmsDocuments.id),
    version: integer().notNull(),
    body: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** Null for the seed. */
    createdBy: integer().references(() => staffUsers.id),
    /** Set when this version is a rollback to that older version. */
    rolledBackFrom: integer(),
  },
  (t) => [unique('cms_versions_document_version_unique').on(t.documentId, t.version)],
);

/** Each time a version went live (append-only, like the versions): the versions list shows when. */
export const cmsPublications = pgTable(
  'cms_publications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer()
      .notNull()
      .references(() => cmsDocuments.id),
    version: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    publishedBy: integer().references(() => staffUsers.id),
  },
  (t) => [index('cms_publications_document_idx').on(t.documentId, t.version)],
);

/** bytea as a Node Buffer on both drivers (PGlite answers a Uint8Array, pg a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (v) => v,
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Uploaded files (terms PDFs, images), kept in the database rather than under DATA_DIR: scaled-out
 * instances share no disk but do share the database, backups carry them, and they are small (5 MB cap).
 * Served at /api/cms/files/{id}/{name}. Files are not versioned; a replacement is a new file.
 */
export const cmsFiles = pgTable(
  'cms_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    title: text().notNull(),
    categories: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Null: for every locale. */
    locale: text(),
    contentType: text().notNull(),
    size: integer().notNull(),
    /** Hex SHA-256 of the bytes: the ETag. */
    sha256: text().notNull(),
    data: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer().references(() => staffUsers.id),
  },
  (t) => [index('cms_files_locale_idx').on(t.locale)],
);

/**
 * Bumped on every publish, rollback and file change. Each instance keeps published answers in
 * memory and compares this number at most once a second, so a publish on another instance shows
 * within a second; on the publishing instance the cache is dropped at once.
 */
export const cmsRevision = pgSequence('cms_revision_seq');
