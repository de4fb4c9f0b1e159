import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Player } from '../../schemas/player';
import { PLAYER } from '../core/testing/test-harness';
import type { PromotionPagesConfig } from './promotion-config';

// What the request holds: its player and the document from the server memo.
const request = vi.hoisted(() => ({ player: null as Player | null, config: null as PromotionPagesConfig | null, asked: [] as string[] }));
vi.mock('../core/stores/load-session', () => ({ requestSessionPlayer: async () => request.player }));
vi.mock('../../cms-adapters/server', () => ({
  loadConfigOrNull: async (name: string) => {
    request.asked.push(name);
    return request.config;
  },
}));
const { promotionPageShown } = await import('./promotion-page-route');

const CONFIG: PromotionPagesConfig = {
  pages: [
    { slug: 'achievements', enabled: true },
    { slug: 'rocket-chance', enabled: false },
    { slug: 'activity-hub', enabled: true, group_ids: [759] },
  ],
};
const withGroups = (...ids: number[]): Player => ({ ...PLAYER, statuses: ids.map((id) => ({ id, name: `group ${id}` })) });

beforeEach(() => {
  request.asked = [];
});

describe('promotionPageShown (the route of a managed promotion page)', () => {
  it.each([
    ['enabled page, guest', CONFIG, null, 'achievements', 'page'],
    ['disabled page, player', CONFIG, withGroups(257), 'rocket-chance', '404'],
    ['disabled page, tester', CONFIG, withGroups(916), 'rocket-chance', 'page'],
    ['group page, player in the group', CONFIG, withGroups(759), 'activity-hub', 'page'],
    ['group page, guest', CONFIG, null, 'activity-hub', '404'],
    ['page the document does not list', CONFIG, withGroups(257), 'lotteries', '404'],
    ['no document (unpublished or failed), player', null, withGroups(257), 'achievements', '404'],
    ['no document, tester', null, withGroups(21), 'achievements', 'page'],
  ] as const)('%s -> %s', async (_name, config, player, slug, expected) => {
    request.config = config;
    request.player = player;
    const answer = (await promotionPageShown(slug, 'en')) ? 'page' : '404';
    expect(answer).toBe(expected);
    expect(request.asked).toEqual(['manage-promotion-pages']);
  });
});
