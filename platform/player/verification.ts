import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, desc, eq } from 'drizzle-orm';
import { ApiErrorSchema } from '../../schemas/api-error';
import {
  VERIFICATION_MAX_BYTES,
  VERIFICATION_MAX_MB,
  VerificationDocumentSchema,
  VerificationStatusSchema,
  VerificationUploadBodySchema,
  sniffDocumentType,
  type VerificationDocument,
} from '../../schemas/profile';
import { requirePlayer } from '../http/player-session';
import { countedLimit } from '../http/rate-limit';
import { HttpError, badRequest, unauthorized } from '../http/errors';
import type { PlatformApp } from '../http/types';
import type { PlatformDeps } from '../deps';
import { players, verificationDocuments } from './schema';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 413: ApiErrorSchema, 422: ApiErrorSchema, 429: ApiErrorSchema };

/** At most this many documents may wait for review at once (a full queue is a support matter). */
export const MAX_PENDING_DOCUMENTS = 10;

/**
 * Uploads a player may store per hour. Counted per player and only for uploads that passed every
 * check: counted per IP before validation, one player's failed tries blocked everyone behind the
 * same address (a carrier's, an office's).
 */
export const VERIFICATION_UPLOAD_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 };

/**
 * Where uploads live: `{DATA_DIR}/uploads/verification`, outside `public/` and every path Next or
 * the platform serves, so a stored file can never be fetched by URL. Several instances need this
 * folder on a shared volume.
 */
export function verificationDir(deps: Pick<PlatformDeps, 'config'>): string {
  return path.resolve(deps.config.DATA_DIR, 'uploads', 'verification');
}

/** A file name safe to show: no folders, no control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base)
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 120);
  return cleaned || 'document';
}

const view = (r: typeof verificationDocuments.$inferSelect): VerificationDocument => ({
  id: r.id,
  kind: r.kind,
  file_name: r.fileName,
  content_type: r.contentType as VerificationDocument['content_type'],
  size_bytes: r.sizeBytes,
  status: r.status,
  created_at: r.createdAt.toISOString(),
  reviewed_at: r.reviewedAt?.toISOString() ?? null,
});

/**
 * The verification tab's calls: the status (P3 `verified`, `sumsub_verified`) with the player's
 * documents, and the upload. Registered by `playerRoutes`.
 */
export default async function verificationRoutes(app: PlatformApp): Promise<void> {
  const countUpload = countedLimit(app, 'verification-upload:player', VERIFICATION_UPLOAD_LIMIT);

  app.get('/api/player/verification', { schema: { response: { 200: VerificationStatusSchema, ...errors } } }, async (req) => {
    const { deps } = req.server;
    const { playerId } = await requirePlayer(req);
    const [row] = await deps.db.select({ verified: players.verified, sumsub: players.sumsubVerified }).from(players).where(eq(players.id, playerId));
    if (!row) throw unauthorized();
    const docs = await deps.db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.playerId, playerId))
      .orderBy(desc(verificationDocuments.createdAt), desc(verificationDocuments.id));
    return { verified: row.verified, sumsub_verified: row.sumsub, documents: docs.map(view) };
  });

  app.post(
    '/api/player/verification/documents',
    {
      // The one call with a large body: the file in base64 (4/3 of its size) and a little JSON.
      bodyLimit: Math.ceil(VERIFICATION_MAX_BYTES / 3) * 4 + 16 * 1024,
      schema: { body: VerificationUploadBodySchema, response: { 200: VerificationDocumentSchema, ...errors } },
    },
    async (req) => {
      const { deps } = req.server;
      const { playerId } = await requirePlayer(req);
      const body = req.body;
      const bytes = Buffer.from(body.data_base64, 'base64');
      if (bytes.length === 0) throw badRequest('validation_failed', 'The file is empty', { data_base64: ['validation.required'] });
      if (bytes.length > VERIFICATION_MAX_BYTES) {
        throw badRequest('file_too_large', `The file is larger than ${VERIFICATION_MAX_MB} MB`, { data_base64: [`must be at most ${VERIFICATION_MAX_MB} MB`] });
      }
      const sniffed = sniffDocumentType(bytes.subarray(0, 16));
      if (sniffed !== body.content_type) {
        throw badRequest('file_type_mismatch', 'The file is not a PDF, JPEG or PNG document', { content_type: ['does not match the file'] });
      }
      const [pending] = await deps.db
        .select({ n: count() })
        .from(verificationDocuments)
        .where(and(eq(verificationDocuments.playerId, playerId), eq(verificationDocuments.status, 'pending')));
      if ((pending?.n ?? 0) >= MAX_PENDING_DOCUMENTS)
        throw new HttpError(422, 'too_many_documents', `At most ${MAX_PENDING_DOCUMENTS} documents can wait for review`);
      await countUpload(req, String(playerId));

      // Written first under a random name, then recorded; a failed insert removes the file again.
      const storageKey = randomBytes(24).toString('hex');
      const dir = verificationDir(deps);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, storageKey);
      await writeFile(file, bytes, { mode: 0o600, flag: 'wx' });
      try {
        const [row] = await deps.db
          .insert(verificationDocuments)
          .values({
            playerId,
            kind: body.kind,
            fileName: cleanFileName(body.file_name),
            contentType: sniffed,
            sizeBytes: bytes.length,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            storageKey,
            createdAt: deps.clock.now(),
          })
          .returning();
        return view(row!);
      } catch (err) {
        await rm(file, { force: true });
        throw err;
      }
    },
  );
}
