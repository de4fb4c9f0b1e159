import type { ComponentType, ReactNode } from 'react';
import type { FetchInfiniteQueryOptions, FetchQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Device } from '../schemas/games';
import type { Locale } from '../schemas/locales';
import type { WIDGET_PARAMS, WidgetName } from '../schemas/widget-params';
import type { ApiClient } from '../site/core/api';
import type { Namespace } from '../site/core/i18n/namespaces';
import type { BannerAudience } from '../schemas/banner-audience';

/**
 * What a widget instance knows besides its params, on the server and in the browser alike.
 * Everything here is serialisable: it travels from the server renderer to client widgets.
 */
export interface WidgetContext {
  /** Stable key of this instance on its page (`w3`, or a slot entry's id). */
  id: string;
  /** Back-office preview: widgets may show editor hints; invalid placeholders are explained, not hidden. */
  preview: boolean;
  /** The device of the request, so client queries use the keys the server prefetched under. */
  device: Device;
  /** The locale of the content (pages and snippets are per locale). */
  locale: Locale;
  /** Nesting depth: 0 on a page, 1 inside a RichText snippet (which expands no further). */
  depth: number;
  /**
   * The server found the welcome-pack stag in the request's URL or cookie (banner targeting):
   * the banner widgets key their query with it so the browser reads what the server prefetched.
   * Absent means no.
   */
  welcomeStag?: boolean;
}

/** What a widget's query needs: who is asking, from where, and the API client to ask with. */
export interface WidgetQueryContext {
  device: Device;
  locale: Locale;
  /** A guest's and a player's answers differ (site/games rowQuery), so the viewer is in keys. */
  viewer: 'guest' | 'player';
  /** Server: the request's client (cookie forwarded or the public cached one). Browser: `api`. */
  client: ApiClient;
  /**
   * Who the banners are for (schemas/banner-audience.ts), in the banner query's key; absent means
   * a guest without the welcome stag.
   */
  bannerAudience?: BannerAudience;
  /**
   * Server: a client calling with the request's cookie, for the few answers the platform shapes
   * by the caller's session (a player's banners); absent, `client` is used. Browser: `api`.
   */
  viewerClient?: ApiClient;
}

/** One query a widget needs for its first render: plain or infinite TanStack options. */
// The data and key types vary per widget; the prefetcher only needs the options' shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WidgetQuery = FetchQueryOptions<any, any, any, any> | FetchInfiniteQueryOptions<any, any, any, any, any>;

/** Props of a widget component: its validated params and the context. */
export interface WidgetProps<P> {
  params: P;
  context: WidgetContext;
}

/** The params schema of a widget name (schemas/widget-params.ts is the one contract). */
export type ParamsSchemaOf<N extends WidgetName> = (typeof WIDGET_PARAMS)[N];
/** The validated params a widget's component receives. */
export type ParamsOf<N extends WidgetName> = z.output<ParamsSchemaOf<N>>;

/** A registry entry. */
export interface WidgetDefinition<N extends WidgetName> {
  name: N;
  params: ParamsSchemaOf<N>;
  /**
   * A client component (reads its query with the same options `query` returns) or a server
   * component (may be async; RichText renders its snippet on the server).
   */
  Component: ComponentType<WidgetProps<ParamsOf<N>>> | ((props: WidgetProps<ParamsOf<N>>) => Promise<ReactNode>);
  /**
   * The queries the server prefetches so the widget arrives rendered (TanStack options, or a list
   * of them). The widget's client hook must build the same options, hence the same keys.
   */
  query?: (params: ParamsOf<N>, ctx: WidgetQueryContext) => WidgetQuery | readonly WidgetQuery[] | null;
  /**
   * Message namespaces the widget needs besides `widgets` and `gifts` (which every CMS content
   * and slot sends): a view shared with a site page keeps its texts in that page's namespace,
   * sent with the content only when the widget is on it (render/prefetch.ts widgetNamespaces).
   */
  messages?: readonly Namespace[];
}

/**
 * Declares a widget. Typed end to end: `params` must be the name's schema in WIDGET_PARAMS, the
 * component's props are that schema's output, and `query` receives the same output.
 */
export function defineWidget<N extends WidgetName, P extends ParamsSchemaOf<N>>(
  definition: WidgetDefinition<N> & { params: SameSchema<P, N> },
): WidgetDefinition<N> {
  return definition;
}

/**
 * `P` when its output is exactly the name's params output, else `never`. zod schema types are
 * structurally assignable to each other more often than one would like (GameGrid's schema passes
 * where GameRow's is asked), so the check compares outputs both ways.
 */
type SameSchema<P, N extends WidgetName> = [z.output<P>] extends [ParamsOf<N>] ? ([ParamsOf<N>] extends [z.output<P>] ? P : never) : never;

/** Any entry of the registry, for code that walks it by name. */
export type AnyWidgetDefinition = { [N in WidgetName]: WidgetDefinition<N> }[WidgetName];
