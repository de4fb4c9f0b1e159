import { z } from 'zod';
import { ApiErrorSchema } from '../../schemas/api-error';
import { AccountSchema, AccountsQuerySchema, AccountsSchema, CompatibilityAccountSchema, OpenAccountBodySchema } from '../../schemas/wallet';
import { requirePlayer } from '../http/player-session';
import type { PlatformApp } from '../http/types';
import { openPlayerAccount } from './accounts';
import { playerAccountsView, toCompatibility } from './view';

const errors = { 401: ApiErrorSchema, 422: ApiErrorSchema };

/** The player's balance accounts (spec P7 "Player": GET and POST /api/player/accounts). */
export default async function walletRoutes(app: PlatformApp): Promise<void> {
  app.get(
    '/api/player/accounts',
    { schema: { querystring: AccountsQuerySchema, response: { 200: z.union([AccountsSchema, z.array(CompatibilityAccountSchema)]), ...errors } } },
    async (req) => {
      const { playerId } = await requirePlayer(req);
      const accounts = await playerAccountsView(req.server.deps.db, playerId);
      return req.query.compatibility ? accounts.map(toCompatibility) : accounts;
    },
  );

  app.post('/api/player/accounts', { schema: { body: OpenAccountBodySchema, response: { 200: AccountSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    const { db } = req.server.deps;
    await openPlayerAccount(db, playerId, req.body.currency);
    const account = (await playerAccountsView(db, playerId)).find((a) => a.currency === req.body.currency);
    if (!account) throw new Error('An opened account is missing from the view');
    return account;
  });
}
