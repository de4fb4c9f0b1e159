/**
 * Message namespaces: one namespace is one `messages/<locale>/<namespace>.json` file (its ids start
 * with the camelCase of the name, e.g. `payments-sandbox.json` holds `paymentsSandbox.*`).
 *
 * The [locale] layout sends only FIRST_LOAD_NAMESPACES to the browser, because every page's
 * server payload carries them. Texts used elsewhere arrive with what uses them:
 * - a popup lists its namespaces in its site/modals/registry.ts entry (`messages: [...]`), and the
 *   modal host loads them in the browser together with the popup's code (LazyMessages);
 * - a page or route segment wraps its content in `<Messages locale namespaces>` (Messages.tsx),
 *   usually from an `app/[locale]/<segment>/layout.tsx`, so only that page's payload carries them.
 */
export type Namespace = string;

/**
 * What every page's client components may use without asking: the shell (header, nav, sidebar,
 * bottom bar, toasts, modal frame), the lobby rows and tiles (on most pages), and the header's
 * balance (a guest who logs in sees it without a reload), and the licence texts (the footer's
 * copyright note and the Australian approval card, which may open on any page).
 */
export const FIRST_LOAD_NAMESPACES = ['common', 'shell', 'games', 'wallet', 'licence'] as const satisfies readonly Namespace[];

/**
 * The namespaces of the auth popups and every form that shows validation texts, and the
 * platform's refusals in the page's language (`errors`, site/forms/server-errors.ts).
 */
export const FORM_NAMESPACES = ['forms', 'validation', 'errors'] as const satisfies readonly Namespace[];
