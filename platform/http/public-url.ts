import type { FastifyRequest } from 'fastify';
import type { PlatformConfig } from '../config';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The site's origin for links that leave the site (mail): `PUBLIC_URL` when configured. Without
 * it, the host the request was addressed to, but only where that host is trusted: behind the
 * trusted proxy (`TRUST_PROXY`: Fastify reads its X-Forwarded-Host and -Proto) or from a loopback
 * client (a developer's own browser). Anyone else could name a host of theirs and have a reset
 * link mailed that points there; they get `http://localhost:{PORT}`.
 */
export function publicOrigin(
  config: Pick<PlatformConfig, 'PUBLIC_URL' | 'TRUST_PROXY' | 'PORT'>,
  req?: Pick<FastifyRequest, 'host' | 'protocol' | 'socket'>,
): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  if (req && req.host && (config.TRUST_PROXY || LOOPBACK.test(req.socket.remoteAddress ?? ''))) return `${req.protocol}://${req.host}`;
  return `http://localhost:${config.PORT}`;
}
