'use client';

import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouter } from 'next/navigation';

export interface IntentLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path of this site (`/en/pokies/all`). */
  href: string;
}

/** Whether a click asks the browser itself to open the link (new tab, window, download, another frame). */
function browserHandles(e: MouseEvent<HTMLAnchorElement>, target: string | undefined, download: unknown): boolean {
  return e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || (target !== undefined && target !== '_self') || download !== undefined;
}

/**
 * A link of the parts every page hydrates first (header, top nav), without next/link (about
 * 2.5 KB gzip of every first load): the same client-side navigation through Next's router, and
 * the route prefetched when the visitor shows intent (pointer over it, focus, touch) rather than
 * whenever it is on screen. A plain link before hydration and for clicks the browser should
 * handle itself. Parts that load later use next/link.
 */
export function IntentLink({ href, onClick, onPointerEnter, onFocus, onTouchStart, ...rest }: IntentLinkProps) {
  const router = useRouter();
  const warm = () => router.prefetch(href);
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
        if (browserHandles(e, rest.target, rest.download)) return;
        e.preventDefault();
        router.push(href);
      }}
    />
  );
}
