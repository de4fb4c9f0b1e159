import { describe, expect, it } from 'vitest';
import { BannerSchema, type BannerInput } from './cms';
import {
  bannerAudience,
  bannerAudienceKey,
  bannerForAudience,
  bannersForAudience,
  GUEST_AUDIENCE,
  readStag,
  stagIdOf,
  type BannerAudience,
} from './banner-audience';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

function banner(id: string, over: Partial<BannerInput> = {}) {
  return BannerSchema.parse({
    id,
    title: { text: id },
    description: { text: '' },
    gradient: { colorLeft: '#111111', colorLeftCenter: '#222222', colorRightCenter: '#333333', colorRight: '#444444' },
    button: { name: 'Go', url: '/promotions' },
    image: `/img/${id}.png`,
    order: { main: 1 },
    ...over,
  });
}

const player = (over: Partial<BannerAudience> = {}): BannerAudience => ({ logged: true, groups: [], crypto: false, welcomeStag: false, abVariant: 0, ...over });

describe('bannerAudience', () => {
  it('is the guest audience without a player, with the welcome flag only for stag 131811', () => {
    expect(bannerAudience(null, null)).toEqual(GUEST_AUDIENCE);
    expect(bannerAudience(null, '131811')).toEqual({ ...GUEST_AUDIENCE, welcomeStag: true });
    expect(bannerAudience(null, '99')).toEqual(GUEST_AUDIENCE);
  });

  it('takes a player’s groups (sorted, once each) and whether their currency is crypto', () => {
    expect(bannerAudience({ id: 2, groups: [759, 21, 759], currency: 'EUR' }, null)).toEqual({
      logged: true,
      groups: [21, 759],
      crypto: false,
      welcomeStag: false,
      abVariant: 0,
    });
    expect(bannerAudience({ id: 3, groups: [], currency: 'BTC' }, '131811')).toEqual({
      logged: true,
      groups: [],
      crypto: true,
      welcomeStag: true,
      abVariant: 1,
    });
    // An unknown code counts as fiat.
    expect(bannerAudience({ id: 2, groups: [], currency: 'XXX' }, null).crypto).toBe(false);
  });

  it('takes the A/B variant from group 543/544, else from the id’s parity', () => {
    expect(bannerAudience({ id: 3, groups: [543], currency: 'EUR' }, null).abVariant).toBe(0);
    expect(bannerAudience({ id: 4, groups: [544], currency: 'EUR' }, null).abVariant).toBe(1);
    expect(bannerAudience({ id: 4, groups: [], currency: 'EUR' }, null).abVariant).toBe(0);
    expect(bannerAudience({ id: 5, groups: [], currency: 'EUR' }, null).abVariant).toBe(1);
  });
});

describe('bannerAudienceKey', () => {
  it('names each audience', () => {
    expect(bannerAudienceKey(GUEST_AUDIENCE)).toBe('guest');
    expect(bannerAudienceKey({ ...GUEST_AUDIENCE, welcomeStag: true })).toBe('guest+welcome');
    expect(bannerAudienceKey(player())).toBe('player:fiat:v0');
    expect(bannerAudienceKey(player({ crypto: true, groups: [759, 255], welcomeStag: true, abVariant: 1 }))).toBe('player:crypto:g255,759:v1+welcome');
  });

  it('is equal for equal audiences whatever the order of groups, and differs between audiences', () => {
    expect(bannerAudienceKey(player({ groups: [759, 255, 255] }))).toBe(bannerAudienceKey(player({ groups: [255, 759] })));
    const keys = [
      GUEST_AUDIENCE,
      { ...GUEST_AUDIENCE, welcomeStag: true },
      player(),
      player({ crypto: true }),
      player({ groups: [759] }),
      player({ groups: [255] }),
      player({ welcomeStag: true }),
      player({ abVariant: 1 }),
    ].map(bannerAudienceKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('cannot be confused with a guest for a player who has no groups', () => {
    expect(bannerAudienceKey(player())).not.toBe(bannerAudienceKey(GUEST_AUDIENCE));
  });
});

describe('bannerForAudience (C6)', () => {
  const cases: Array<[string, Partial<BannerInput>, BannerAudience, boolean]> = [
    ['no restriction, guest', {}, GUEST_AUDIENCE, true],
    ['players only, guest', { logged: true }, GUEST_AUDIENCE, false],
    ['players only, player', { logged: true }, player(), true],
    ['guests only, player', { logged: false }, player(), false],
    ['VIP groups, guest', { group_ids: [759, 255] }, GUEST_AUDIENCE, false],
    ['VIP groups, player outside them', { group_ids: [759, 255] }, player({ groups: [257] }), false],
    ['VIP groups, Diamond player', { group_ids: [759, 255] }, player({ groups: [759] }), true],
    ['crypto only, guest', { crypto: 'crypto' }, GUEST_AUDIENCE, false],
    ['crypto only, fiat player', { crypto: 'crypto' }, player(), false],
    ['crypto only, crypto player', { crypto: 'crypto' }, player({ crypto: true }), true],
    ['fiat only, crypto player', { crypto: 'fiat' }, player({ crypto: true }), false],
    ['welcome pack, guest', { welcome_pack: true }, GUEST_AUDIENCE, false],
    ['welcome pack, guest with the stag', { welcome_pack: true }, { ...GUEST_AUDIENCE, welcomeStag: true }, true],
    ['welcome pack by group, player in it', { welcome_pack: true, group_ids: [257] }, player({ groups: [257] }), true],
    ['variant A, guest', { ab_variant: 0 }, GUEST_AUDIENCE, false],
    ['variant A, player of A', { ab_variant: 0 }, player({ abVariant: 0 }), true],
    ['variant A, player of B', { ab_variant: 0 }, player({ abVariant: 1 }), false],
    ['variant B, player of B', { ab_variant: 1 }, player({ abVariant: 1 }), true],
    ['variant B with groups, player of B outside them', { ab_variant: 1, group_ids: [759] }, player({ abVariant: 1 }), false],
    ['no variant, player of B', { ab_variant: null }, player({ abVariant: 1 }), true],
  ];
  it.each(cases)('%s -> %s', (_, over, audience, shown) => {
    expect(bannerForAudience(banner('b', over), audience)).toBe(shown);
  });
});

describe('ab_variant field', () => {
  it('takes 0, 1 or null (the default) and refuses anything else', () => {
    expect(banner('b').ab_variant).toBeNull();
    expect(banner('b', { ab_variant: 1 }).ab_variant).toBe(1);
    for (const bad of [2, -1, '0', true]) {
      const parsed = BannerSchema.safeParse({ ...banner('b'), ab_variant: bad });
      expect(parsed.success, String(bad)).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['ab_variant']);
    }
  });
});

describe('bannersForAudience', () => {
  it('keeps the audience’s live and coming banners, drops ended ones and other audiences’', () => {
    const list = [
      banner('anyone'),
      banner('players', { logged: true }),
      banner('vip', { logged: true, group_ids: [759] }),
      banner('ended', { timer: { start_at: null, end_at: iso(NOW) } }),
      banner('later', { timer: { start_at: iso(NOW + 1000), end_at: null } }),
    ];
    expect(bannersForAudience(list, GUEST_AUDIENCE, NOW).map((b) => b.id)).toEqual(['anyone', 'later']);
    expect(bannersForAudience(list, player(), NOW).map((b) => b.id)).toEqual(['anyone', 'players', 'later']);
    expect(bannersForAudience(list, player({ groups: [759] }), NOW).map((b) => b.id)).toEqual(['anyone', 'players', 'vip', 'later']);
  });
});

describe('stag', () => {
  it('reads the id from the URL first, then the cookie', () => {
    expect(stagIdOf(' 131811_8f2a ')).toBe('131811');
    expect(stagIdOf('')).toBeNull();
    expect(readStag('a=1; stag=131811_x', '')).toBe('131811');
    expect(readStag('stag=99', '?stag=131811')).toBe('131811');
    expect(readStag(null)).toBeNull();
    expect(readStag('stag=%E0%A4%A')).toBe('%E0%A4%A');
  });
});
