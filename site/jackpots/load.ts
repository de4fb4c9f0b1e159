import { JackpotViewsSchema, type JackpotView } from '../../schemas/jackpots';
import { createServerApi } from '../core/api/server';
import { logger } from '../core/telemetry/logger';

/**
 * The active mystic jackpot at `/{identifier}` (spec C2), or null: another path, an inactive or
 * closed jackpot, or the platform not answering (the path then falls through to CMS pages).
 */
export async function findActiveJackpot(identifier: string): Promise<JackpotView | null> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(identifier)) return null;
  try {
    const list = await createServerApi(null).get('/api/jackpots', { schema: JackpotViewsSchema });
    return list.find((j) => j.identifier === identifier && j.state === 'active') ?? null;
  } catch (err) {
    logger.warn('JACKPOTS_LOAD_WARNING', err, { identifier });
    return null;
  }
}
