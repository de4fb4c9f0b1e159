import {
  BackofficeConfigNameSchema,
  canWriteConfig,
  CONFIG_NAMES,
  isLocalizedConfig,
  MANAGERS_DOCUMENT,
  pagePath,
  type AdminConfig,
  type AdminConfigListItem,
  type AdminPage,
  type AdminPageListItem,
  type AdminSnippet,
  type AdminSnippetListItem,
  type BackofficeConfigName,
  type CmsVersion,
  type PageDraft,
} from '../../schemas/cms';
import { LOCALES, type Locale } from '../../schemas/locales';
import type { StaffRole } from '../../schemas/staff';
import type { Db } from '../db/client';
import { latestDocuments, listVersions, stateOf, versionOf, type DocumentRow } from './documents';
import { catalogueKeys } from '../games';
import { issuesOf } from './service';

/** The back-office answers built from document rows (schemas/cms/admin.ts Admin* shapes). */

export function adminPageListItem(doc: DocumentRow, draft: PageDraft): AdminPageListItem {
  return {
    id: doc.id,
    slug: doc.key,
    path: pagePath(doc.key),
    locale: doc.locale as Locale,
    title: draft.title,
    categories: draft.categories,
    hidden: draft.hidden,
    state: stateOf(doc),
    latest_version: doc.latestVersion,
    live_version: doc.liveVersion,
    updated_at: doc.updatedAt.toISOString(),
  };
}

export async function adminPage(db: Db, doc: DocumentRow): Promise<AdminPage> {
  const draft = (await versionOf(db, doc.id, doc.latestVersion)).body as PageDraft;
  return { ...adminPageListItem(doc, draft), draft, issues: issuesOf(doc, draft, await catalogueKeys(db)) };
}

export async function adminPages(db: Db, locale: Locale | undefined): Promise<AdminPageListItem[]> {
  const rows = await latestDocuments(db, 'page');
  return rows.filter((r) => !locale || r.doc.locale === locale).map((r) => adminPageListItem(r.doc, r.body as PageDraft));
}

export function adminSnippetListItem(doc: DocumentRow): AdminSnippetListItem {
  return {
    id: doc.id,
    key: doc.key,
    locale: doc.locale as Locale,
    state: stateOf(doc),
    latest_version: doc.latestVersion,
    live_version: doc.liveVersion,
    updated_at: doc.updatedAt.toISOString(),
  };
}

export async function adminSnippet(db: Db, doc: DocumentRow): Promise<AdminSnippet> {
  const draft = (await versionOf(db, doc.id, doc.latestVersion)).body as { content: string };
  return { ...adminSnippetListItem(doc), draft, issues: issuesOf(doc, draft, await catalogueKeys(db)) };
}

export async function adminSnippets(db: Db, locale: Locale | undefined): Promise<AdminSnippetListItem[]> {
  const rows = await latestDocuments(db, 'snippet');
  return rows.filter((r) => !locale || r.doc.locale === locale).map((r) => adminSnippetListItem(r.doc));
}

export async function versionsOf(db: Db, doc: DocumentRow): Promise<CmsVersion[]> {
  return (await listVersions(db, doc)).map((v) => ({
    version: v.version,
    created_at: v.createdAt.toISOString(),
    created_by: v.createdByEmail,
    live: v.version === doc.liveVersion,
    published_at: v.publishedAt ? v.publishedAt.toISOString() : null,
    rolled_back_from: v.rolledBackFrom,
  }));
}

export async function versionView(db: Db, doc: DocumentRow, version: number): Promise<CmsVersion & { body: unknown }> {
  const row = await versionOf(db, doc.id, version);
  const all = await versionsOf(db, doc);
  const meta = all.find((v) => v.version === version)!;
  return { ...meta, body: row.body };
}

/** A config document for the back office; `doc` null when it was never saved. */
export async function adminConfig(db: Db, name: BackofficeConfigName, locale: string | null, doc: DocumentRow | null, role: StaffRole): Promise<AdminConfig> {
  const latest = doc ? (await versionOf(db, doc.id, doc.latestVersion)).body : null;
  const live = doc?.liveVersion ? (doc.liveVersion === doc.latestVersion ? latest : (await versionOf(db, doc.id, doc.liveVersion)).body) : null;
  return { ...configListItem(name, locale, doc, role), document: latest, live_document: live };
}

export function configListItem(name: BackofficeConfigName, locale: string | null, doc: DocumentRow | null, role: StaffRole): AdminConfigListItem {
  return {
    name,
    locale: locale as Locale | null,
    state: doc ? stateOf(doc) : 'draft',
    latest_version: doc?.latestVersion ?? 0,
    live_version: doc?.liveVersion ?? null,
    updated_at: (doc?.updatedAt ?? new Date(0)).toISOString(),
    writable: canWriteConfig(role, name),
  };
}

/** Every config document the back office edits: each name once, per-locale ones once per locale. */
export async function adminConfigs(db: Db, role: StaffRole): Promise<AdminConfigListItem[]> {
  const docs = (await latestDocuments(db, 'config')).map((r) => r.doc);
  const byRef = new Map(docs.map((d) => [`${d.key}:${d.locale ?? ''}`, d]));
  const out: AdminConfigListItem[] = [];
  for (const name of [...CONFIG_NAMES, MANAGERS_DOCUMENT] as BackofficeConfigName[]) {
    const locales: (string | null)[] = name !== MANAGERS_DOCUMENT && isLocalizedConfig(name) ? [...LOCALES] : [null];
    for (const l of locales) out.push(configListItem(name, l, byRef.get(`${name}:${l ?? ''}`) ?? null, role));
  }
  return out;
}

export function isBackofficeConfigName(name: string): name is BackofficeConfigName {
  return BackofficeConfigNameSchema.safeParse(name).success;
}
