import { queryOptions } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { ConfigSchemas, LOCALE_HEADER, isLocalizedConfig, type ConfigDocument, type ConfigName } from '../schemas/cms';
import type { Locale } from '../schemas/locales';
import { api, type ApiClient } from '../site/api';

/**
 * Config documents (spec P7 "Config", C7 `GET /api/fe/config/{name}`), parsed with their schema
 * from schemas/cms.ts. A localized document (banners-config) is asked with the page's locale in
 * the `X-Locale` header, as the platform reads it.
 */

export async function fetchConfig<N extends ConfigName>(client: ApiClient, name: N, locale: Locale, signal?: AbortSignal): Promise<ConfigDocument<N>> {
  const schema = ConfigSchemas[name] as unknown as ZodType<ConfigDocument<N>>;
  return client.get(`/api/fe/config/${name}`, { schema, signal, headers: isLocalizedConfig(name) ? { [LOCALE_HEADER]: locale } : undefined });
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
