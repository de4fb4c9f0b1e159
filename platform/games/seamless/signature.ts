import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Provider request signatures: hex HMAC-SHA256 of the raw request body under the provider's own
 * secret, compared in constant time. Secrets come from the environment
 * (`GAME_PROVIDER_SECRET_<SLUG>`, slug upper-cased with - as _). Outside production a provider
 * without one falls back to a fixed development secret so the studio and tests run without
 * set-up; in production such a provider is refused.
 */

export const secretEnvName = (provider: string) => `GAME_PROVIDER_SECRET_${provider.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
export const devSecret = (provider: string) => `reelhouse-dev-provider-secret:${provider}`;

export function providerSecret(provider: string, production: boolean, env: Readonly<Record<string, string | undefined>> = process.env): string | null {
  const configured = env[secretEnvName(provider)];
  if (configured && configured.length >= 16) return configured;
  return production ? null : devSecret(provider);
}

export function sign(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

export function verifySignature(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = Buffer.from(sign(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
