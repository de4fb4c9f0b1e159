import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_IDLE_MS } from './sessions';

/**
 * The session cookie: unreadable by scripts, sent on top-level navigations from other sites
 * (Lax, so a link in the confirmation mail lands signed in) but not on their sub-requests, and
 * Secure whenever the visitor reached us over https (behind a proxy, with TRUST_PROXY on).
 */
function cookieOptions(req: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: req.protocol === 'https' };
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  // The server slides the session's expiry on use; the cookie outlives it so the server decides.
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: Math.floor((SESSION_IDLE_MS * 2) / 1000) });
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(req));
}
