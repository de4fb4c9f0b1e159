import type { ModalDefinition } from './types';

/**
 * Typed identity helper: `defineModal<SignInPopupProps>({ load: () => import('../auth/SignInPopup'), fullScreen: true })`.
 * P is the modal's own props (without `close`/`titleId`, which the controller injects).
 */
export function defineModal<P extends object = Record<string, never>>(def: ModalDefinition<P>): ModalDefinition<P> {
  return def;
}

/**
 * Every modal the site can open, by unique name (spec P2 "Modals": they stack by unique name).
 * Owners append one entry each; nothing registers itself by being imported.
 *
 * Names agreed for the auth popups (site/auth, opened by the hash and popup routes of spec P2):
 * `sign-in`, `sign-up`, `remind`, `new-password`, `email-verify`, `two-factor`. Their props should
 * extend `RoutePopupProps` from ./types (the URL query passed through). Example entry:
 *
 *   'sign-in': defineModal<SignInPopupProps>({ load: () => import('../auth/SignInPopup'), fullScreen: true }),
 */
export const modals = {
} satisfies Record<string, ModalDefinition<never>>;

/** A registered modal name. */
export type ModalName = keyof typeof modals;

/** The own props of one registered modal. */
export type ModalPropsOf<N extends ModalName> = (typeof modals)[N] extends ModalDefinition<infer P> ? P : never;

/** Runtime check for names that come from URLs (hash popups, popup routes). */
export function isModalName(name: string): name is ModalName {
  return Object.prototype.hasOwnProperty.call(modals, name);
}
