import type { FastifyRequest } from 'fastify';
import { bannerAudience, bannersForAudience, STAG_COOKIE, stagIdOf, type BannerAudience } from '../../schemas/banner-audience';
import type { ConfigDocument } from '../../schemas/cms';
import { optionalPlayer } from '../http/player-session';
import { playerContact, playerGroupIds } from '../player';

/**
 * banners-config is answered per audience (schemas/banner-audience.ts), so a banner aimed at a
 * VIP, a crypto player or players only never reaches anyone else's page or HTML. The audience is
 * the platform's own view of the caller: the session's player, their groups (so their A/B
 * variant) and their current currency, read here rather than taken from the request, so naming a group gets nobody its
 * banners. Only the stag is the caller's word (`?stag=`, else the stag cookie): it is an
 * affiliate's public link, not a secret, and the site sends it for landings that carry it.
 */
export async function requestBannerAudience(req: FastifyRequest, stagParam: string | undefined): Promise<BannerAudience> {
  const stag = stagIdOf(stagParam) ?? stagIdOf(req.cookies[STAG_COOKIE]);
  const session = await optionalPlayer(req);
  if (!session) return bannerAudience(null, stag);
  const { db } = req.server.deps;
  const [contact, groups] = await Promise.all([playerContact(db, session.playerId), playerGroupIds(db, session.playerId)]);
  return bannerAudience({ id: session.playerId, groups, currency: contact?.currency ?? null }, stag);
}

/** The live banners-config narrowed to one audience at `now`: its banners, and no ended ones. */
export function bannersConfigFor(doc: ConfigDocument<'banners-config'>, audience: BannerAudience, now: Date): ConfigDocument<'banners-config'> {
  return { ...doc, banners: bannersForAudience(doc.banners, audience, now.getTime()) };
}
