import type { ComponentType } from 'react';

/**
 * What the modal controller gives every modal component on top of its own props.
 * The component renders its heading with `id={titleId}`: the dialog frame is labelled by it.
 */
export interface ModalInjectedProps {
  /** Closes this modal (plays the 100 ms closing animation, then unmounts and returns focus). */
  close: () => void;
  /** Id the modal's visible title must carry; the frame sets `aria-labelledby` to it. */
  titleId: string;
}

/**
 * Props every route- or hash-opened popup receives: the query parameters of the URL that opened it,
 * passed through untouched (spec P2 "popups ... with query parameters passed through").
 */
export interface RoutePopupProps {
  query?: Record<string, string>;
}

/** One registry entry: how to load the component and how its frame behaves. */
export interface ModalDefinition<P extends object> {
  /** Lazy loader; the module's default export is the modal body (no frame, no overlay). */
  load: () => Promise<{ default: ComponentType<P & ModalInjectedProps> }>;
  /**
   * Message namespaces (site/core/i18n/namespaces.ts) the popup's texts come from beyond the first-load
   * ones; the host loads them with the popup's code.
   */
  messages?: readonly string[];
  /** Full-screen popup (the auth popups) instead of a centred card. */
  fullScreen?: boolean;
  /** A click on the overlay does not close it (Escape and the close button still do, unless `blockEscape`). */
  blockOverlayClose?: boolean;
  /** Escape does not close it either (a step the player must answer, e.g. a confirmation). */
  blockEscape?: boolean;
  /** Hide the frame's own close button (the body renders its own). */
  hideCloseButton?: boolean;
}

/**
 * Typed identity helper: `defineModal<SignInPopupProps>({ load: () => import('../auth/SignInPopup'), fullScreen: true })`.
 * P is the modal's own props (without `close`/`titleId`, which the controller injects).
 */
export function defineModal<P extends object = Record<string, never>>(def: ModalDefinition<P>): ModalDefinition<P> {
  return def;
}

/**
 * Any registry entry, whatever its own props: what the registry and the host hold. (A
 * `ModalDefinition<never>` is not a supertype of real entries: React's class component type
 * makes the props parameter invariant.)
 */
export type AnyModalDefinition = Omit<ModalDefinition<object>, 'load'> & { load: () => Promise<{ default: unknown }> };

/**
 * Each registered modal's own props, by name. Empty here: site/modals/registry.ts fills it from its
 * table by declaration merging, so `openModal` stays typed while core names no feature (the table
 * imports the popups; the popups open modals through core).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModalPropsByName {}

/** A registered modal name. */
export type ModalName = keyof ModalPropsByName;

/** The own props of one registered modal. */
export type ModalPropsOf<N extends ModalName> = ModalPropsByName[N];
