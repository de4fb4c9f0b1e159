import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type ApiClient } from '../core/api';
import {
  AcceptedSchema,
  CheckEmailResultSchema,
  ConfirmationResultSchema,
  OutboxListSchema,
  RegistrationResultSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
  type RegistrationBody,
} from '../../schemas/auth';
import { PlayerSchema, type Player } from '../../schemas/player';
import type { Locale } from '../../schemas/locales';
import { registrationAbGroup } from '../../schemas/ab-variant';

/**
 * The auth calls of spec P7 "Auth" and the two-factor management calls (platform/auth/README.md),
 * each through the site's API client so they share its headers, retries and failure logging.
 * Failures throw `ApiError` (site/core/api) carrying the platform's code and field errors.
 */

/** POST /api/users/sign_in. A two-factor player is answered 422 `two_factor_required` first. */
export function signIn(user: { email: string; password: string; dfpc?: string; otp_attempt?: string }): Promise<Player> {
  return api.post('/api/users/sign_in', { user }, { schema: PlayerSchema });
}

/** POST /check-email: whether the address is acceptable (never whether it is taken). */
export async function checkEmail(email: string): Promise<boolean> {
  return (await api.post('/check-email', { email }, { schema: CheckEmailResultSchema })).valid;
}

/** POST /api/users (registration, with the device fingerprint `dfpc`). */
export function register(user: RegistrationBody['user']) {
  return api.post('/api/users', { user }, { schema: RegistrationResultSchema });
}

/** POST /api/users/password: ask for a reset link (the same answer for every address). */
export function requestPasswordReset(email: string, locale: Locale) {
  return api.post('/api/users/password', { user: { email, locale } }, { schema: AcceptedSchema });
}

/** PUT /api/users/password: set a new password with the mailed token. */
export function resetPassword(user: { reset_password_token: string; password: string; password_confirmation: string }) {
  return api.put('/api/users/password', { user }, { schema: AcceptedSchema });
}

/** GET /api/users/confirmation?confirmation_token= (single use). */
export function confirmEmail(token: string) {
  return api.get('/api/users/confirmation', { query: { confirmation_token: token }, schema: ConfirmationResultSchema, retries: 0 });
}

/** POST /api/users/confirmation: send the confirmation mail again. */
export function resendConfirmation(email: string, locale: Locale) {
  return api.post('/api/users/confirmation', { user: { email, locale } }, { schema: AcceptedSchema });
}

/**
 * Spec C4 with the `registrationAbTest` flag on: puts the new player into the A/B group of their
 * user id's parity (POST /api/player/groups, 543 or 544; the platform keeps the split sticky), so
 * their variant is fixed at registration. Answers the player as the platform now sees them.
 */
export function joinRegistrationAbGroup(player: Pick<Player, 'user_id'>, client: ApiClient = api): Promise<Player> {
  const group = registrationAbGroup(true, player.user_id)!;
  return client.post('/api/player/groups', { groups: { add: [group] } }, { schema: PlayerSchema });
}

/** PATCH /api/player with the registration context (fields the registration call does not take). */
export function patchPlayer(context: 'registration', user: Record<string, string>) {
  return api.patch('/api/player', { context, user }, { schema: PlayerSchema });
}

export const twoFactorStatusQuery = queryOptions({
  queryKey: ['/api/player/two_factor'] as const,
  queryFn: ({ signal }) => api.get('/api/player/two_factor', { schema: TwoFactorStatusSchema, signal }),
  meta: { userData: true },
});

/** POST /api/player/two_factor: a new secret and its QR code (not active until confirmed). */
export function startTwoFactor() {
  return api.post('/api/player/two_factor', undefined, { schema: TwoFactorSetupSchema });
}

export function confirmTwoFactor(code: string) {
  return api.post('/api/player/two_factor/confirm', { code }, { schema: TwoFactorStatusSchema });
}

export function disableTwoFactor(code: string) {
  return api.delete('/api/player/two_factor', { code }, { schema: TwoFactorStatusSchema });
}

/**
 * What sign-up needs of GET /api/info/player_fields: the fields the registration context requires.
 * Read loosely so the popup keeps working while that answer grows.
 */
const RegistrationFieldsSchema = z.looseObject({
  contexts: z.looseObject({ registration: z.looseObject({ required: z.array(z.string()) }).optional() }),
});

export const registrationFieldsQuery = queryOptions({
  queryKey: ['/api/info/player_fields', 'registration'] as const,
  queryFn: async ({ signal }): Promise<string[]> => {
    const info = await api.get('/api/info/player_fields', { schema: RegistrationFieldsSchema, signal, retries: 1 });
    return info.contexts.registration?.required ?? [];
  },
  staleTime: 10 * 60_000,
});

/** GET /api/dev/outbox (outside production only): the newest mails first, optionally for one address. */
export function loadOutbox(client: ApiClient, to?: string) {
  return client.get('/api/dev/outbox', { query: { to: to || undefined, limit: 50 }, schema: OutboxListSchema, retries: 0 });
}
