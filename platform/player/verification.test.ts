import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../schemas/api-error';
import { VERIFICATION_MAX_BYTES, VerificationDocumentSchema, VerificationStatusSchema, sniffDocumentType } from '../../schemas/profile';
import { Browser, freshEmail, registration } from '../auth/auth-test-helpers';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { players } from './schema';
import { MAX_PENDING_DOCUMENTS, VERIFICATION_UPLOAD_LIMIT, cleanFileName, verificationDir } from './verification';
import { verificationDocuments } from './schema';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 2)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 3)]);

const upload = (file: Buffer, over: Record<string, unknown> = {}) => ({
  kind: 'passport',
  file_name: 'passport.pdf',
  content_type: 'application/pdf',
  data_base64: file.toString('base64'),
  ...over,
});

describe('verification documents', () => {
  let t: TestPlatform;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rh-verification-'));
    t = await createTestPlatform({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function player(): Promise<{ b: Browser; email: string }> {
    const b = new Browser(t);
    const email = freshEmail('ver');
    expect((await b.call('POST', '/api/users', registration(email))).statusCode).toBe(200);
    return { b, email };
  }

  it.each([
    [PDF, 'application/pdf'],
    [PNG, 'image/png'],
    [JPEG, 'image/jpeg'],
    [EXE, null],
    [Buffer.alloc(0), null],
  ])('sniffs the type from the first bytes (%#)', (bytes, type) => {
    expect(sniffDocumentType(bytes.subarray(0, 16))).toBe(type);
  });

  it.each([
    ['C:\\Users\\me\\passport.pdf', 'passport.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['a\u0000b\u0007c.png', 'abc.png'],
    ['   ', 'document'],
  ])('cleans the file name %j to %j', (raw, clean) => {
    expect(cleanFileName(raw)).toBe(clean);
  });

  it('answers 401 to guests', async () => {
    expect((await new Browser(t).call('GET', '/api/player/verification')).statusCode).toBe(401);
    expect((await new Browser(t).call('POST', '/api/player/verification/documents', upload(PDF))).statusCode).toBe(401);
  });

  it('stores an upload outside the web root and lists it with the status', async () => {
    const { b, email } = await player();
    const before = VerificationStatusSchema.parse((await b.call('GET', '/api/player/verification')).json());
    expect(before).toEqual({ verified: false, sumsub_verified: false, documents: [] });

    const res = await b.call('POST', '/api/player/verification/documents', upload(PDF, { file_name: '../My passport.pdf' }));
    expect(res.statusCode).toBe(200);
    const doc = VerificationDocumentSchema.parse(res.json());
    expect(doc).toMatchObject({
      kind: 'passport',
      file_name: 'My passport.pdf',
      content_type: 'application/pdf',
      size_bytes: PDF.length,
      status: 'pending',
      reviewed_at: null,
    });

    const dir = verificationDir(t.app.deps);
    expect(dir.startsWith(path.resolve(dataDir))).toBe(true);
    expect(path.relative(path.resolve('public'), dir).startsWith('..')).toBe(true);
    const files = await readdir(dir);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((f) => /^[0-9a-f]{48}$/.test(f))).toBe(true);
    const stored = await Promise.all(files.map((f) => readFile(path.join(dir, f))));
    expect(stored.some((s) => s.equals(PDF))).toBe(true);

    await t.database.db.update(players).set({ verified: true }).where(eq(players.email, email));
    const after = VerificationStatusSchema.parse((await b.call('GET', '/api/player/verification')).json());
    expect(after.verified).toBe(true);
    expect(after.documents.map((d) => d.id)).toEqual([doc.id]);
  });

  it('does not show one player the documents of another', async () => {
    const a = await player();
    const c = await player();
    expect(
      (await a.b.call('POST', '/api/player/verification/documents', upload(PNG, { kind: 'id_card', content_type: 'image/png', file_name: 'id.png' })))
        .statusCode,
    ).toBe(200);
    expect(VerificationStatusSchema.parse((await c.b.call('GET', '/api/player/verification')).json()).documents).toEqual([]);
  });

  it.each([
    ['a type that the bytes contradict', upload(EXE, { file_name: 'passport.pdf' }), 'file_type_mismatch'],
    ['a PNG claimed as a PDF', upload(PNG), 'file_type_mismatch'],
    ['an unknown type', upload(PDF, { content_type: 'application/x-msdownload' }), 'validation_failed'],
    ['an unknown kind', upload(PDF, { kind: 'selfie' }), 'validation_failed'],
    ['no file name', upload(PDF, { file_name: '  ' }), 'validation_failed'],
    ['not base64', upload(PDF, { data_base64: 'not base64!' }), 'validation_failed'],
    ['an empty file', upload(PDF, { data_base64: '' }), 'validation_failed'],
  ])('refuses %s with 422 and stores nothing', async (_name, body, code) => {
    const { b } = await player();
    const res = await b.call('POST', '/api/player/verification/documents', body);
    expect(res.statusCode).toBe(422);
    expect(ApiErrorSchema.parse(res.json()).error).toBe(code);
    expect(VerificationStatusSchema.parse((await b.call('GET', '/api/player/verification')).json()).documents).toEqual([]);
  });

  it('refuses a file over the size limit with a 4xx, never a 5xx', async () => {
    const { b } = await player();
    const big = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(VERIFICATION_MAX_BYTES, 0x20)]);
    const res = await b.call('POST', '/api/player/verification/documents', upload(big));
    expect([413, 422]).toContain(res.statusCode);
    expect(VerificationStatusSchema.parse((await b.call('GET', '/api/player/verification')).json()).documents).toEqual([]);
  });

  it(`keeps at most ${MAX_PENDING_DOCUMENTS} documents waiting for review`, async () => {
    const { b } = await player();
    for (let i = 0; i < MAX_PENDING_DOCUMENTS; i++) {
      expect(
        (
          await b.call(
            'POST',
            '/api/player/verification/documents',
            upload(JPEG, { content_type: 'image/jpeg', kind: 'proof_of_address', file_name: `bill-${i}.jpg` }),
          )
        ).statusCode,
      ).toBe(200);
    }
    const res = await b.call('POST', '/api/player/verification/documents', upload(PDF));
    expect(res.statusCode).toBe(422);
    expect(ApiErrorSchema.parse(res.json()).error).toBe('too_many_documents');
  });

  /** Issue 12 item 6: the upload limit counts per player, and only uploads that passed the checks. */
  describe('upload rate limit', () => {
    const behind = (b: Browser, ip: string) => Object.assign(b, { ip });
    const good = (i: number) => upload(JPEG, { content_type: 'image/jpeg', kind: 'proof_of_address', file_name: `bill-${i}.jpg` });
    const mismatch = upload(EXE);

    it('does not count refused uploads, nor block other players behind the same address', async () => {
      const a = await player();
      const c = await player();
      behind(a.b, '198.51.100.20');
      behind(c.b, '198.51.100.20');
      for (let i = 0; i <= VERIFICATION_UPLOAD_LIMIT.max; i++)
        expect((await a.b.call('POST', '/api/player/verification/documents', mismatch)).statusCode).toBe(422);
      expect((await a.b.call('POST', '/api/player/verification/documents', good(0))).statusCode).toBe(200);
      expect((await c.b.call('POST', '/api/player/verification/documents', good(0))).statusCode).toBe(200);
    });

    it(`stores at most ${VERIFICATION_UPLOAD_LIMIT.max} documents an hour per player, from any address`, async () => {
      const a = await player();
      const me = (await a.b.call('GET', '/api/player')).json() as { id: number };
      for (let i = 0; i < VERIFICATION_UPLOAD_LIMIT.max; i++) {
        // Support reviews as they come in, so the queue cap is not what stops the player.
        if (i % MAX_PENDING_DOCUMENTS === 0)
          await t.database.db
            .update(verificationDocuments)
            .set({ status: 'rejected', reviewedAt: t.clock.now() })
            .where(eq(verificationDocuments.playerId, me.id));
        behind(a.b, `198.51.100.${100 + i}`);
        expect((await a.b.call('POST', '/api/player/verification/documents', good(i))).statusCode).toBe(200);
      }
      await t.database.db.update(verificationDocuments).set({ status: 'rejected', reviewedAt: t.clock.now() }).where(eq(verificationDocuments.playerId, me.id));
      behind(a.b, '198.51.100.250');
      const over = await a.b.call('POST', '/api/player/verification/documents', good(99));
      expect(over.statusCode).toBe(429);
      expect(ApiErrorSchema.parse(over.json()).error).toBe('rate_limited');
      const other = await player();
      behind(other.b, '198.51.100.250');
      expect((await other.b.call('POST', '/api/player/verification/documents', good(0))).statusCode).toBe(200);
    });
  });
});
