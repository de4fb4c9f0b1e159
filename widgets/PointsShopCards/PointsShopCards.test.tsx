// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import loyalty from '../../messages/en/loyalty.json';
import shell from '../../messages/en/shell.json';
import widgets from '../../messages/en/widgets.json';
import { prepareContent } from '../../registry/render/content';
import { widgetNamespaces } from '../../registry/render/prefetch';
import { pointsShopCardsWidget } from './definition';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { PLAYER } from '../../site/core/testing/test-harness';
import { PREVIEW_CONTEXT, PUBLIC_CONTEXT, renderWidget } from '../common/testing/test-harness';
import { makeCompCard, shopFixture } from './fixtures';
import { PointsShopCardsWidget } from './PointsShopCards.widget';
import { pickShopCards, shopPath } from './queries';

vi.mock('next/navigation', () => ({ usePathname: () => '/en', useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));

const CARDS_KEY = ['/api/comp_points/rates'];
const BALANCE_KEY = ['/api/player/comp_points'];
const balance = (points: number) => ({ chargeable: { points }, persistent: { points }, level: 1 });
/** The loyalty namespace the registry entry asks the renderer for (the harness sends widgets, gifts and shell). */
const withLoyalty = (ui: ReactNode) => (
  <IntlProvider locale="en" messages={{ ...shell, ...widgets, ...loyalty }}>
    {ui}
  </IntlProvider>
);
const params = (p: Record<string, string> = {}) => WIDGET_PARAMS.PointsShopCards.parse(p);

const exchanged: unknown[] = [];
const server = setupServer(
  // The shell's context call some site hooks make: not found, as for a guest.
  http.get('*/client-context', () => HttpResponse.json({ error: 'not_found' }, { status: 404 })),
  http.post('*/api/comp_points/exchange/:type', async ({ request, params: p }) => {
    const body = (await request.json()) as { group: string; points: number };
    exchanged.push({ type: p.type, ...body });
    return HttpResponse.json({
      id: 9,
      group: body.group,
      type: p.type,
      quantity: body.points / 50,
      points: body.points,
      balance: balance(20),
      reward: { gift_ids: [1], amount_cents: null, currency: null, tickets_count: null },
      replayed: false,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('PointsShopCards', () => {
  it('reads its params: a type (all by default), a group prefix and a limit; its entry asks for the loyalty texts', () => {
    expect(params()).toEqual({ type: 'all', group: undefined, limit: 6 });
    expect(params({ type: 'lootboxes', group: 'sale', limit: '2' })).toEqual({ type: 'lootboxes', group: 'sale', limit: 2 });
    expect(WIDGET_PARAMS.PointsShopCards.safeParse({ type: 'coins' }).success).toBe(false);
    expect(WIDGET_PARAMS.PointsShopCards.safeParse({ limit: '0' }).success).toBe(false);
    expect(pointsShopCardsWidget.messages).toEqual(['loyalty']);
  });

  it('has the CMS renderer send the loyalty texts only with content that holds it', () => {
    const opts = { preview: false, locale: 'en', device: 'desktop' } as const;
    expect(widgetNamespaces(prepareContent('<p>#PointsShopCards[type=money]#</p><p>#VipLevels[]#</p>', opts).widgets)).toEqual(['widgets', 'gifts', 'loyalty']);
    expect(widgetNamespaces(prepareContent('<p>#VipLevels[]#</p>', opts).widgets)).toEqual(['widgets', 'gifts']);
  });

  it('picks live cards by type and group, in the shop’s order, at most limit; links to the matching shop tab', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const ended = makeCompCard({ id: 6, type: 'money', group: 'sale-autumn', discountPercent: 20, fullPrice: 60, sale_end_date: '01/11/2026' });
    const all = [...shopFixture(), ended];
    expect(pickShopCards(all, params(), now).map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(pickShopCards(all, params({ type: 'money' }), now).map((c) => c.id)).toEqual([2, 5]);
    expect(pickShopCards(all, params({ group: 'sale' }), now).map((c) => c.id)).toEqual([5]);
    expect(pickShopCards(all, params({ limit: '2' }), now).map((c) => c.id)).toEqual([1, 2]);
    expect(pickShopCards(all, params({ type: 'special' }), now)).toEqual([]);
    expect(shopPath(params({ type: 'freespins' }))).toBe('/rocket-mart/freespins');
    expect(shopPath(params({ type: 'lootboxes' }))).toBe('/rocket-mart');
    expect(shopPath(params({ group: 'sale' }))).toBe('/rocket-mart/discounts');
  });

  it('shows the shop’s cards with a link to the shop, and asks a guest to register on exchange', () => {
    renderWidget(withLoyalty(<PointsShopCardsWidget params={params({ type: 'freespins' })} context={PUBLIC_CONTEXT} />), {
      data: [[CARDS_KEY, shopFixture()]],
    });
    const cards = screen.getAllByTestId('points-shop-card');
    expect(cards.map((c) => c.dataset.group)).toEqual(['spins-10']);
    expect(cards[0]!.textContent).toContain('10 free spins');
    expect(cards[0]!.textContent).toContain('50 coins');
    expect(cards[0]!.textContent).toContain('Popular');
    expect(screen.getByRole('link', { name: 'See all rewards in the shop' }).getAttribute('href')).toBe('/en/rocket-mart/freespins');
    fireEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    expect(screen.getByRole('dialog', { name: '10 free spins' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register to exchange' })).toBeTruthy();
  });

  it('marks what a player can afford and exchanges through the shop’s popup: quantity, one call with a key, the result, the new balance', async () => {
    exchanged.length = 0;
    const { queryClient } = renderWidget(withLoyalty(<PointsShopCardsWidget params={params()} context={PUBLIC_CONTEXT} />), {
      player: PLAYER,
      data: [
        [CARDS_KEY, shopFixture()],
        [BALANCE_KEY, balance(120)],
      ],
    });
    const affordable = screen.getAllByRole('button', { name: 'Exchange' }).map((b) => b.dataset.affordable);
    expect(affordable).toEqual(['true', 'true', 'false', 'true', 'true']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Exchange' })[0]!);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '2' } });
    expect(screen.getByText('Total: 100 coins')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Exchange now' }));
    await waitFor(() => expect(screen.getByTestId('exchange-result').dataset.ok).toBe('true'));
    expect(screen.getByTestId('exchange-result').textContent).toBe('10 free spins: 100 coins exchanged.');
    expect(exchanged).toEqual([expect.objectContaining({ type: 'freespins', group: 'spins-10', points: 100, idempotency_key: expect.any(String) })]);
    expect(queryClient.getQueryData(BALANCE_KEY)).toEqual(balance(20));
  });

  it('tells a player how many coins are missing for a card they cannot afford', () => {
    renderWidget(withLoyalty(<PointsShopCardsWidget params={params({ type: 'lootboxes' })} context={PUBLIC_CONTEXT} />), {
      player: PLAYER,
      data: [
        [CARDS_KEY, shopFixture()],
        [BALANCE_KEY, balance(100)],
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    expect(screen.getByRole('alert').textContent).toBe('You need 150 more coins.');
  });

  it('shows nothing on the site when no card matches, and says so in the preview', () => {
    const { container } = renderWidget(withLoyalty(<PointsShopCardsWidget params={params({ type: 'special' })} context={PUBLIC_CONTEXT} />), {
      data: [[CARDS_KEY, shopFixture()]],
    });
    expect(container.textContent).toBe('');
    cleanup();
    renderWidget(withLoyalty(<PointsShopCardsWidget params={params({ type: 'special' })} context={PREVIEW_CONTEXT} />), {
      data: [[CARDS_KEY, shopFixture()]],
    });
    expect(screen.getByText('No shop card matches these settings right now.')).toBeTruthy();
  });
});
