import { useSyncExternalStore } from 'react';

/** Set in this browser after a sign-in or sign-up succeeded. Not a secret: it only orders a dialog. */
export const SIGNED_IN_BEFORE_KEY = 'rh.signedInBefore';

/** Remembers that someone has signed in with this browser. */
export function rememberSignedIn(storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(SIGNED_IN_BEFORE_KEY, '1');
  } catch {
    // Storage refused (private mode, quota): the dialog keeps leading with sign-up.
  }
}

function signedInBefore(): boolean {
  try {
    return globalThis.localStorage?.getItem(SIGNED_IN_BEFORE_KEY) === '1';
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * Has this browser signed in before. False on the server and during hydration (storage is read
 * after it, so server and client HTML agree), then the stored answer.
 */
export function useSignedInBefore(): boolean {
  return useSyncExternalStore(subscribe, signedInBefore, () => false);
}
