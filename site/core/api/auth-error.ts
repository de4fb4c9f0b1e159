/**
 * The auth-error event (spec P7/P8): any call answered 401 raises it; the site's
 * AuthErrorBridge listens, clears every user store and opens the sign-in popup. Listeners live
 * in the browser only (the bridge subscribes in an effect), so server rendering never has any.
 */
const listeners = new Set<() => void>();

/** Subscribes to the auth-error event; returns the unsubscribe. */
export function onAuthError(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function raiseAuthError(): void {
  for (const listener of [...listeners]) listener();
}
