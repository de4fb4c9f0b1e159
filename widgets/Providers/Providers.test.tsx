// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { PUBLIC_CONTEXT, renderWidget } from '../Banner/test-harness';
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
    expect(screen.getByRole('button', { name: 'Scroll forward' })).toBeTruthy();
  });

  it('is left out when no provider has games', () => {
    const { container } = renderWidget(<ProvidersWidget params={{ limit: 3 }} context={PUBLIC_CONTEXT} />, { data: [[['/api/games/providers'], makeProviders(1)]] });
    expect(container.textContent).toBe('');
  });
});
