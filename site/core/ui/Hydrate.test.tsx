// @vitest-environment jsdom
import { lazy, useEffect, useState } from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hydrate, hydrateLater, markPageHydrated } from './Hydrate';

/** A part with state: a click counts only once React has hydrated it. */
function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {label} {n}
    </button>
  );
}

class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(readonly cb: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(t: Element) {
    this.targets.push(t);
  }
  disconnect() {
    this.targets = [];
  }
  /** The observed part comes near the screen. */
  intersect() {
    this.cb(
      this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      this as never,
    );
  }
}

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  container = document.createElement('div');
  document.body.appendChild(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

/** The server's HTML of `server`, then the browser hydrating it with `client` (the same tree). */
async function serverThenHydrate(server: React.ReactNode, client: React.ReactNode = server) {
  container.innerHTML = renderToString(server);
  // What Next's HTML hands its hydration: only then does Hydrate keep server HTML waiting.
  vi.stubGlobal('__next_f', []);
  await act(async () => {
    root = hydrateRoot(container, client);
  });
}

describe('Hydrate', () => {
  it('keeps the server HTML and loads the part only when it nears the screen', async () => {
    let loads = 0;
    const module = Promise.resolve({ default: Counter });
    const LazyCounter = lazy(() => {
      loads += 1;
      return module;
    });
    // The server has the module and renders the part in place (Next streams a lazy part in).
    await serverThenHydrate(
      <Hydrate>
        <Counter label="Footer" />
      </Hydrate>,
      <Hydrate>
        <LazyCounter label="Footer" />
      </Hydrate>,
    );
    // Hydrated around it, but the part itself waits: its code was not asked for.
    expect(loads).toBe(0);
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('Footer 0');
    act(() => button.click());
    expect(button.textContent).toBe('Footer 0');

    await act(async () => FakeObserver.all[0]!.intersect());
    expect(loads).toBe(1);
    // The same DOM node, now alive: server HTML was adopted, not replaced.
    expect(container.querySelector('button')).toBe(button);
    act(() => button.click());
    expect(button.textContent).toBe('Footer 1');
  });

  it('loads the part at once when the visitor points at it', async () => {
    const Later = hydrateLater(Counter);
    await serverThenHydrate(<Later label="Bar" />);
    const button = container.querySelector('button')!;
    act(() => button.click());
    expect(button.textContent).toBe('Bar 0');
    await act(async () => {
      button.dispatchEvent(new Event('pointerover', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 0));
    });
    act(() => button.click());
    expect(button.textContent).toBe('Bar 1');
  });

  it("waits for the browser's idle time when asked to", async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestIdleCallback', undefined);
      const Later = hydrateLater(Counter, { when: 'idle' });
      await serverThenHydrate(<Later label="Menu" />);
      const button = container.querySelector('button')!;
      act(() => button.click());
      expect(button.textContent).toBe('Menu 0');
      await act(async () => vi.advanceTimersByTime(2000));
      act(() => button.click());
      expect(button.textContent).toBe('Menu 1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs at once a part that drew nothing on the server (its code decides when it shows)', async () => {
    let ran = false;
    function Clocked() {
      useEffect(() => {
        ran = true;
      }, []);
      return null;
    }
    const Later = hydrateLater(Clocked);
    await serverThenHydrate(<Later />);
    await act(async () => undefined);
    expect(ran).toBe(true);
    expect(FakeObserver.all).toHaveLength(0);
  });

  it('renders at once what mounts after the page hydrated (client navigation, popups)', async () => {
    markPageHydrated();
    const Later = hydrateLater(Counter);
    await act(async () => {
      const { createRoot } = await import('react-dom/client');
      root = createRoot(container);
      root.render(<Later label="Late" />);
    });
    const button = container.querySelector('button')!;
    act(() => button.click());
    expect(button.textContent).toBe('Late 1');
    expect(FakeObserver.all).toHaveLength(0);
  });
});
