// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { PUBLIC_CONTEXT, renderWidget } from '../common/testing/test-harness';
import { ProvidersWidget } from './Providers.widget';
import { makeProviders } from './fixtures';

vi.mock('next/navigation', () => ({ usePathname: () => '/en', useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
afterEach(cleanup);

describe('ProvidersWidget', () => {
  it('links each provider with games to /{locale}/producers/{slug}, at most `limit`', () => {
    const providers = makeProviders(6); // the first has 0 games
    renderWidget(<ProvidersWidget params={{ limit: 3 }} context={PUBLIC_CONTEXT} />, { data: [[['/api/games/providers'], providers]] });
    const links = screen.getAllByTestId('provider');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/en/producers/pragmatic-play', '/en/producers/evolution', '/en/producers/netent']);
    expect(links[0]!.textContent).toBe('Pragmatic Play37 games');
    // jsdom lays nothing out: the list fits its (zero-width) box, so no arrows (site/core/ui/useScrollOverflow.ts).
    expect(screen.queryByRole('button', { name: 'Scroll forward' })).toBeNull();
  });

  it('offers the scroll arrows while the list is wider than its box', () => {
    const wide = [
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900),
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300),
    ];
    renderWidget(<ProvidersWidget params={{ limit: 3 }} context={PUBLIC_CONTEXT} />, { data: [[['/api/games/providers'], makeProviders(6)]] });
    expect((screen.getByRole('button', { name: 'Scroll forward' }) as HTMLButtonElement).disabled).toBe(false);
    // At the start there is nothing to go back to.
    expect((screen.getByRole('button', { name: 'Scroll back' }) as HTMLButtonElement).disabled).toBe(true);
    wide.forEach((spy) => spy.mockRestore());
  });

  it('is left out when no provider has games', () => {
    const { container } = renderWidget(<ProvidersWidget params={{ limit: 3 }} context={PUBLIC_CONTEXT} />, {
      data: [[['/api/games/providers'], makeProviders(1)]],
    });
    expect(container.textContent).toBe('');
  });
});
