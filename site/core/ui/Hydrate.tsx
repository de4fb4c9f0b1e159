'use client';

import { memo, Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';

/**
 * Progressive hydration: a part of the page that arrives rendered (and styled) in the server's
 * HTML but whose code is not in the page's first-load scripts. Its module (a next/dynamic import)
 * is run only when the part is needed: when it comes within `margin` of the screen, when the visitor points at or
 * focuses into it, or when the browser is idle (`when: 'idle'`). Until then React keeps the server
 * HTML as it is (a Suspense boundary that suspends while hydrating stays dehydrated), so links in
 * it work as plain links. Parts mounted after the page hydrated (client navigation, a popup)
 * render at once.
 *
 * Keep what is passed in stable (primitives, memoised callbacks, server-rendered nodes): a
 * dehydrated boundary that receives new props must hydrate at once, and while its code is on its
 * way React would show nothing in its place. `hydrateLater` memoises the component for that.
 */

let pageHydrated = false;

/** Called once by the app's providers after the first commit: later mounts are not hydration. */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/**
 * Whether this render is the browser hydrating Next's server HTML: only then is there server
 * HTML to keep. The flight data array is what Next's HTML hands its hydration; a page rendered
 * in the browser alone (unit tests, stories) has none, and renders everything at once.
 */
function hydratingPage(): boolean {
  return typeof window !== 'undefined' && !pageHydrated && Array.isArray((window as { __next_f?: unknown }).__next_f);
}

/** When a deferred part loads its code. */
export type HydrateWhen = 'visible' | 'idle';

interface Gate {
  open: () => void;
  opened: boolean;
  promise: Promise<void> & { status?: 'fulfilled'; value?: undefined };
}

function createGate(): Gate {
  let resolve!: () => void;
  const gate: Gate = {
    opened: false,
    promise: new Promise<void>((r) => (resolve = r)),
    open: () => {
      if (gate.opened) return;
      gate.opened = true;
      // Marked fulfilled as React reads a settled thenable, so `use` answers at once on the retry.
      gate.promise.status = 'fulfilled';
      gate.promise.value = undefined;
      resolve();
    },
  };
  return gate;
}

function GateKeeper({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  // Called on every render that has a gate (React wants the same `use` calls on a retry).
  if (gate) use(gate.promise as Promise<void>);
  return children;
}

/** Events that mean the visitor is about to use the part: load its code now. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

const idle = (fn: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 1500);
  return () => window.clearTimeout(id);
};

/**
 * Wraps `children` (built from a lazy component) so that, while the page hydrates, they wait for
 * `when`. The wrapper is `display: contents`, so it adds no box to the layout.
 */
export function Hydrate({ when = 'visible', margin = '400px', children }: { when?: HydrateWhen; margin?: string; children: ReactNode }) {
  // Created on the client's first render only, and only while the page hydrates.
  const [gate] = useState<Gate | null>(() => (hydratingPage() ? createGate() : null));
  const ref = useRef<HTMLDivElement>(null);
  // A waiting part that must change cannot stay as the server drew it: new props, or a navigation
  // (the router's contexts change inside it). A navigation is a transition, which would wait for
  // the part for as long as it waits; so the part loads now, and the change waits for its code only.
  const url = `${usePathname() ?? ''}?${useSearchParams()?.toString() ?? ''}`;
  const [first] = useState({ children, url });
  if (gate && !gate.opened && (children !== first.children || url !== first.url)) gate.open();

  useEffect(() => {
    const el = ref.current;
    if (!gate || gate.opened || !el) return;
    const cleanups: (() => void)[] = [];
    const open = () => {
      gate.open();
      for (const c of cleanups) c();
    };
    // Heard on the window in the capture phase: React, whose root sits below it, stops events
    // aimed at a part still waiting to hydrate (to replay them once it has), so listeners on the
    // part itself would never hear them.
    const onIntent = (e: Event) => {
      if (e.target instanceof Node && el.contains(e.target)) open();
    };
    for (const type of INTENT_EVENTS) {
      window.addEventListener(type, onIntent, { passive: true, capture: true });
      cleanups.push(() => window.removeEventListener(type, onIntent, { capture: true }));
    }
    // A `display: contents` element has no box to observe: its rendered children are watched.
    const targets = [...el.children];
    if (targets.length === 0) {
      // Nothing on screen to come near: the part's own code decides when it shows (a banner
      // slider whose banners' window opens later), so it runs with the page.
      open();
      return;
    }
    if (when === 'idle' || typeof IntersectionObserver !== 'function') {
      cleanups.push(idle(open));
    } else {
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: margin });
      for (const t of targets) observer.observe(t);
      cleanups.push(() => observer.disconnect());
    }
    return () => {
      for (const c of cleanups) c();
    };
  }, [gate, when, margin]);

  return (
    <div ref={ref} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <GateKeeper gate={gate}>{children}</GateKeeper>
      </Suspense>
    </div>
  );
}

/**
 * A component whose code loads as `Hydrate` says. Pass what `next/dynamic` made of a dynamic
 * import, written where the import is (Next finds the module by that call):
 * `hydrateLater(dynamic(() => import('./Footer').then((m) => m.Footer)))`. next/dynamic puts the
 * module's stylesheet into the server's HTML (the part is rendered there, so it must be styled
 * before its code arrives) and lets the browser fetch its script early at low priority, outside
 * the first-load scripts. The result is memoised (see the note at the top).
 */
export function hydrateLater<P extends object>(Component: ComponentType<P>, options: { when?: HydrateWhen; margin?: string } = {}): ComponentType<P> {
  function Deferred(props: P) {
    return (
      <Hydrate when={options.when} margin={options.margin}>
        <Component {...props} />
      </Hydrate>
    );
  }
  Deferred.displayName = `HydrateLater(${Component.displayName ?? Component.name ?? 'Component'})`;
  return memo(Deferred) as unknown as ComponentType<P>;
}
