// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { WidgetProviders } from '../../../widgets/common/testing/harness';
import { PLAYER } from '../../core/testing/test-harness';
import { limitsQuery } from './api';
import { LimitWarning } from './LimitWarning';

vi.mock('next/navigation', () => ({ usePathname: () => '/en/profile/limits', useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));

const quiet = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

describe('LimitWarning', () => {
  it('hydrates as the server drew it (nothing) when the page already fetched a reached limit, then warns', async () => {
    const ui = (qc: QueryClient) => (
      <WidgetProviders queryClient={qc} player={PLAYER}>
        <div>
          <LimitWarning locale="en" />
        </div>
      </WidgetProviders>
    );
    // The server has no limits (nothing prefetches them); the limits page fetched them before this part hydrated.
    const html = renderToString(ui(quiet()));
    const browser = quiet();
    browser.setQueryData(limitsQuery.queryKey, [{ type: 'deposit', reached: true }] as never);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    expect(container.querySelector('[data-testid="limit-warning"]')).toBeNull();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, ui(browser), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="limit-warning"]')?.textContent).toContain('Limit reached: deposit limit');
    container.remove();
  });
});
