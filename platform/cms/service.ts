import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  configSchemaOf,
  isLocalizedConfig,
  MANAGERS_DOCUMENT,
  PageDraftSchema,
  SnippetDraftSchema,
  type BackofficeConfigName,
  type CmsContentIssue,
  type CmsPublishedEvent,
  type ConfigDocument,
  type PageDraft,
} from '../../schemas/cms';
import type { StaffRole } from '../../schemas/staff';
import type { Clock } from '../clock';
import type { Db, Tx } from '../db/client';
import type { EventBus } from '../events';
import { badRequest, HttpError } from '../http/errors';
import { catalogueKeys } from '../games';
import type { CatalogueKeys } from '../../schemas/widget-params';
import { audit } from '../staff';
import { invalidateCms } from './cache';
import { ContentInvalidError, issueLine, pageIssuesByField, slotIssues, snippetIssues, zodFields } from './content-check';
import { createDocument, findDocument, getDocument, publishVersion, saveVersion, versionOf, type DocRef, type DocumentRow } from './documents';
import { cmsDocuments, cmsPublications, cmsVersions, type CmsKind } from './schema';

/**
 * Writes to CMS documents: every change is validated, versioned, audited (for staff) and, when it
 * changes what the public sees, followed by a cache drop and a `cms.published` event. The seed
 * goes through the same functions (without a request, so without audit rows).
 */

/** Who acts and where: a staff request, or the seed (`req` absent). */
export interface CmsContext {
  db: Db;
  clock: Clock;
  events: EventBus;
  req?: FastifyRequest;
  staff: { staffId: number; role: StaffRole } | null;
}

/** Audit action names of the CMS (labels: `backoffice.action.<name>` in the backoffice catalogs). */
export const CMS_AUDIT = {
  created: (k: CmsKind) => `cms_${k}_created`,
  saved: (k: CmsKind) => `cms_${k}_saved`,
  published: (k: CmsKind) => `cms_${k}_published`,
  rolledBack: (k: CmsKind) => `cms_${k}_rolled_back`,
  fileUploaded: 'cms_file_uploaded',
  fileDeleted: 'cms_file_deleted',
} as const;

export function auditTarget(doc: Pick<DocumentRow, 'kind' | 'key' | 'locale' | 'id'>): string {
  return doc.kind === 'config' ? `cms_config:${doc.key}${doc.locale ? `:${doc.locale}` : ''}` : `cms_${doc.kind}:${doc.id}`;
}

/** Parses a body with the kind's schema; 422 with field messages under `prefix`. */
function parseOr422<S extends z.ZodType>(schema: S, body: unknown, prefix = ''): z.output<S> {
  const r = schema.safeParse(body);
  if (!r.success) throw badRequest('validation_failed', 'Some fields are not valid', zodFields(r.error, prefix));
  return r.data;
}

/** The draft schema of a document. */
export function draftSchema(doc: Pick<DocumentRow, 'kind' | 'key'>): z.ZodType {
  if (doc.kind === 'page') return PageDraftSchema;
  if (doc.kind === 'snippet') return SnippetDraftSchema;
  return configSchemaOf(doc.key as BackofficeConfigName);
}

/** Field path prefix of a kind's body in a save request (configs nest it under `document`). */
const bodyPrefix = (kind: CmsKind) => (kind === 'config' ? 'document' : '');

/**
 * Content issues (placeholders, markup nesting, names the game catalogue lacks) that block
 * publishing a body of this document. `catalogue`: `catalogueKeys(db)` of the games module.
 */
export function issuesOf(doc: Pick<DocumentRow, 'kind' | 'key'>, body: unknown, catalogue: CatalogueKeys): CmsContentIssue[] {
  return Object.values(issuesByField(doc, body, catalogue)).flat();
}

/** The same issues keyed by the body field they were found in (the 422's `errors`). */
function issuesByField(doc: Pick<DocumentRow, 'kind' | 'key'>, body: unknown, catalogue: CatalogueKeys): Record<string, CmsContentIssue[]> {
  if (doc.kind === 'page') return pageIssuesByField(body as PageDraft, catalogue);
  if (doc.kind === 'snippet') return { content: snippetIssues(body as { content: string }, catalogue) };
  if (doc.key === 'main-widget-config') return { document: slotIssues((body as ConfigDocument<'main-widget-config'>).slots, catalogue) };
  return {};
}

/** Refuses a body with content issues (publish, rollback): 422 `content_invalid`. */
async function assertPublishable(db: Db, doc: Pick<DocumentRow, 'kind' | 'key'>, body: unknown): Promise<void> {
  const byField = issuesByField(doc, body, await catalogueKeys(db));
  if (Object.values(byField).some((l) => l.length)) throw new ContentInvalidError(byField);
}

/** Rules across entries that a per-field schema cannot state: unique ids within a document. */
function crossChecks(doc: Pick<DocumentRow, 'kind' | 'key'>, body: unknown): void {
  const dupes = (ids: string[], field: string) => {
    const seen = new Set<string>();
    const fields: Record<string, string[]> = {};
    ids.forEach((id, i) => {
      if (seen.has(id)) fields[`${field}.${i}.id`] = [`repeats the id ${id}`];
      seen.add(id);
    });
    if (Object.keys(fields).length) throw badRequest('validation_failed', 'Ids must be unique', fields);
  };
  if (doc.kind !== 'config') return;
  if (doc.key === 'banners-config')
    dupes(
      (body as ConfigDocument<'banners-config'>).banners.map((b) => b.id),
      'document.banners',
    );
  if (doc.key === 'main-widget-config') {
    for (const [loc, entries] of Object.entries((body as ConfigDocument<'main-widget-config'>).slots))
      dupes(
        entries.map((e) => e.id),
        `document.slots.${loc}`,
      );
  }
  if (doc.key === 'manage-promotion-pages') {
    dupes(
      (body as ConfigDocument<'manage-promotion-pages'>).pages.map((p) => p.slug),
      'document.pages',
    );
  }
}

/** Validates a body for saving (schema + cross checks); placeholders are checked at publish. */
export function validateBody(doc: Pick<DocumentRow, 'kind' | 'key'>, body: unknown): unknown {
  const parsed = parseOr422(draftSchema(doc), body, bodyPrefix(doc.kind));
  crossChecks(doc, parsed);
  return parsed;
}

async function afterPublish(ctx: CmsContext, doc: DocumentRow): Promise<void> {
  await invalidateCms(ctx.db);
  const event: CmsPublishedEvent = { kind: doc.kind, key: doc.key, locale: (doc.locale as CmsPublishedEvent['locale']) ?? null };
  ctx.events.emit('cms.published', event);
}

async function record(ctx: CmsContext, tx: Tx, action: string, target: string, before?: unknown, after?: unknown): Promise<void> {
  if (ctx.req) await audit(ctx.req, action, target, before, after, { db: tx, actor: ctx.staff });
}

const versionSummary = (doc: DocumentRow) => ({ latest_version: doc.latestVersion, live_version: doc.liveVersion });

/** A new document with its first version, unpublished. */
export async function createDraft(ctx: CmsContext, ref: DocRef, body: unknown): Promise<DocumentRow> {
  const parsed = validateBody({ kind: ref.kind, key: ref.key }, body);
  return ctx.db.transaction(async (tx) => {
    const { doc } = await createDocument(tx, ref, parsed, ctx.staff?.staffId ?? null, ctx.clock.now());
    await record(ctx, tx, CMS_AUDIT.created(ref.kind), auditTarget(doc), undefined, { key: doc.key, locale: doc.locale, version: 1 });
    return doc;
  });
}

/** Saves a new version on top of `baseVersion` (409 when stale). */
export async function saveDraft(ctx: CmsContext, doc: DocumentRow, baseVersion: number, body: unknown): Promise<DocumentRow> {
  const parsed = validateBody(doc, body);
  return ctx.db.transaction(async (tx) => {
    const saved = await saveVersion(tx, doc.id, baseVersion, parsed, ctx.staff?.staffId ?? null, ctx.clock.now());
    await record(ctx, tx, CMS_AUDIT.saved(doc.kind), auditTarget(doc), versionSummary(doc), versionSummary(saved.doc));
    return saved.doc;
  });
}

/**
 * A config document saved by name: the first save (base 0) creates it. Localized configs need a
 * locale; the others refuse one.
 */
export async function saveConfig(
  ctx: CmsContext,
  name: BackofficeConfigName,
  locale: string | null,
  baseVersion: number,
  document: unknown,
): Promise<DocumentRow> {
  const ref = configRef(name, locale);
  const existing = await findDocument(ctx.db, ref);
  if (!existing) {
    if (baseVersion !== 0)
      throw new HttpError(409, 'stale_version', 'This document does not exist yet; save it with base_version 0', {
        base_version: ['must be 0 for a new document'],
      });
    return createDraft(ctx, ref, document);
  }
  return saveDraft(ctx, existing, baseVersion, document);
}

export function configRef(name: BackofficeConfigName, locale: string | null): DocRef {
  const localized = name !== MANAGERS_DOCUMENT && isLocalizedConfig(name);
  if (localized && !locale) throw badRequest('validation_failed', 'This config is kept per locale', { l: ['is required for this config'] });
  if (!localized && locale) throw badRequest('validation_failed', 'This config is the same in every locale', { l: ['must be left out for this config'] });
  return { kind: 'config', key: name, locale: localized ? locale : null };
}

/**
 * Publishes `version` (default: the latest). The version is validated again and its placeholders
 * checked: an invalid placeholder refuses the publish with 422 and the list of issues.
 */
export async function publish(ctx: CmsContext, doc: DocumentRow, version?: number): Promise<DocumentRow> {
  const v = version ?? doc.latestVersion;
  const row = await versionOf(ctx.db, doc.id, v);
  const body = validateBody(doc, row.body);
  await assertPublishable(ctx.db, doc, body);
  const published = await ctx.db.transaction(async (tx) => {
    const after = await publishVersion(tx, doc.id, v, ctx.staff?.staffId ?? null, ctx.clock.now());
    await record(ctx, tx, CMS_AUDIT.published(doc.kind), auditTarget(doc), versionSummary(doc), versionSummary(after));
    return after;
  });
  await afterPublish(ctx, published);
  return published;
}

/** Republishes an older version as a new version (the history only grows). */
export async function rollback(ctx: CmsContext, doc: DocumentRow, version: number): Promise<DocumentRow> {
  const old = await versionOf(ctx.db, doc.id, version);
  const body = validateBody(doc, old.body);
  await assertPublishable(ctx.db, doc, body);
  const after = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const saved = await saveVersion(tx, doc.id, doc.latestVersion, body, ctx.staff?.staffId ?? null, now, version);
    const published = await publishVersion(tx, doc.id, saved.doc.latestVersion, ctx.staff?.staffId ?? null, now);
    await record(ctx, tx, CMS_AUDIT.rolledBack(doc.kind), auditTarget(doc), versionSummary(doc), { ...versionSummary(published), rolled_back_to: version });
    return published;
  });
  await afterPublish(ctx, after);
  return after;
}

/**
 * Creates and publishes many documents at once (the seed): each body is validated and its
 * placeholders checked exactly as an editor's publish would be, then all rows are written in one
 * transaction of three bulk inserts. Documents that exist already are the caller's to skip.
 */
export async function publishNew(ctx: CmsContext, items: Array<{ ref: DocRef; body: unknown }>): Promise<number> {
  if (items.length === 0) return 0;
  const catalogue = await catalogueKeys(ctx.db);
  const checked = items.map(({ ref, body }) => {
    const parsed = validateBody({ kind: ref.kind, key: ref.key }, body);
    const issues = issuesOf({ kind: ref.kind, key: ref.key }, parsed, catalogue);
    if (issues.length) throw new Error(`Seed ${ref.kind} ${ref.key} (${ref.locale}) has invalid content: ${issues.map(issueLine).join('; ')}`);
    return { ref, body: parsed };
  });
  const now = ctx.clock.now();
  const staffId = ctx.staff?.staffId ?? null;
  await ctx.db.transaction(async (tx) => {
    const docs = await tx
      .insert(cmsDocuments)
      .values(
        checked.map(({ ref }) => ({
          kind: ref.kind,
          key: ref.key,
          locale: ref.locale,
          latestVersion: 1,
          liveVersion: 1,
          publishedAt: now,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: cmsDocuments.id });
    await tx.insert(cmsVersions).values(docs.map((d, i) => ({ documentId: d.id, version: 1, body: checked[i]!.body, createdAt: now, createdBy: staffId })));
    await tx.insert(cmsPublications).values(docs.map((d) => ({ documentId: d.id, version: 1, at: now, publishedBy: staffId })));
  });
  await invalidateCms(ctx.db);
  for (const { ref } of checked)
    ctx.events.emit('cms.published', { kind: ref.kind, key: ref.key, locale: (ref.locale as CmsPublishedEvent['locale']) ?? null });
  return checked.length;
}

/** Re-reads a document (after a change) by id. */
export function reload(ctx: Pick<CmsContext, 'db'>, doc: DocumentRow): Promise<DocumentRow> {
  return getDocument(ctx.db, doc.kind, doc.id);
}
