import { queryOptions } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import type { ConfigDocument, ConfigName } from '../schemas/cms';
import { LOCALE_HEADER, isLocalizedConfig } from '../schemas/cms-constants';
import type { Locale } from '../schemas/locales';
import { api, lazySchema, type ApiClient, type LazySchema } from '../site/core/api';

/**
 * Config documents (spec P7 "Config", C7 `GET /api/fe/config/{name}`), parsed with their schema
 * from schemas/cms/configs.ts. A localized document (banners-config) is asked with the page's locale in
 * the `X-Locale` header, as the platform reads it.
 */

// The schemas load with the first call (the lobby's banners and slots read configs; zod is not
// on the first page: the server parsed what it prefetched).
const schemas = new Map<ConfigName, LazySchema<unknown>>();
function configSchema<N extends ConfigName>(name: N): LazySchema<ConfigDocument<N>> {
  let schema = schemas.get(name);
  if (!schema) {
    schema = lazySchema(() => import('../schemas/cms').then((m) => m.ConfigSchemas[name] as unknown as ZodType<unknown>));
    schemas.set(name, schema);
  }
  return schema as LazySchema<ConfigDocument<N>>;
}

/** `query` is the call's query string (banners-config takes the visitor's welcome stag). */
export async function fetchConfig<N extends ConfigName>(
  client: ApiClient,
  name: N,
  locale: Locale,
  signal?: AbortSignal,
  query?: Record<string, string>,
): Promise<ConfigDocument<N>> {
  const schema = configSchema(name);
  return client.get(`/api/fe/config/${name}`, { schema, signal, query, headers: isLocalizedConfig(name) ? { [LOCALE_HEADER]: locale } : undefined });
}

/**
 * The query of one config document. The key carries the locale only for localized documents, so
 * every page of every locale shares one cached copy of the others.
 */
export function configQuery<N extends ConfigName>(name: N, locale: Locale, client: ApiClient = api) {
  return queryOptions({
    queryKey: (isLocalizedConfig(name) ? ['/api/fe/config', name, locale] : ['/api/fe/config', name]) as readonly string[],
    queryFn: ({ signal }) => fetchConfig(client, name, locale, signal),
    staleTime: 60_000,
  });
}
