import { ENABLED_CURRENCIES } from '../../../schemas/currency';
import { DEMO_CURRENCY, KNOWN_CATEGORIES, type Badge } from '../../../schemas/games';
import type { ProfileField } from '../../../schemas/player';
import { SLOT_ENGINES, TABLE_ENGINE, type StudioEngine } from './engines';

export { previewSvg } from './preview';

/**
 * The demo catalogue, generated from word lists. Deterministic: the same options give the same
 * catalogue byte for byte, so a re-seed adds nothing and a fresh database gets the same ids. The
 * pseudo-random generator only decides names and shelf placement, never a game outcome (those
 * come from node:crypto in the studio).
 */

export interface ProviderSpec {
  slug: string;
  name: string;
  title: string;
  requiredProfileFields: ProfileField[];
  /** A live-casino studio: its games are roulette tables in the live section. */
  live: boolean;
  position: number;
}

export interface CategorySpec {
  identifier: string;
  title: string;
  section: 'pokies' | 'live';
  position: number;
}

export interface CollectionSpec {
  identifier: string;
  title: string;
  position: number;
}

export interface GameSpec {
  identifier: string;
  name: string;
  title: string;
  slug: string;
  seoTitle: string;
  provider: string;
  hasDemoMode: boolean;
  badges: Badge[];
  engine: StudioEngine;
  desktop: boolean;
  mobile: boolean;
  position: number;
  /** A category's own order where it is not the lobby `position` ("new" lists newest first). */
  categoryPositions?: Partial<Record<string, number>>;
  releasedAt: Date;
  categories: string[];
  collections: string[];
  currencies: string[];
}

export interface JackpotSpec {
  identifier: string;
  state: 'active' | 'inactive';
  currency: string;
  levels: { identifier: string; name: string; amountCents: number }[];
  /** Identifiers of the games feeding it. */
  games: string[];
}

export interface CatalogueSpec {
  providers: ProviderSpec[];
  categories: CategorySpec[];
  collections: CollectionSpec[];
  games: GameSpec[];
  jackpots: JackpotSpec[];
}
export type Catalogue = CatalogueSpec;

/** mulberry32: tiny, fast and good enough to spread names; not for anything secret or fair. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const REQUIRED_NAMES: ProfileField[] = ['first_name', 'last_name'];
const REQUIRED_FULL: ProfileField[] = ['first_name', 'last_name', 'date_of_birth', 'country'];
const REQUIRED_ADDRESS: ProfileField[] = ['first_name', 'last_name', 'date_of_birth', 'country', 'city', 'address', 'postal_code'];

/** Fictional studios. Some ask for profile fields before a real-money launch (spec P5). */
const PROVIDERS: ReadonlyArray<readonly [title: string, required: ProfileField[], live?: 'live']> = [
  ['Aurora Reels', []],
  ['Bluefin Gaming', REQUIRED_NAMES],
  ['Copperhead Studios', []],
  ['Driftwood Play', []],
  ['Ember Forge', REQUIRED_FULL],
  ['Foxglove Games', []],
  ['Granite Peak Gaming', []],
  ['Harborlight', REQUIRED_NAMES],
  ['Ironbark Interactive', []],
  ['Jadewave', []],
  ['Kestrel Gaming', []],
  ['Lanternfish Studios', []],
  ['Moonquarry', REQUIRED_FULL],
  ['Northstar Live', REQUIRED_FULL, 'live'],
  ['Oakmoss Games', []],
  ['Pinecrest Play', []],
  ['Quartzline', []],
  ['Redgum Studios', []],
  ['Saltmarsh Gaming', []],
  ['Tidecall', []],
  ['Umber Lane', []],
  ['Velvet Spade Live', REQUIRED_ADDRESS, 'live'],
  ['Wildcard Works', []],
  ['Xanadu Reels', []],
  ['Yarrow Games', []],
  ['Zephyr Play', []],
  ['Blackwattle', []],
  ['Cobalt Crown Live', REQUIRED_NAMES, 'live'],
  ['Duskfall Studios', []],
  ['Emerald Isle Gaming', []],
];

/** Lobby categories of the contract with their section, then the seasonal `special-...` ones. */
const CATEGORY_TITLES: Record<string, [string, 'pokies' | 'live']> = {
  pokies: ['Pokies', 'pokies'],
  live: ['Live casino', 'live'],
  table: ['Table games', 'live'],
  new: ['New games', 'pokies'],
  top: ['Top games', 'pokies'],
  recommended: ['Recommended', 'pokies'],
  animated: ['Animated', 'pokies'],
  exclusive: ['Exclusive', 'pokies'],
  'pragmatic-drop-wins': ['Drops & Wins', 'pokies'],
  'pragmatic-drop-wins-live': ['Drops & Wins Live', 'live'],
  prerelease: ['Pre-release', 'pokies'],
  'special-outback-classics': ['Outback classics', 'pokies'],
  'special-winter-wonders': ['Winter wonders', 'pokies'],
};

const COLLECTIONS: ReadonlyArray<[string, string]> = [
  ['megaways', 'Megaways'],
  ['hold-and-win', 'Hold and Win'],
  ['jackpot-games', 'Jackpot games'],
  ['classic-fruits', 'Classic fruits'],
  ['staff-picks', 'Staff picks'],
  ['popular-this-week', 'Popular this week'],
];

const ADJECTIVES = [
  'Golden',
  'Wild',
  'Lucky',
  'Mega',
  'Mystic',
  'Royal',
  'Blazing',
  'Frozen',
  'Crystal',
  'Ancient',
  'Sunset',
  'Thunder',
  'Neon',
  'Savage',
  'Sweet',
  'Diamond',
  'Midnight',
  'Silver',
  'Emerald',
  'Scarlet',
  'Electric',
  'Hidden',
  'Lost',
  'Burning',
  'Stormy',
  'Dusty',
  'Jolly',
  'Mighty',
  'Secret',
  'Cosmic',
  'Sacred',
  'Rolling',
  'Roaring',
  'Shining',
  'Twisted',
  'Jade',
  'Copper',
  'Velvet',
  'Raging',
  'Starry',
] as const;
const NOUNS = [
  'Reels',
  'Fortune',
  'Treasure',
  'Riches',
  'Kingdom',
  'Quest',
  'Spins',
  'Safari',
  'Temple',
  'Bonanza',
  'Nuggets',
  'Legends',
  'Empire',
  'Outlaws',
  'Rush',
  'Vault',
  'Crown',
  'Frontier',
  'Jungle',
  'Carnival',
  'Express',
  'Heist',
  'Harvest',
  'Odyssey',
  'Lagoon',
  'Canyon',
  'Saloon',
  'Dynasty',
  'Festival',
  'Blitz',
  'Storm',
  'Mine',
  'Island',
  'Garden',
  'Tavern',
  'Parade',
  'Circus',
  'Rodeo',
  'Galaxy',
] as const;
const CREATURES = [
  'Buffalo',
  'Wolf',
  'Dragon',
  'Phoenix',
  'Tiger',
  'Eagle',
  'Kangaroo',
  'Koala',
  'Panda',
  'Lion',
  'Stallion',
  'Viking',
  'Pharaoh',
  'Samurai',
  'Pirate',
  'Wizard',
  'Leprechaun',
  'Cowboy',
  'Fox',
  'Owl',
  'Rhino',
  'Gorilla',
  'Bear',
  'Croc',
  'Kraken',
  'Unicorn',
] as const;
const PLACES = [
  'Olympus',
  'Atlantis',
  'Egypt',
  'Asgard',
  'the Outback',
  'Avalon',
  'El Dorado',
  'Babylon',
  'Camelot',
  'the Nile',
  'Troy',
  'Shangri-La',
  'Rio',
  'Kyoto',
  'Tasmania',
  'Fiordland',
  'Yukon',
] as const;
const FRUITS = [
  ['Cherry', 'Cherries'],
  ['Lemon', 'Lemons'],
  ['Melon', 'Melons'],
  ['Plum', 'Plums'],
  ['Grape', 'Grapes'],
  ['Berry', 'Berries'],
  ['Peach', 'Peaches'],
  ['Fruit', 'Fruits'],
  ['Citrus', 'Citrus'],
  ['Orange', 'Oranges'],
] as const;
const OCEAN = ['Pearls', 'Reef', 'Mermaid', 'Koi', 'Dolphin', 'Shark', 'Tide', 'Coral', 'Lagoon', 'Kraken', 'Anchor', 'Shipwreck'] as const;
const GEMS = ['Gems', 'Jewels', 'Sapphire', 'Ruby', 'Emerald', 'Diamond', 'Opal', 'Crystal', 'Amethyst', 'Topaz'] as const;
const SUFFIXES = [
  'Deluxe',
  'Megaways',
  'Hold and Win',
  '1000',
  'Xmas Edition',
  'Extreme',
  'Gold',
  'Unleashed',
  'Respins',
  'Dream Drop',
  'Power Stacks',
  'Cash Collect',
] as const;
const ROULETTE_STYLES = ['Lightning', 'Speed', 'Immersive', 'Auto', 'VIP', 'Grand', 'Prestige', 'Mega', 'Quantum', 'Golden', 'Double Ball', 'Turbo'] as const;
const CITIES = [
  'Melbourne',
  'Sydney',
  'Auckland',
  'Toronto',
  'Oslo',
  'Berlin',
  'Rome',
  'Tallinn',
  'Monaco',
  'Vegas',
  'Macau',
  'Montreal',
  'Perth',
  'Hobart',
] as const;

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

function slotTitle(r: () => number): { title: string; engine: StudioEngine } {
  const roll = r();
  let title: string;
  let engine: StudioEngine = 'slot:classic';
  if (roll < 0.14) {
    const [one, many] = pick(r, FRUITS);
    title = r() < 0.5 ? `${pick(r, ADJECTIVES)} ${many}` : `${one} ${pick(r, ['Party', 'Blast', 'Fiesta', 'Farm', 'Stand'] as const)}`;
    engine = 'slot:fruits';
  } else if (roll < 0.26) {
    title = r() < 0.5 ? `${pick(r, OCEAN)} of ${pick(r, PLACES)}` : `${pick(r, ADJECTIVES)} ${pick(r, OCEAN)}`;
    engine = 'slot:ocean';
  } else if (roll < 0.38) {
    title = r() < 0.5 ? `${pick(r, GEMS)} ${pick(r, NOUNS)}` : `${pick(r, ADJECTIVES)} ${pick(r, GEMS)}`;
    engine = 'slot:gems';
  } else if (roll < 0.5) title = `Book of ${pick(r, PLACES)}`;
  else if (roll < 0.66) title = `${pick(r, CREATURES)} ${pick(r, NOUNS)}`;
  else if (roll < 0.8) title = `${pick(r, NOUNS)} of ${pick(r, PLACES)}`;
  else title = `${pick(r, ADJECTIVES)} ${pick(r, NOUNS)}`;
  // Half the themeless titles play on the classic reels, the rest on any of the slot engines.
  if (engine === 'slot:classic' && r() < 0.5) engine = pick(r, SLOT_ENGINES);
  if (r() < 0.28) title = `${title} ${pick(r, SUFFIXES)}`;
  return { title, engine };
}

function tableTitle(r: () => number): string {
  const roll = r();
  if (roll < 0.4) return `${pick(r, ROULETTE_STYLES)} Roulette`;
  if (roll < 0.75) return `${pick(r, CITIES)} Roulette${r() < 0.4 ? ' Live' : ''}`;
  return `${pick(r, ADJECTIVES)} ${pick(r, ['European Roulette', 'French Roulette', 'Roulette'] as const)}`;
}

/**
 * Currencies a game is missing on purpose, so the tile's lock state is reachable (C4) for every
 * demo player's fiat currency (EUR, USD, CAD, AUD, NZD, NOK), the regional ones most often.
 */
const MISSING_SETS: readonly (readonly string[])[] = [
  ['AUD', 'NZD'],
  ['CAD'],
  ['AUD', 'NZD', 'CAD'],
  ['NZD'],
  ['JPY', 'BRL'],
  ['EUR'],
  ['USD'],
  ['NOK', 'JPY'],
];

/** The demo catalogue's size (issue 3: at least 3,000 games across at least 25 providers). */
export const DEMO_CATALOGUE_GAMES = 3000;

export interface GenerateOptions {
  /** How many games (DEMO_CATALOGUE_GAMES by default). */
  games?: number;
  /** Differs per catalogue so a second one (the bench's 20,000) gets new names. */
  seed?: string;
  /** First lobby position; a second catalogue goes after the first. */
  firstPosition?: number;
  /** The release date of the newest game; older ones go back from it. */
  now?: Date;
  /** Game slugs already in use (a first catalogue's): a clash becomes a numbered sequel. */
  taken?: ReadonlySet<string>;
}

const DAY_MS = 86_400_000;

export function generateCatalogue(opts: GenerateOptions = {}): CatalogueSpec {
  const total = opts.games ?? DEMO_CATALOGUE_GAMES;
  const seed = opts.seed ?? 'reelhouse-demo';
  const r = prng(hashString(seed));
  const now = opts.now ?? new Date('2026-11-20T00:00:00Z');
  const firstPosition = opts.firstPosition ?? 1;

  const providers: ProviderSpec[] = PROVIDERS.map(([title, required, live], i) => ({
    slug: slugify(title),
    name: slugify(title).replace(/-/g, ''),
    title,
    requiredProfileFields: required,
    live: live === 'live',
    position: i + 1,
  }));
  const categories: CategorySpec[] = Object.entries(CATEGORY_TITLES).map(([identifier, [title, section]], i) => ({
    identifier,
    title,
    section,
    position: i + 1,
  }));
  for (const known of KNOWN_CATEGORIES) if (!CATEGORY_TITLES[known]) throw new Error(`Category ${known} has no title`);
  const collections: CollectionSpec[] = COLLECTIONS.map(([identifier, title], i) => ({ identifier, title, position: i + 1 }));

  const usedSlugs = new Set<string>();
  const out: GameSpec[] = [];
  for (let i = 0; i < total; i++) {
    // Live studios make about one game in twelve; the slot studios share the rest.
    const provider =
      r() < 0.08
        ? pick(
            r,
            providers.filter((p) => p.live),
          )
        : pick(
            r,
            providers.filter((p) => !p.live),
          );
    const isTable = provider.live || r() < 0.03;
    const made = isTable ? { title: tableTitle(r), engine: TABLE_ENGINE as StudioEngine } : slotTitle(r);
    let title = made.title;
    let seoTitle = slugify(title);
    // Same title twice in one studio: a sequel.
    for (let n = 2; usedSlugs.has(`${provider.slug}-${seoTitle}`) || opts.taken?.has(`${provider.slug}-${seoTitle}`); n++) {
      title = `${made.title} ${n}`;
      seoTitle = slugify(title);
    }
    const slug = `${provider.slug}-${seoTitle}`;
    usedSlugs.add(slug);
    const ageDays = Math.floor(r() ** 2 * 2400);
    const releasedAt = new Date(now.getTime() - ageDays * DAY_MS - Math.floor(r() * DAY_MS));

    const cats: string[] = [];
    const cols: string[] = [];
    const badges: Badge[] = [];
    if (isTable) {
      cats.push(provider.live ? 'live' : 'table');
      if (provider.live && r() < 0.25) cats.push('table');
      if (provider.live && r() < 0.1) cats.push('pragmatic-drop-wins-live');
    } else {
      cats.push('pokies');
      if (ageDays < 45) cats.push('new');
      if (r() < 0.08) cats.push('top');
      if (r() < 0.06) cats.push('recommended');
      if (r() < 0.12) cats.push('animated');
      if (r() < 0.03) cats.push('exclusive');
      if (r() < 0.04) cats.push('pragmatic-drop-wins');
      if (ageDays < 3 && r() < 0.5) cats.push('prerelease');
      if (r() < 0.025) cats.push('special-outback-classics');
      if (r() < 0.025) cats.push('special-winter-wonders');
      if (title.includes('Megaways')) cols.push('megaways');
      if (title.includes('Hold and Win') || title.includes('Cash Collect')) cols.push('hold-and-win');
      if (made.engine === 'slot:fruits' && r() < 0.6) cols.push('classic-fruits');
    }
    if (r() < 0.03) cols.push('staff-picks');
    if (r() < 0.02) cols.push('popular-this-week');
    if (cats.includes('new')) badges.push({ type: 'new', theme: 'red' });
    if (cats.includes('top')) badges.push({ type: 'hot', theme: 'gold' });
    if (cats.includes('exclusive')) badges.push({ type: 'exclusive', theme: 'blue' });
    if (cats.includes('pragmatic-drop-wins') || cats.includes('pragmatic-drop-wins-live')) badges.push({ type: 'drops', theme: 'green' });

    // Live tables have no play-money mode; almost every slot has one (about 85% overall).
    const hasDemoMode = !provider.live && r() < 0.93;
    const missing = r() < 0.14 ? pick(r, MISSING_SETS) : [];
    const currencies: string[] = ENABLED_CURRENCIES.filter((c) => !missing.includes(c));
    if (hasDemoMode) currencies.push(DEMO_CURRENCY);
    // A few old desktop-only titles, and a few mobile-first ones, so `device` really filters.
    const deviceRoll = r();

    const name = seoTitle.replace(/-/g, '_');
    out.push({
      identifier: `${provider.name}:${name}`,
      name,
      title,
      slug,
      seoTitle,
      provider: provider.slug,
      hasDemoMode,
      badges,
      engine: made.engine,
      desktop: deviceRoll >= 0.01,
      mobile: deviceRoll < 0.01 || deviceRoll >= 0.03,
      position: 0,
      releasedAt,
      categories: cats,
      collections: cols,
      currencies,
    });
  }
  // Lobby order: a popularity draw, with the newest and top games pulled forward.
  const score = out.map((g) => r() + (g.categories.includes('top') ? 0.6 : 0) + (g.categories.includes('new') ? 0.3 : 0));
  const order = out.map((_, i) => i).sort((a, b) => score[b]! - score[a]! || a - b);
  order.forEach((gi, rank) => {
    out[gi]!.position = firstPosition + rank;
  });
  // "New games" lists the newest releases first. In lobby order its row would open with the same
  // new-and-top games as the "Top games" row above it.
  out
    .filter((g) => g.categories.includes('new'))
    .sort((a, b) => b.releasedAt.getTime() - a.releasedAt.getTime() || a.position - b.position)
    .forEach((g, rank) => {
      g.categoryPositions = { new: firstPosition + rank };
    });

  const slots = out.filter((g) => g.engine !== TABLE_ENGINE);
  const feeding = (count: number, offset: number) => Array.from({ length: Math.min(count, slots.length) }, (_, k) => slots[(offset + k * 37) % slots.length]!);
  const jackpots: JackpotSpec[] = [
    {
      identifier: 'reelhouse-mega',
      state: 'active',
      currency: 'EUR',
      levels: [
        { identifier: 'mini', name: 'Mini', amountCents: 2_500 + Math.floor(r() * 5_000) },
        { identifier: 'minor', name: 'Minor', amountCents: 50_000 + Math.floor(r() * 50_000) },
        { identifier: 'major', name: 'Major', amountCents: 1_500_000 + Math.floor(r() * 500_000) },
        { identifier: 'grand', name: 'Grand', amountCents: 85_000_000 + Math.floor(r() * 20_000_000) },
      ],
      games: feeding(24, 3).map((g) => g.identifier),
    },
    {
      identifier: 'outback-gold',
      state: 'active',
      currency: 'AUD',
      levels: [
        { identifier: 'bronze', name: 'Bronze', amountCents: 10_000 + Math.floor(r() * 10_000) },
        { identifier: 'silver', name: 'Silver', amountCents: 250_000 + Math.floor(r() * 100_000) },
        { identifier: 'gold', name: 'Gold', amountCents: 5_000_000 + Math.floor(r() * 2_000_000) },
      ],
      games: feeding(16, 11).map((g) => g.identifier),
    },
    {
      identifier: 'satoshi-storm',
      state: 'active',
      currency: 'BTC',
      levels: [
        { identifier: 'minor', name: 'Minor', amountCents: 100_000 + Math.floor(r() * 100_000) },
        { identifier: 'major', name: 'Major', amountCents: 5_000_000 + Math.floor(r() * 1_000_000) },
      ],
      games: feeding(12, 23).map((g) => g.identifier),
    },
    {
      identifier: 'winter-frenzy',
      state: 'inactive',
      currency: 'EUR',
      levels: [{ identifier: 'grand', name: 'Grand', amountCents: 10_000_000 }],
      games: feeding(6, 31).map((g) => g.identifier),
    },
  ];
  const inJackpot = new Set(jackpots.filter((j) => j.state === 'active').flatMap((j) => j.games));
  for (const g of out) {
    if (!inJackpot.has(g.identifier)) continue;
    g.badges.push({ type: 'jackpot', theme: 'gold' });
    if (!g.collections.includes('jackpot-games')) g.collections.push('jackpot-games');
  }
  return { providers, categories, collections, games: out, jackpots };
}
