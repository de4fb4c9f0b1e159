/** One open modal. `closing` is set during the 100 ms closing animation, before removal. */
export interface ModalEntry {
  name: string;
  props: Record<string, unknown>;
  closing: boolean;
}

/** Time the overlay takes to close (spec P4 "Modals"): the entry leaves the stack after it. */
export const MODAL_CLOSE_MS = 100;

/**
 * Open a modal by unique name: a name already open is moved to the top with the new props
 * (never stacked twice); otherwise it is pushed.
 */
export function pushModal(stack: readonly ModalEntry[], name: string, props: Record<string, unknown> = {}): ModalEntry[] {
  return [...stack.filter((m) => m.name !== name), { name, props, closing: false }];
}

/** Mark a modal as closing (its overlay fades out); unknown names leave the stack unchanged. */
export function markClosing(stack: readonly ModalEntry[], name: string): ModalEntry[] {
  if (!stack.some((m) => m.name === name && !m.closing)) return stack as ModalEntry[];
  return stack.map((m) => (m.name === name ? { ...m, closing: true } : m));
}

/** Remove a modal once its closing animation ended; a modal re-opened meanwhile stays. */
export function removeClosed(stack: readonly ModalEntry[], name: string): ModalEntry[] {
  if (!stack.some((m) => m.name === name && m.closing)) return stack as ModalEntry[];
  return stack.filter((m) => !(m.name === name && m.closing));
}

/** The modal receiving keyboard input: the top one that is not closing. */
export function topModal(stack: readonly ModalEntry[]): ModalEntry | undefined {
  for (let i = stack.length - 1; i >= 0; i--) {
    const m = stack[i];
    if (m && !m.closing) return m;
  }
  return undefined;
}

/** Body scroll is locked while any modal (or the sidebar) is open. */
export function shouldLockScroll(stack: readonly ModalEntry[], sidebarOpen: boolean): boolean {
  return sidebarOpen || stack.some((m) => !m.closing);
}
