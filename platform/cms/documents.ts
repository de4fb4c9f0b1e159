import { and, asc, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { HttpError, notFound } from '../http/errors';
import { staffEmails } from '../staff';
import { cmsDocuments, cmsPublications, cmsVersions, type CmsKind } from './schema';

/**
 * The one versioning model of pages, snippets and configs (see schema.ts): create, save a draft
 * version against a base version, publish a version, roll back. Pure data access; validation,
 * audit and cache invalidation are the service's.
 */

export type DocumentRow = typeof cmsDocuments.$inferSelect;
export type VersionRow = typeof cmsVersions.$inferSelect;
type Conn = Db | Tx;

/** What identifies a document. */
export interface DocRef {
  kind: CmsKind;
  key: string;
  locale: string | null;
}

export async function findDocument(db: Conn, ref: DocRef): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(cmsDocuments)
    .where(
      and(
        eq(cmsDocuments.kind, ref.kind),
        eq(cmsDocuments.key, ref.key),
        ref.locale === null ? sql`${cmsDocuments.locale} IS NULL` : eq(cmsDocuments.locale, ref.locale),
      ),
    );
  return row ?? null;
}

export async function getDocument(db: Conn, kind: CmsKind, id: number): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(cmsDocuments)
    .where(and(eq(cmsDocuments.kind, kind), eq(cmsDocuments.id, id)));
  if (!row) throw notFound(`No ${kind} ${id}`);
  return row;
}

export async function versionOf(db: Conn, documentId: number, version: number): Promise<VersionRow> {
  const [row] = await db
    .select()
    .from(cmsVersions)
    .where(and(eq(cmsVersions.documentId, documentId), eq(cmsVersions.version, version)));
  if (!row) throw notFound(`No version ${version}`);
  return row;
}

/** A new document with its first version (not published). 409 when (kind, key, locale) exists. */
export async function createDocument(
  tx: Tx,
  ref: DocRef,
  body: unknown,
  staffId: number | null,
  now: Date,
): Promise<{ doc: DocumentRow; version: VersionRow }> {
  const [doc] = await tx
    .insert(cmsDocuments)
    .values({ kind: ref.kind, key: ref.key, locale: ref.locale, latestVersion: 1, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!doc) {
    throw new HttpError(409, 'already_exists', `This ${ref.kind} already exists${ref.locale ? ` in ${ref.locale}` : ''}`, {
      [ref.kind === 'page' ? 'slug' : 'key']: ['already exists'],
    });
  }
  const [version] = await tx.insert(cmsVersions).values({ documentId: doc.id, version: 1, body, createdAt: now, createdBy: staffId }).returning();
  return { doc, version: version! };
}

/**
 * Saves `body` as the next version, but only if nobody saved since `baseVersion` (optimistic
 * concurrency): the conditional UPDATE is atomic, so of two saves on the same base exactly one
 * wins and the other gets 409 `stale_version`.
 */
export async function saveVersion(
  tx: Tx,
  documentId: number,
  baseVersion: number,
  body: unknown,
  staffId: number | null,
  now: Date,
  rolledBackFrom: number | null = null,
): Promise<{ doc: DocumentRow; version: VersionRow }> {
  const [doc] = await tx
    .update(cmsDocuments)
    .set({ latestVersion: sql`${cmsDocuments.latestVersion} + 1`, updatedAt: now })
    .where(and(eq(cmsDocuments.id, documentId), eq(cmsDocuments.latestVersion, baseVersion)))
    .returning();
  if (!doc) {
    const [current] = await tx.select({ latest: cmsDocuments.latestVersion }).from(cmsDocuments).where(eq(cmsDocuments.id, documentId));
    if (!current) throw notFound();
    throw new HttpError(
      409,
      'stale_version',
      `Someone saved version ${current.latest} after the version ${baseVersion} you edited; reload it and apply your change again`,
      {
        base_version: [`is not the latest version (${current.latest})`],
      },
    );
  }
  const [version] = await tx
    .insert(cmsVersions)
    .values({ documentId, version: doc.latestVersion, body, createdAt: now, createdBy: staffId, rolledBackFrom })
    .returning();
  return { doc, version: version! };
}

/** Makes `version` the live one and records the publication. */
export async function publishVersion(tx: Tx, documentId: number, version: number, staffId: number | null, now: Date): Promise<DocumentRow> {
  const [doc] = await tx
    .update(cmsDocuments)
    .set({ liveVersion: version, publishedAt: now, updatedAt: now })
    .where(and(eq(cmsDocuments.id, documentId), sql`${version} <= ${cmsDocuments.latestVersion}`))
    .returning();
  if (!doc) throw notFound(`No version ${version}`);
  await tx.insert(cmsPublications).values({ documentId, version, at: now, publishedBy: staffId });
  return doc;
}

/** Every version of a document, newest first, with its last publication time. */
export async function listVersions(db: Conn, doc: DocumentRow): Promise<Array<VersionRow & { publishedAt: Date | null; createdByEmail: string | null }>> {
  const rows = await db.select().from(cmsVersions).where(eq(cmsVersions.documentId, doc.id)).orderBy(desc(cmsVersions.version));
  const pubs = await db
    .select({ version: cmsPublications.version, at: max(cmsPublications.at) })
    .from(cmsPublications)
    .where(eq(cmsPublications.documentId, doc.id))
    .groupBy(cmsPublications.version);
  const pubAt = new Map(pubs.map((p) => [p.version, p.at]));
  const staffIds = [...new Set(rows.map((r) => r.createdBy).filter((x): x is number => x !== null))];
  const emails = await staffEmails(db, staffIds);
  return rows.map((r) => ({
    ...r,
    publishedAt: pubAt.get(r.version) ?? null,
    createdByEmail: r.createdBy === null ? null : (emails.get(r.createdBy) ?? null),
  }));
}

/** Live documents of a kind (optionally only some locales) with their live body. */
export async function liveDocuments(db: Conn, kind: CmsKind, locales?: readonly string[]): Promise<Array<{ doc: DocumentRow; body: unknown }>> {
  const rows = await db
    .select({ doc: cmsDocuments, body: cmsVersions.body })
    .from(cmsDocuments)
    .innerJoin(cmsVersions, and(eq(cmsVersions.documentId, cmsDocuments.id), eq(cmsVersions.version, cmsDocuments.liveVersion)))
    .where(and(eq(cmsDocuments.kind, kind), isNotNull(cmsDocuments.liveVersion), locales ? inArray(cmsDocuments.locale, [...locales]) : undefined))
    .orderBy(asc(cmsDocuments.key), asc(cmsDocuments.id));
  return rows;
}

/** The live body of one document, or null when it is missing or unpublished. */
export async function liveBody(db: Conn, ref: DocRef): Promise<{ doc: DocumentRow; body: unknown } | null> {
  const doc = await findDocument(db, ref);
  if (!doc || doc.liveVersion === null) return null;
  const v = await versionOf(db, doc.id, doc.liveVersion);
  return { doc, body: v.body };
}

/** Latest-version bodies of many documents (the back-office lists). */
export async function latestDocuments(db: Conn, kind: CmsKind): Promise<Array<{ doc: DocumentRow; body: unknown }>> {
  return db
    .select({ doc: cmsDocuments, body: cmsVersions.body })
    .from(cmsDocuments)
    .innerJoin(cmsVersions, and(eq(cmsVersions.documentId, cmsDocuments.id), eq(cmsVersions.version, cmsDocuments.latestVersion)))
    .where(eq(cmsDocuments.kind, kind))
    .orderBy(asc(cmsDocuments.key), asc(cmsDocuments.locale));
}

/** draft: never published; published: the latest version is live; changed: a newer draft over the live one. */
export function stateOf(doc: DocumentRow): 'draft' | 'published' | 'changed' {
  if (doc.liveVersion === null) return 'draft';
  return doc.liveVersion === doc.latestVersion ? 'published' : 'changed';
}
