import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { PlatformDeps } from '../deps';
import { HttpError } from '../http/errors';
import { staffUsers } from './schema';
import { STAFF_COOKIE, StaffSessionStore } from './sessions';

/**
 * Who may use the tester tools (the outbox, the movable clock; outside production only): whoever
 * sits at the machine the server runs on, or a signed-in staff member with the admin role. Both
 * tools hand over accounts (reset links) or end self-exclusions (the clock), so a guest on a
 * public host must never reach them.
 *
 * "At the machine" means every address the request passed through is a loopback one: the
 * socket's peer AND each address a proxy named in `X-Forwarded-For`, `X-Real-IP` or `Forwarded`.
 * A proxy on the same machine (nginx in front of `npm start`) connects from 127.0.0.1 for every
 * visitor, but it names the visitor in those headers, so its visitors are not local. The headers
 * are only ever used to refuse, never to admit: a client can add addresses to them but cannot
 * remove the one the proxy appends (with TRUST_PROXY that forwarded address is the client's), and
 * a client that adds a non-loopback address only locks itself out. A proxy that names nobody
 * (a bare TCP forwarder, `ssh -L`) makes everyone local: put such a setup behind admin sign-in by
 * running with `REELHOUSE_ENV=production`, or have the proxy send `X-Forwarded-For`.
 */
export async function devToolsAllowed(
  deps: Pick<PlatformDeps, 'db' | 'clock'>,
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  staffToken: string | undefined,
): Promise<boolean> {
  if (isLocalRequest(req.socket.remoteAddress, req.headers)) return true;
  if (!staffToken) return false;
  const session = await new StaffSessionStore(deps.db, deps.clock).resolve(staffToken, 'active');
  if (!session) return false;
  const [staff] = await deps.db.select({ role: staffUsers.role, disabledAt: staffUsers.disabledAt }).from(staffUsers).where(eq(staffUsers.id, session.staffId));
  return !!staff && !staff.disabledAt && staff.role === 'admin';
}

/** The staff session token of a raw Cookie header (server.ts has no cookie parser of its own). */
export function staffTokenOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === STAFF_COOKIE) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export const devToolsForbidden = () =>
  new HttpError(403, 'dev_tools_forbidden', 'The tester tools answer only on the machine the server runs on, or to signed-in admin staff');

/** True for 127.0.0.0/8 and ::1, plain or IPv4-mapped. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (a === '::1' || a === '0:0:0:0:0:0:0:1') return true;
  const v4 = a.startsWith('::ffff:') ? a.slice(7) : a;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Every address of the forwarding headers; an entry that is not an address (`unknown`, `_hidden`) counts as remote. */
function forwardedAddresses(headers: IncomingHttpHeaders): string[] {
  const list = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v === undefined ? [] : [v]).flatMap((s) => s.split(','));
  const out = [...list(headers['x-forwarded-for']), ...list(headers['x-real-ip'])].map((s) => s.trim()).filter((s) => s !== '');
  for (const element of list(headers.forwarded)) {
    for (const pair of element.split(';')) {
      const [name, value] = pair.split('=');
      if (name?.trim().toLowerCase() !== 'for' || value === undefined) continue;
      // `for="[::1]:8080"`, `for=127.0.0.1`, `for="127.0.0.1:80"`: strip quotes, brackets and port.
      const v = value.trim().replace(/^"|"$/g, '');
      out.push(v.startsWith('[') ? v.slice(1, v.indexOf(']')) : v.includes('.') ? v.split(':')[0]! : v);
    }
  }
  return out;
}

export function isLocalRequest(socketAddress: string | undefined, headers: IncomingHttpHeaders): boolean {
  return isLoopback(socketAddress) && forwardedAddresses(headers).every(isLoopback);
}

/** Answers 403 unless `devToolsAllowed`; the routes check first that the tools exist at all (404 in production). */
export async function requireDevTools(req: FastifyRequest): Promise<void> {
  if (!(await devToolsAllowed(req.server.deps, req.raw, req.cookies[STAFF_COOKIE]))) throw devToolsForbidden();
}
