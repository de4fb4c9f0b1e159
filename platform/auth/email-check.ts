import { createRequire } from 'node:module';
import { EmailSchema } from '../../schemas/auth';

// The package ships plain JSON lists (CommonJS); read them once at start.
const require = createRequire(import.meta.url);
const DISPOSABLE = new Set<string>(require('disposable-email-domains') as string[]);
const DISPOSABLE_WILDCARDS: readonly string[] = require('disposable-email-domains/wildcard.json') as string[];

/** True for a domain (or a sub-domain of one) of a throw-away mailbox service. */
export function isDisposableDomain(domain: string): boolean {
  const d = domain.toLowerCase();
  if (DISPOSABLE.has(d)) return true;
  return DISPOSABLE_WILDCARDS.some((w) => d === w || d.endsWith(`.${w}`));
}

/**
 * Whether an address may be used to register: well formed and not a disposable mailbox. It never
 * looks at the players table, so its answer and its timing are the same for taken and free
 * addresses (POST /check-email must not reveal who has an account).
 */
export function isAcceptableEmail(raw: string): boolean {
  const parsed = EmailSchema.safeParse(raw);
  if (!parsed.success) return false;
  const domain = parsed.data.slice(parsed.data.lastIndexOf('@') + 1);
  return !isDisposableDomain(domain);
}
