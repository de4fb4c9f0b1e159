import { z } from 'zod';
import { PASSWORD_MAX, oneLine, password, required, withConfirmation } from './validation';

/**
 * The profile's security calls (issue 5 item 3; not in the spec's call list, which leaves the
 * profile's own calls out): change password with the current one, the player's login sessions.
 */

/** PUT /api/player/password: the current password proves it is the player; every other session ends. */
export const ChangePasswordBodySchema = z.object({
  user: withConfirmation(
    z.object({
      current_password: required(PASSWORD_MAX),
      password: password(),
      password_confirmation: oneLine().max(PASSWORD_MAX),
    }),
    'password',
    'password_confirmation',
  ),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** What PUT /api/player/password answers: how many other sessions it ended. */
export const ChangePasswordResultSchema = z.object({ ok: z.literal(true), sessions_ended: z.number().int() });

/** One live login session of the signed-in player (GET /api/player/sessions). */
export const PlayerSessionSchema = z.object({
  /** Opaque handle for DELETE /api/player/sessions/{id} (not the cookie token, not its hash). */
  id: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type PlayerSession = z.infer<typeof PlayerSessionSchema>;
export const PlayerSessionsSchema = z.array(PlayerSessionSchema);

/** DELETE /api/player/sessions/{id} */
export const PlayerSessionParamsSchema = z.object({ id: oneLine().regex(/^[0-9a-f]{16}$/, { message: 'is invalid' }) });

/** GET and POST /api/dev/clock (testers only, never in production): the platform clock's offset. */
/** `offset_ms`: how far ahead of real time the platform clock runs (0 puts it back). */
export const DevClockBodySchema = z.object({
  offset_ms: z
    .number()
    .int()
    .min(0)
    .max(400 * 24 * 60 * 60 * 1000),
});
export const DevClockSchema = z.object({ now: z.string(), offset_ms: z.number().int() });

/** Verification documents (issue 5 item 3): what a player may upload and how big it may be. */
export const VERIFICATION_KINDS = ['passport', 'id_card', 'driving_licence', 'proof_of_address', 'payment_method'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];
export const VERIFICATION_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];
export const VERIFICATION_MAX_MB = 5;
export const VERIFICATION_MAX_BYTES = VERIFICATION_MAX_MB * 1024 * 1024;

/**
 * The file's first bytes that prove its type: a file is accepted only when they match the type
 * it claims (a renamed executable is not a PDF).
 */
export function sniffDocumentType(head: Uint8Array): VerificationType | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return null;
}

/** POST /api/player/verification/documents: one file, base64 in JSON (the API has no multipart). */
export const VerificationUploadBodySchema = z.object({
  kind: z.enum(VERIFICATION_KINDS, { message: 'is not a known document' }),
  file_name: oneLine().trim().min(1, { message: 'validation.required' }).max(200),
  content_type: z.enum(VERIFICATION_TYPES, { message: 'must be a PDF, JPEG or PNG file' }),
  /** The file, base64; at most VERIFICATION_MAX_BYTES once decoded. */
  data_base64: oneLine()
    .min(1, { message: 'validation.required' })
    .max(Math.ceil(VERIFICATION_MAX_BYTES / 3) * 4 + 4, { message: `must be at most ${VERIFICATION_MAX_MB} MB` })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: 'is not base64' }),
});
export type VerificationUploadBody = z.infer<typeof VerificationUploadBodySchema>;

export const VerificationDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(VERIFICATION_KINDS),
  file_name: z.string(),
  content_type: z.enum(VERIFICATION_TYPES),
  size_bytes: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type VerificationDocument = z.infer<typeof VerificationDocumentSchema>;

/** GET /api/player/verification: the player's status (P3 verified, sumsub_verified) and documents, newest first. */
export const VerificationStatusSchema = z.object({
  verified: z.boolean(),
  sumsub_verified: z.boolean(),
  documents: z.array(VerificationDocumentSchema),
});
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;
