import { describe, expect, it } from 'vitest';
import { BannerSchema, type Banner, type BannerInput } from '../schemas/cms';
import {
  GUEST_VIEWER,
  bannerById,
  bannerHref,
  bannersFor,
  bannerVisible,
  choosePromo,
  countdownOf,
  fillVariables,
  nextChangeAt,
  readStag,
  reshapeBanner,
  stagIdOf,
  timeStatus,
  variablesFor,
  type BannerPromo,
  type BannerViewer,
} from './banners';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A valid banner (parsed by the contract, so defaults apply as in production). */
function banner(over: Partial<BannerInput> = {}): Banner {
  return BannerSchema.parse({
    id: 'summer-cup',
    title: { text: 'Summer cup' },
    description: { text: 'Win {amount}' },
    gradient: { colorLeft: '#111111', colorLeftCenter: '#222222', colorRightCenter: '#333333', colorRight: '#444444' },
    button: { name: 'Play', url: '/promotions' },
    image: '/img/summer.png',
    order: { main: 1 },
    ...over,
  });
}

const player = (over: Partial<BannerViewer> = {}): BannerViewer => ({ loggedIn: true, groups: [], currency: 'EUR', stag: null, ...over });

describe('timeStatus (C4)', () => {
  it.each([
    ['before the start', iso(NOW + HOUR), iso(NOW + 2 * HOUR), 'future'],
    ['at the start', iso(NOW), iso(NOW + HOUR), 'active'],
    ['inside', iso(NOW - HOUR), iso(NOW + HOUR), 'active'],
    ['at the end', iso(NOW - HOUR), iso(NOW), 'archive'],
    ['after the end', iso(NOW - 2 * HOUR), iso(NOW - HOUR), 'archive'],
    ['open start', null, iso(NOW + HOUR), 'active'],
    ['open end', iso(NOW - HOUR), null, 'active'],
    ['no window', null, null, 'active'],
  ] as const)('%s -> %s', (_, start, end, status) => {
    expect(timeStatus(start, end, NOW)).toBe(status);
  });
});

describe('bannerVisible (C6)', () => {
  const cases: Array<[string, Partial<BannerInput>, BannerViewer, boolean]> = [
    ['no restriction, guest', {}, GUEST_VIEWER, true],
    ['no restriction, player', {}, player(), true],
    ['window not open yet', { timer: { start_at: iso(NOW + 1000), end_at: null } }, GUEST_VIEWER, false],
    ['window open', { timer: { start_at: iso(NOW - 1000), end_at: iso(NOW + 1000) } }, GUEST_VIEWER, true],
    ['window closed', { timer: { start_at: null, end_at: iso(NOW) } }, GUEST_VIEWER, false],
    ['logged only, guest', { logged: true }, GUEST_VIEWER, false],
    ['logged only, player', { logged: true }, player(), true],
    ['guests only, player', { logged: false }, player(), false],
    ['guests only, guest', { logged: false }, GUEST_VIEWER, true],
    ['groups, guest', { group_ids: [257] }, GUEST_VIEWER, false],
    ['groups, player outside them', { group_ids: [257] }, player({ groups: [21] }), false],
    ['groups, player in one', { group_ids: [257, 258] }, player({ groups: [21, 258] }), true],
    ['crypto only, EUR player', { crypto: 'crypto' }, player(), false],
    ['crypto only, BTC player', { crypto: 'crypto' }, player({ currency: 'BTC' }), true],
    ['crypto only, guest', { crypto: 'crypto' }, GUEST_VIEWER, false],
    ['fiat only, BTC player', { crypto: 'fiat' }, player({ currency: 'BTC' }), false],
    ['fiat only, guest', { crypto: 'fiat' }, GUEST_VIEWER, true],
    ['fiat only, unknown currency', { crypto: 'fiat' }, player({ currency: 'XYZ' }), true],
    ['welcome pack, guest without stag', { welcome_pack: true }, GUEST_VIEWER, false],
    ['welcome pack, guest with stag 131811', { welcome_pack: true }, { ...GUEST_VIEWER, stag: '131811' }, true],
    ['welcome pack, guest with another stag', { welcome_pack: true }, { ...GUEST_VIEWER, stag: '99' }, false],
    ['welcome pack, player in its group', { welcome_pack: true, group_ids: [1308] }, player({ groups: [1308] }), true],
    ['welcome pack, player with the stag outside its groups', { welcome_pack: true, group_ids: [1308] }, player({ stag: '131811' }), true],
    ['welcome pack, player with neither', { welcome_pack: true, group_ids: [1308] }, player(), false],
    ['welcome pack, guest with the stag but logged-only', { welcome_pack: true, logged: true }, { ...GUEST_VIEWER, stag: '131811' }, false],
  ];
  it.each(cases)('%s -> %s', (_, over, viewer, visible) => {
    expect(bannerVisible(banner(over), viewer, NOW)).toBe(visible);
  });
});

describe('bannersFor: order per location', () => {
  const list = [
    banner({ id: 'c', order: { main: 3, lobby: 1 } }),
    banner({ id: 'a', order: { main: 1 } }),
    banner({ id: 'hidden', order: { main: 0 }, logged: true }),
    banner({ id: 'b', order: { main: 2, lobby: 2 } }),
    banner({ id: 'b2', order: { main: 2 } }),
    banner({ id: 'elsewhere', order: { promotions: 0 } }),
  ];
  it('keeps the location, the viewer and the window, sorted by order then document order', () => {
    expect(bannersFor(list, 'main', GUEST_VIEWER, NOW).map((b) => b.id)).toEqual(['a', 'b', 'b2', 'c']);
    expect(bannersFor(list, 'lobby', GUEST_VIEWER, NOW).map((b) => b.id)).toEqual(['c', 'b']);
    expect(bannersFor(list, 'main', player(), NOW).map((b) => b.id)).toEqual(['hidden', 'a', 'b', 'b2', 'c']);
    expect(bannersFor(list, 'nowhere', player(), NOW)).toEqual([]);
  });
  it('finds one banner by id under the same rules', () => {
    expect(bannerById(list, 'a', GUEST_VIEWER, NOW)?.id).toBe('a');
    expect(bannerById(list, 'hidden', GUEST_VIEWER, NOW)).toBeNull();
    expect(bannerById(list, 'missing', GUEST_VIEWER, NOW)).toBeNull();
  });
});

describe('nextChangeAt', () => {
  it('is the nearest future start or end, so a scheduled banner appears when its window opens', () => {
    const list = [
      banner({ timer: { start_at: iso(NOW + 2 * HOUR), end_at: iso(NOW + 3 * HOUR) } }),
      banner({ timer: { start_at: iso(NOW - HOUR), end_at: iso(NOW + HOUR) } }),
      banner({ timer: { start_at: null, end_at: null } }),
    ];
    expect(nextChangeAt(list, NOW)).toBe(NOW + HOUR);
    expect(nextChangeAt(list, NOW + HOUR)).toBe(NOW + 2 * HOUR);
    expect(nextChangeAt(list, NOW + 3 * HOUR)).toBeNull();
  });
});

describe('stag', () => {
  it.each([
    ['131811_abc', '131811'],
    ['131811', '131811'],
    [' 42_x ', '42'],
    ['', null],
    [null, null],
    ['_x', null],
  ])('stagIdOf(%j) -> %j', (raw, id) => expect(stagIdOf(raw)).toBe(id));

  it('reads the query first, then the stag cookie', () => {
    expect(readStag('a=1; stag=131811_9f; b=2')).toBe('131811');
    expect(readStag('stag=131811_9f', '?stag=77_1')).toBe('77');
    expect(readStag('xstag=5; stags=6')).toBeNull();
    expect(readStag('stag=%31%33')).toBe('13');
    expect(readStag('stag=%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('choosePromo (C4: active > future > archive)', () => {
  const promo = (id: number, start: number | null, end: number | null, ident = 'cup', kind: BannerPromo['kind'] = 'tournament'): BannerPromo => ({
    id,
    frontend_identifier: ident,
    start_at: start === null ? null : iso(start),
    end_at: end === null ? null : iso(end),
    kind,
  });
  const archived = promo(1, NOW - 5 * HOUR, NOW - 4 * HOUR);
  const archivedLater = promo(2, NOW - 3 * HOUR, NOW - 2 * HOUR);
  const future = promo(3, NOW + 2 * HOUR, NOW + 3 * HOUR);
  const futureSooner = promo(4, NOW + HOUR, NOW + 3 * HOUR);
  const active = promo(5, NOW - HOUR, NOW + HOUR);
  const other = promo(6, NOW - HOUR, NOW + HOUR, 'other');

  it.each([
    ['active over future and archive', [archived, future, active, other], 5],
    ['future over archive, the sooner start', [archived, future, futureSooner], 4],
    ['archive, the latest ended', [archived, archivedLater], 2],
    ['none with that identifier', [other], null],
    ['empty', [], null],
  ] as const)('%s', (_, list, id) => {
    expect(choosePromo(list, 'cup', NOW)?.id ?? null).toBe(id);
  });
});

describe('variables', () => {
  const variables = { EUR: { amount: '€500', spins: '100' }, CAD: { amount: 'C$750' } };
  it('takes the currency values, each missing one from EUR', () => {
    expect(variablesFor(variables, 'CAD')).toEqual({ amount: 'C$750', spins: '100' });
    expect(variablesFor(variables, null)).toEqual({ amount: '€500', spins: '100' });
    expect(variablesFor(variables, 'BTC')).toEqual({ amount: '€500', spins: '100' });
    expect(variablesFor({}, 'EUR')).toEqual({});
  });
  it.each([
    ['Get {amount} and {spins} spins', 'Get C$750 and 100 spins'],
    ['No variables', 'No variables'],
    ['Unknown {missing}!', 'Unknown !'],
    ['Not names: { } {1x} {a-b}', 'Not names: { } {1x} {a-b}'],
    ['{amount}{amount}', 'C$750C$750'],
  ])('fills %j', (text, out) => {
    expect(fillVariables(text, variablesFor(variables, 'CAD'))).toBe(out);
  });
});

describe('reshapeBanner', () => {
  it('fills the texts, builds the gradient and prefixes site links with the locale', () => {
    const view = reshapeBanner(
      banner({
        variables: { EUR: { amount: '€500' }, NOK: { amount: '5000 kr' } },
        labels: [{ title: 'Up to {amount}' }],
        second_button: { name: 'Terms', popup: { title: 'Terms of {amount}', secondTitle: 'Rules', desc: 'Wager 30x' } },
        button: { name: 'Get {amount}', url: '/promotions', attrs: { 'data-track': 'summer' } },
      }),
      { locale: 'no', currency: 'NOK', now: NOW },
    );
    expect(view).toMatchObject({
      id: 'summer-cup',
      description: 'Win 5000 kr',
      background: 'linear-gradient(90deg, #111111 0%, #222222 35%, #333333 65%, #444444 100%)',
      labels: [{ title: 'Up to 5000 kr', theme: 'default', dot: false }],
      button: { name: 'Get 5000 kr', href: '/no/promotions', external: false, type: 'primary', attrs: { 'data-track': 'summer' } },
      secondButton: { name: 'Terms', popup: { title: 'Terms of 5000 kr', secondTitle: 'Rules', desc: 'Wager 30x' } },
      countdown: null,
    });
  });

  it('keeps absolute links and counts down to the banner end', () => {
    const view = reshapeBanner(banner({ button: { name: 'Go', url: 'https://example.com/x' }, timer: { start_at: null, end_at: iso(NOW + HOUR) } }), {
      locale: 'en',
      currency: null,
      now: NOW,
    });
    expect(view.button).toMatchObject({ href: 'https://example.com/x', external: true });
    expect(view.countdown).toEqual({ status: 'active', target: NOW + HOUR });
  });

  it('follows a linked promo: its page and its timer', () => {
    const promos: BannerPromo[] = [{ id: 9, frontend_identifier: 'mega-drop', start_at: iso(NOW + HOUR), end_at: iso(NOW + 5 * HOUR), kind: 'lottery' }];
    const b = banner({ tournament_link: 'mega-drop' });
    const view = reshapeBanner(b, { locale: 'de', currency: 'EUR', now: NOW, promos });
    expect(view.button.href).toBe('/de/lottery/mega-drop');
    expect(view.countdown).toEqual({ status: 'future', target: NOW + HOUR });
    expect(countdownOf(b, promos[0]!, NOW + 2 * HOUR)).toEqual({ status: 'active', target: NOW + 5 * HOUR });
    expect(countdownOf(b, promos[0]!, NOW + 6 * HOUR)).toEqual({ status: 'archive', target: null });
    // Without the promos loaded the button keeps its own url.
    expect(reshapeBanner(b, { locale: 'de', currency: 'EUR', now: NOW }).button.href).toBe('/de/promotions');
  });

  it('links the home path to the locale root', () => {
    expect(bannerHref(banner({ button: { name: 'Home', url: '/' } }), null, 'en-CA')).toBe('/en-CA');
  });
});
