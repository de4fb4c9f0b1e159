import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import type { QueryClient } from '@tanstack/react-query';
import type { Player } from '../../schemas/player';
import { WidgetProviders, quietQueryClient } from '../../widgets/common/testing/harness';

// Apart from harness.tsx, which stories load in the browser: react-dom/static is for Node tests.

/**
 * Server-renders a node with the providers to the HTML a visitor gets, once every lazily loaded
 * part (the registry's client widgets load that way, site/core/ui/Hydrate.tsx) has arrived. React's
 * Suspense markers (`<!--$-->`) are left out, so tests read the markup as written.
 */
export async function renderStatic(node: ReactNode, queryClient: QueryClient = quietQueryClient(), player: Player | null = null): Promise<string> {
  const { prelude } = await prerender(
    <WidgetProviders queryClient={queryClient} player={player}>
      {node}
    </WidgetProviders>,
  );
  const html = await new Response(prelude).text();
  return html.replace(/<!--\/?\$[!?]?-->/g, '');
}
