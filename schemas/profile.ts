import { z } from 'zod';
import { PASSWORD_MAX, password, required, withConfirmation } from './validation';

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
      password_confirmation: z.string().max(PASSWORD_MAX),
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
export const PlayerSessionParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{16}$/, { message: 'is invalid' }) });

/** GET and POST /api/dev/clock (testers only, never in production): the platform clock's offset. */
export const DevClockBodySchema = z.object({ advance_ms: z.number().int().min(0).max(400 * 24 * 60 * 60 * 1000) });
export const DevClockSchema = z.object({ now: z.string(), offset_ms: z.number().int() });
