'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useUi } from '../core/stores/StoreProvider';
import { shouldLockScroll } from '../core/stores/modal-stack';

// The modal stack's code (host, frame, focus handling and the registry of popups) loads with the
// first popup a tab opens: most lobby visits open none, so it stays out of the first-load scripts.
const ModalHost = lazy(() => import('./ModalHost').then((m) => ({ default: m.ModalHost })));

/**
 * The layout's modal layer: locks the page's scroll while a modal or the sidebar is open, and
 * renders the modal stack once a modal has been opened (then keeps it, for closing animations).
 */
export function ModalLayer() {
  const stack = useUi((s) => s.modals);
  const sidebarOpen = useUi((s) => s.sidebarOpen);
  const lock = shouldLockScroll(stack, sidebarOpen);
  const [needed, setNeeded] = useState(stack.length > 0);
  if (stack.length > 0 && !needed) setNeeded(true);

  useEffect(() => {
    document.documentElement.classList.toggle('rh-scroll-locked', lock);
  }, [lock]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  );
}
