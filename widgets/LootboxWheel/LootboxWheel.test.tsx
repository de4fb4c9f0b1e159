// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { receivePromosClick, wheelDestination, type Lootbox, type WheelState } from '../../schemas/lootboxes';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { PLAYER } from '../../site/core/testing/test-harness';
import { PREVIEW_CONTEXT, PUBLIC_CONTEXT, renderWidget } from '../common/testing/test-harness';
import { LootboxWheelWidget } from './LootboxWheel.widget';

afterEach(cleanup);

const box = (over: Partial<Lootbox> = {}): Lootbox => ({
  id: 1,
  group_key: 'rocket_box',
  stage: 'issued',
  weight: 100,
  created_at: '2026-11-27T00:00:00Z',
  valid_until: '2026-12-01T00:00:00Z',
  activated_at: null,
  prize: null,
  items: [{ id: 0, title: '5 bonus', weight: 100, bonus: null }],
  bonuses: [],
  prize_gift_id: null,
  proof: { algorithm: 'hmac-sha256-weighted-v1', seed_hash: 'ab'.repeat(32), seed: null, message: 'lootbox:1' },
  ...over,
});
const wheel = (spins: number): WheelState => ({ group_id: 0, segments: [], spins, next: null });
const data = (boxes: Lootbox[], spins: number): Array<[readonly unknown[], unknown]> => [
  [['/api/player/lootboxes'], boxes],
  [['/api/player/wheel'], wheel(spins)],
];

describe('LootboxWheel', () => {
  it('reads its params', () => {
    expect(WIDGET_PARAMS.LootboxWheel.parse({})).toEqual({ focus: 'boxes' });
    expect(WIDGET_PARAMS.LootboxWheel.parse({ focus: 'wheel' })).toEqual({ focus: 'wheel' });
    expect(WIDGET_PARAMS.LootboxWheel.safeParse({ focus: 'x' }).success).toBe(false);
  });

  it('sends the wheel link by the C4 destination rule', () => {
    expect(wheelDestination([box({ group_key: 'wheel_segments_x' })], [])).toBe('segments');
    expect(wheelDestination([], [1308])).toBe('segments');
    expect(wheelDestination([box()], [1308])).toBe('plain');
    expect(wheelDestination([], [257])).toBe('plain');
  });

  it('ignores the promo-subscription click of a player who already receives promos (C5)', () => {
    expect(receivePromosClick(true)).toBe('ignore');
    expect(receivePromosClick(false)).toBe('subscribe');
  });

  it('shows the boxes and spins with the links, the focused one first', () => {
    renderWidget(<LootboxWheelWidget params={{ focus: 'wheel' }} context={PUBLIC_CONTEXT} />, { player: PLAYER, data: data([box(), box({ id: 2 })], 1) });
    expect(screen.getByText('2 boxes to open · 1 wheel spin')).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Spin the wheel', 'See my loot boxes']);
    expect(links[1]!.getAttribute('href')).toBe('/en/lootboxes');
  });

  it('shows nothing to a guest or a player with nothing (C4 availability), and says so in the preview', () => {
    const { container } = renderWidget(<LootboxWheelWidget params={{ focus: 'boxes' }} context={PUBLIC_CONTEXT} />, { data: data([], 0) });
    expect(container.textContent).toBe('');
    cleanup();
    const again = renderWidget(<LootboxWheelWidget params={{ focus: 'boxes' }} context={PUBLIC_CONTEXT} />, { player: PLAYER, data: data([], 0) });
    expect(again.container.textContent).toBe('');
    cleanup();
    renderWidget(<LootboxWheelWidget params={{ focus: 'boxes' }} context={PREVIEW_CONTEXT} />, { player: PLAYER, data: data([], 0) });
    expect(screen.getByText('No loot boxes or wheel spins right now.')).toBeTruthy();
  });
});
