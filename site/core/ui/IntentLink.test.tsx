// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntentLink } from './IntentLink';

const router = vi.hoisted(() => ({ push: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

afterEach(() => {
  cleanup();
  router.push.mockReset();
  router.prefetch.mockReset();
});

describe('IntentLink', () => {
  it('is a plain link that navigates through the router on a plain click', () => {
    render(<IntentLink href="/en/pokies/all">Pokies</IntentLink>);
    const link = screen.getByRole('link', { name: 'Pokies' });
    expect(link.getAttribute('href')).toBe('/en/pokies/all');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(router.push).toHaveBeenCalledWith('/en/pokies/all');
  });

  it('leaves new-tab, modified and middle clicks and other targets to the browser', () => {
    render(
      <>
        <IntentLink href="/en/a">A</IntentLink>
        <IntentLink href="/en/b" target="_blank">
          B
        </IntentLink>
      </>,
    );
    for (const init of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { button: 1 }])
      fireEvent.click(screen.getByRole('link', { name: 'A' }), init);
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it("prefetches the route on the visitor's intent: pointer, focus or touch", () => {
    render(<IntentLink href="/en/live/all">Live</IntentLink>);
    const link = screen.getByRole('link', { name: 'Live' });
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(router.prefetch).toHaveBeenCalledTimes(3);
    expect(router.prefetch).toHaveBeenCalledWith('/en/live/all');
  });

  it("still runs the caller's own click handler (a menu closing itself)", () => {
    const onClick = vi.fn();
    render(
      <IntentLink href="/en/x" onClick={onClick}>
        X
      </IntentLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'X' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(router.push).toHaveBeenCalledWith('/en/x');
  });
});

describe('IntentLink without a router', () => {
  it('is a plain link where no router is mounted (a part rendered alone)', async () => {
    vi.resetModules();
    vi.doMock('next/navigation', () => ({
      useRouter: () => {
        throw new Error('invariant expected app router to be mounted');
      },
    }));
    const { IntentLink: Plain } = await import('./IntentLink');
    render(<Plain href="/en/faq">FAQ</Plain>);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    const link = screen.getByRole('link', { name: 'FAQ' });
    fireEvent.pointerEnter(link);
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    vi.doUnmock('next/navigation');
  });
});
