import { describe, expect, it } from 'vitest';
import { ENABLED_CURRENCIES, currencyDef } from '../../../schemas/currency';
import { DEMO_CURRENCY, GameSlugSchema, KNOWN_CATEGORIES } from '../../../schemas/games';
import { PROFILE_FIELDS } from '../../../schemas/player';
import { DEMO_PLAYERS } from '../../auth/demo-accounts';
import { STUDIO_ENGINES, TABLE_ENGINE } from './engines';
import { DEMO_CATALOGUE_GAMES, generateCatalogue, previewSvg } from './generate';

describe('generateCatalogue', () => {
  const cat = generateCatalogue();

  it('is deterministic: the same options give the same catalogue', () => {
    expect(JSON.stringify(generateCatalogue())).toBe(JSON.stringify(cat));
    expect(generateCatalogue({ seed: 'other', games: 50 }).games[0]!.identifier).not.toBe(cat.games[0]!.identifier);
  });

  it('holds at least 3,000 games across at least 25 providers, all addressable', () => {
    expect(cat.games).toHaveLength(DEMO_CATALOGUE_GAMES);
    expect(DEMO_CATALOGUE_GAMES).toBeGreaterThanOrEqual(3000);
    expect(new Set(cat.games.map((g) => g.provider)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(cat.games.map((g) => g.slug)).size).toBe(cat.games.length);
    expect(new Set(cat.games.map((g) => g.identifier)).size).toBe(cat.games.length);
    expect(new Set(cat.games.map((g) => `${g.provider}/${g.seoTitle}`)).size).toBe(cat.games.length);
    const names = new Map(cat.providers.map((p) => [p.slug, p.name]));
    const bad = cat.games.filter(
      (g) =>
        !GameSlugSchema.safeParse(g.slug).success || !GameSlugSchema.safeParse(g.seoTitle).success || g.identifier !== `${names.get(g.provider)}:${g.name}`,
    );
    expect(bad).toEqual([]);
    expect(new Set(cat.games.map((g) => g.position)).size).toBe(cat.games.length);
  });

  it('fills every contract category, a special one and every collection', () => {
    const used = new Set(cat.games.flatMap((g) => g.categories));
    for (const c of KNOWN_CATEGORIES) expect(used, c).toContain(c);
    expect([...used].filter((c) => c.startsWith('special-')).length).toBeGreaterThanOrEqual(2);
    const collections = new Set(cat.games.flatMap((g) => g.collections));
    for (const c of cat.collections) expect(collections, c.identifier).toContain(c.identifier);
    expect(cat.games.filter((g) => g.badges.length > 0).length).toBeGreaterThan(100);
  });

  it('gives every game a studio engine: roulette for live and table games, a slot engine otherwise', () => {
    const engines = new Set<string>(STUDIO_ENGINES);
    const wrong = cat.games.filter(
      (g) => !engines.has(g.engine) || (g.engine === TABLE_ENGINE) !== (g.categories.includes('live') || g.categories.includes('table')),
    );
    expect(wrong).toEqual([]);
    for (const e of STUDIO_ENGINES)
      expect(
        cat.games.some((g) => g.engine === e),
        e,
      ).toBe(true);
  });

  it('has demo mode on about 85% of games, with a FUN entry exactly when it has', () => {
    const share = cat.games.filter((g) => g.hasDemoMode).length / cat.games.length;
    expect(share).toBeGreaterThan(0.8);
    expect(share).toBeLessThan(0.9);
    expect(cat.games.filter((g) => g.currencies.includes(DEMO_CURRENCY) !== g.hasDemoMode)).toEqual([]);
  });

  it('offers the enabled currencies, minus a deliberate share so each demo fiat currency meets a locked tile', () => {
    const known = new Set<string>([...ENABLED_CURRENCIES, DEMO_CURRENCY]);
    expect(cat.games.flatMap((g) => g.currencies).filter((c) => !known.has(c))).toEqual([]);
    const complete = cat.games.filter((g) => ENABLED_CURRENCIES.every((c) => g.currencies.includes(c))).length;
    expect(complete / cat.games.length).toBeGreaterThan(0.8);
    const fiat = new Set(DEMO_PLAYERS.map((p) => p.currency).filter((c) => currencyDef(c).fiat));
    expect(fiat.size).toBeGreaterThanOrEqual(5);
    for (const c of fiat) expect(cat.games.filter((g) => !g.currencies.includes(c)).length, c).toBeGreaterThan(25);
  });

  it('asks for real profile fields on some providers only', () => {
    const asking = cat.providers.filter((p) => p.requiredProfileFields.length > 0);
    expect(asking.length).toBeGreaterThanOrEqual(3);
    expect(asking.length).toBeLessThan(cat.providers.length);
    for (const p of asking) for (const f of p.requiredProfileFields) expect(PROFILE_FIELDS).toContain(f);
  });

  it('has jackpots with levels fed by catalogue games', () => {
    const ids = new Set(cat.games.map((g) => g.identifier));
    expect(cat.jackpots.length).toBeGreaterThanOrEqual(3);
    for (const j of cat.jackpots) {
      expect(j.levels.length).toBeGreaterThan(0);
      for (const l of j.levels) expect(Number.isInteger(l.amountCents) && l.amountCents >= 0).toBe(true);
      for (const g of j.games) expect(ids).toContain(g);
    }
  });

  it('orders the new games newest first, so the new row is not the top row again', () => {
    const fresh = cat.games.filter((g) => g.categories.includes('new'));
    const byNew = [...fresh].sort((a, b) => a.categoryPositions!.new! - b.categoryPositions!.new!);
    for (let i = 1; i < byNew.length; i++) expect(byNew[i - 1]!.releasedAt.getTime()).toBeGreaterThanOrEqual(byNew[i]!.releasedAt.getTime());
    // The first row (15 games) of each: at most a few games in both.
    const firstOf = (c: string, pos: (g: (typeof cat.games)[number]) => number) =>
      cat.games
        .filter((g) => g.categories.includes(c))
        .sort((a, b) => pos(a) - pos(b))
        .slice(0, 15)
        .map((g) => g.identifier);
    const top = firstOf('top', (g) => g.position);
    expect(firstOf('new', (g) => g.categoryPositions!.new!).filter((id) => top.includes(id)).length).toBeLessThan(4);
    expect(cat.games.every((g) => g.categoryPositions === undefined || g.categories.includes('new'))).toBe(true);
  });

  it('makes a second catalogue whose slugs avoid the first', () => {
    const taken = new Set(cat.games.map((g) => g.slug));
    const more = generateCatalogue({ games: 2000, seed: 'bench-extra', firstPosition: cat.games.length + 1, taken });
    expect(more.games.filter((g) => taken.has(g.slug))).toEqual([]);
    expect(Math.min(...more.games.map((g) => g.position))).toBe(cat.games.length + 1);
  });
});

describe('previewSvg', () => {
  const cat = generateCatalogue({ games: 40 });
  const providerTitle = (slug: string) => cat.providers.find((p) => p.slug === slug)!.title;

  it('is a self-contained SVG with the title, escaped, and no outside reference', () => {
    const svg = previewSvg({ identifier: 'x:tom_jerry', title: 'Tom & "Jerry" <Deluxe>', engine: 'slot:fruits' }, 'Aurora Reels');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('Tom &amp; &quot;Jerry&quot; &lt;Deluxe&gt;');
    expect(svg).not.toMatch(/href|<script|url\((?!#)/);
  });

  it('differs between games and repeats for the same game', () => {
    const arts = cat.games.map((g) => previewSvg(g, providerTitle(g.provider)));
    expect(new Set(arts).size).toBe(arts.length);
    expect(previewSvg(cat.games[0]!, providerTitle(cat.games[0]!.provider))).toBe(arts[0]);
    for (const a of arts) expect(a.length).toBeLessThan(4000);
  });
});
