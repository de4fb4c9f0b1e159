const FOCUSABLE =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),iframe,[tabindex]:not([tabindex="-1"]),[contenteditable="true"]';

/** Elements inside `root` that Tab can reach, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true');
}

/**
 * Keep Tab and Shift+Tab inside `root` (a dialog's focus trap). Returns true when it moved focus,
 * so the caller prevents the browser's default.
 */
export function trapTab(root: HTMLElement, event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusableIn(root);
  const first = items[0];
  const last = items[items.length - 1];
  const active = root.ownerDocument.activeElement;
  if (!first || !last) {
    root.focus();
    return true;
  }
  if (event.shiftKey && (active === first || !root.contains(active))) {
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !root.contains(active))) {
    first.focus();
    return true;
  }
  return false;
}
