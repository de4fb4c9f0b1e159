import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { CMS_FILE_MAX_BYTES, FileUploadBodySchema, type CmsFile, type CmsFileContentTypeSchema } from '../../schemas/cms';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import { audit } from '../staff';
import { invalidateCms } from './cache';
import { fileMetaColumns, toPublicFile } from './public';
import { cmsFiles } from './schema';
import { CMS_AUDIT, type CmsContext } from './service';

type ContentType = z.infer<typeof CmsFileContentTypeSchema>;

/**
 * The type the file's first bytes prove: an upload is stored only when they match the type it
 * claims, so a renamed HTML or executable file is never served as an image from our origin.
 */
export function sniffFileType(head: Uint8Array): ContentType | null {
  const starts = (bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) return 'image/gif'; // GIF87a / GIF89a
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'; // RIFF....WEBP
  return null;
}

/** Every file, newest first (the back office sees all locales). */
export async function listAllFiles(db: Db): Promise<CmsFile[]> {
  return (await db.select(fileMetaColumns).from(cmsFiles).orderBy(desc(cmsFiles.createdAt), desc(cmsFiles.id))).map(toPublicFile);
}

/** Stores an upload (checked: size, type by content), audited, and drops the files caches. */
export async function uploadFile(ctx: CmsContext, input: z.input<typeof FileUploadBodySchema>): Promise<CmsFile> {
  const body = FileUploadBodySchema.parse(input);
  const bytes = Buffer.from(body.data_base64, 'base64');
  if (bytes.length === 0) throw badRequest('validation_failed', 'The file is empty', { data_base64: ['is required'] });
  if (bytes.length > CMS_FILE_MAX_BYTES) throw badRequest('file_too_large', 'The file is larger than 5 MB', { data_base64: ['is larger than 5 MB'] });
  if (sniffFileType(bytes.subarray(0, 16)) !== body.content_type) {
    throw badRequest('file_type_mismatch', `The file is not a ${body.content_type} file`, { content_type: ['does not match the file'] });
  }
  const row = await ctx.db.transaction(async (tx) => {
    const [r] = await tx
      .insert(cmsFiles)
      .values({
        name: body.name,
        title: body.title || body.name,
        categories: body.categories,
        locale: body.locale,
        contentType: body.content_type,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        data: bytes,
        createdAt: ctx.clock.now(),
        createdBy: ctx.staff?.staffId ?? null,
      })
      .returning(fileMetaColumns);
    const file = toPublicFile(r!);
    if (ctx.req)
      await audit(
        ctx.req,
        CMS_AUDIT.fileUploaded,
        `cms_file:${file.id}`,
        undefined,
        { name: file.name, title: file.title, categories: file.categories, locale: file.locale, size: file.size },
        { db: tx, actor: ctx.staff },
      );
    return file;
  });
  await invalidateCms(ctx.db);
  ctx.events.emit('cms.published', { kind: 'file', key: String(row.id), locale: row.locale });
  return row;
}

/** Deletes a file (its metadata stays in the audit log). */
export async function deleteFile(ctx: CmsContext, id: number): Promise<CmsFile> {
  const file = await ctx.db.transaction(async (tx) => {
    const [r] = await tx.delete(cmsFiles).where(eq(cmsFiles.id, id)).returning(fileMetaColumns);
    if (!r) throw notFound('No such file');
    const f = toPublicFile(r);
    if (ctx.req)
      await audit(
        ctx.req,
        CMS_AUDIT.fileDeleted,
        `cms_file:${id}`,
        { name: f.name, title: f.title, categories: f.categories, locale: f.locale, size: f.size, sha256: r.sha256 },
        undefined,
        { db: tx, actor: ctx.staff },
      );
    return f;
  });
  await invalidateCms(ctx.db);
  ctx.events.emit('cms.published', { kind: 'file', key: String(id), locale: file.locale });
  return file;
}
