import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CURRENCY, GameSchema } from '../../../schemas/games';
import { players } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-db';
import type { Database } from '../../db/client';
import { generateCatalogue, type Catalogue } from './generate';
import {
  findGame,
  findGameBySeo,
  findGameEntry,
  gameCurrencies,
  invalidateCatalog,
  loadGameViews,
  previewUrl,
  providerRequiredFields,
  recordPlayedGame,
} from './index';
import { games, playedGames } from './schema';
import { insertCatalogue } from './seed';

describe('catalogue reads for the game modules', () => {
  let database: Database;
  let cat: Catalogue;
  let ids: Map<string, number>;
  let playerId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    cat = generateCatalogue({ games: 120, seed: 'repository-test' });
    await insertCatalogue(database.db, cat);
    ids = new Map((await database.db.select({ id: games.id, identifier: games.identifier }).from(games)).map((r) => [r.identifier, r.id]));
    const [p] = await database.db
      .insert(players)
      .values({ email: 'catalogue-reader@example.com', passwordHash: 'x', currency: 'EUR' })
      .returning({ id: players.id });
    playerId = p!.id;
  });
  afterAll(() => database?.close());

  const demoGame = () => cat.games.find((g) => g.hasDemoMode)!;
  const strictProvider = () => cat.providers.find((p) => p.requiredProfileFields.length > 0 && cat.games.some((g) => g.provider === p.slug))!;

  it('finds a game by id with its provider, engine and per-currency entries', async () => {
    const spec = demoGame();
    const game = await findGame(database.db, ids.get(spec.identifier)!);
    expect(game).toMatchObject({
      identifier: spec.identifier,
      title: spec.title,
      seoTitle: spec.seoTitle,
      engine: spec.engine,
      hasDemoMode: true,
      provider: { slug: spec.provider },
    });
    expect(Object.keys(game!.currencies).sort()).toEqual([...spec.currencies].sort());
    expect(game!.currencies[DEMO_CURRENCY]).toBeGreaterThan(0);
  });

  it('answers null for unknown or impossible ids', async () => {
    expect(await findGame(database.db, 999_999)).toBeNull();
    expect(await findGame(database.db, 0)).toBeNull();
    expect(await findGame(database.db, 2 ** 40)).toBeNull();
    expect(await findGameEntry(database.db, 999_999)).toBeNull();
    expect(await findGameEntry(database.db, -1)).toBeNull();
    expect(await findGameBySeo(database.db, 'no-such-studio', 'no-such-game')).toBeNull();
  });

  it('finds a game by its page address and a per-currency entry back to its game', async () => {
    const spec = cat.games[7]!;
    const game = await findGameBySeo(database.db, spec.provider, spec.seoTitle);
    expect(game?.identifier).toBe(spec.identifier);
    const currencies = await gameCurrencies(database.db, game!.id);
    expect(currencies).toEqual(game!.currencies);
    for (const [currency, entryId] of Object.entries(currencies)) {
      const entry = await findGameEntry(database.db, entryId);
      expect(entry?.currency).toBe(currency);
      expect(entry?.game.id).toBe(game!.id);
    }
  });

  it("tells the provider's required profile fields", async () => {
    const p = strictProvider();
    const spec = cat.games.find((g) => g.provider === p.slug)!;
    const game = await findGame(database.db, ids.get(spec.identifier)!);
    expect(game!.provider.requiredProfileFields).toEqual(p.requiredProfileFields);
    expect(await providerRequiredFields(database.db, game!.provider.id)).toEqual(p.requiredProfileFields);
    expect(await providerRequiredFields(database.db, 999_999)).toEqual([]);
  });

  it('records a played game once per pair, moving it forward but never back, inside a transaction too', async () => {
    const gameId = ids.get(cat.games[0]!.identifier)!;
    const at = (s: string) => new Date(`2026-11-22T${s}Z`);
    const stored = async () =>
      (
        await database.db
          .select({ at: playedGames.lastPlayedAt })
          .from(playedGames)
          .where(and(eq(playedGames.playerId, playerId), eq(playedGames.gameId, gameId)))
      ).map((r) => r.at.toISOString());
    await recordPlayedGame(database.db, playerId, gameId, at('10:00:00'));
    await recordPlayedGame(database.db, playerId, gameId, at('12:00:00'));
    await recordPlayedGame(database.db, playerId, gameId, at('11:00:00'));
    expect(await stored()).toEqual([at('12:00:00').toISOString()]);
    await database.db.transaction((tx) => recordPlayedGame(tx, playerId, gameId, at('13:00:00')));
    expect(await stored()).toEqual([at('13:00:00').toISOString()]);
  });

  it('renders contract games in bulk, leaving unknown ids out', async () => {
    const some = cat.games.slice(0, 30).map((g) => ids.get(g.identifier)!);
    const views = await loadGameViews(database.db, [...some, 999_999, some[0]!]);
    expect(views.size).toBe(30);
    for (const [id, view] of views) {
      expect(GameSchema.parse(view)).toEqual(view);
      expect(view.preview).toBe(previewUrl(id));
      const spec = cat.games.find((g) => g.identifier === view.identifier)!;
      expect([...view.categories].sort()).toEqual([...spec.categories].sort());
      expect([...view.collections].sort()).toEqual([...spec.collections].sort());
      expect(Object.keys(view.currencies).sort()).toEqual([...spec.currencies].sort());
      expect(view.has_demo_mode).toBe(spec.hasDemoMode);
    }
    expect((await loadGameViews(database.db, [])).size).toBe(0);
  });

  it('keeps rendered games (read-only) until the catalogue is written, then reads them again', async () => {
    const id = ids.get(cat.games[3]!.identifier)!;
    const before = (await loadGameViews(database.db, [id])).get(id)!;
    expect(Object.isFrozen(before) && Object.isFrozen(before.categories) && Object.isFrozen(before.currencies)).toBe(true);
    await database.db.update(games).set({ title: 'Renamed By Operator' }).where(eq(games.id, id));
    expect((await loadGameViews(database.db, [id])).get(id)!.title).toBe(before.title);
    invalidateCatalog(database.db);
    expect((await loadGameViews(database.db, [id])).get(id)!.title).toBe('Renamed By Operator');
  });
});
