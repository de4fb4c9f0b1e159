'use client';

import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useRouter } from 'next/navigation';

export interface IntentLinkProps extends ComponentPropsWithRef<'a'> {
  /** A path of this site (`/en/pokies/all`). */
  href: string;
  /** false: no prefetch even on intent (a link whose page is costly to render ahead). */
  prefetch?: boolean;
}

/** Whether a click asks the browser itself to open the link (new tab, window, download, another frame). */
function browserHandles(e: MouseEvent<HTMLAnchorElement>, target: string | undefined, download: unknown): boolean {
  return (
    e.defaultPrevented ||
    e.button !== 0 ||
    e.metaKey ||
    e.ctrlKey ||
    e.shiftKey ||
    e.altKey ||
    (target !== undefined && target !== '_self') ||
    download !== undefined
  );
}

/**
 * The site's link: the same client-side navigation as next/link through Next's router, with the
 * route prefetched when the visitor shows intent (pointer over it, focus, touch) rather than
 * whenever the link is on screen, so a lobby of tiles does not fetch every route it shows. A
 * plain link before hydration and for clicks the browser should handle itself. Instead of
 * next/link (about 2.5 KB gzip), which every first load would carry, or, kept out of it, every
 * lazily loaded part would carry a copy of (Turbopack gives each async chunk its own).
 */
/** Next's router, or null where none is mounted (a component rendered alone in a test or story). */
function useOptionalRouter(): ReturnType<typeof useRouter> | null {
  try {
    return useRouter();
  } catch {
    return null;
  }
}

export function IntentLink({ href, prefetch = true, onClick, onPointerEnter, onFocus, onTouchStart, ...rest }: IntentLinkProps) {
  const router = useOptionalRouter();
  const warm = () => {
    if (prefetch) router?.prefetch(href);
  };
  return (
    <a
      href={href}
      {...rest}
      onPointerEnter={(e) => {
        onPointerEnter?.(e);
        warm();
      }}
      onFocus={(e) => {
        onFocus?.(e);
        warm();
      }}
      onTouchStart={(e) => {
        onTouchStart?.(e);
        warm();
      }}
      onClick={(e) => {
        onClick?.(e);
        if (!router || browserHandles(e, rest.target, rest.download)) return;
        e.preventDefault();
        router.push(href);
      }}
    />
  );
}
