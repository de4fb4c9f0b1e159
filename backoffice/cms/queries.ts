import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AdminConfigListItemSchema,
  AdminConfigSchema,
  AdminConfigVersionSchema,
  AdminPageListItemSchema,
  AdminPageSchema,
  AdminPageVersionSchema,
  AdminSnippetListItemSchema,
  AdminSnippetSchema,
  AdminSnippetVersionSchema,
  CmsFileListSchema,
  CmsVersionSchema,
  type BackofficeConfigName,
} from '../../schemas/cms';
import type { Locale } from '../../schemas/locales';
import { backofficeFetch } from '../api';

/** The back-office CMS calls (platform/cms/README.md); every key starts with its path, as elsewhere. */
export const CMS_API = '/api/backoffice/cms';

/** Never retry a 4xx: a 403 means "not your role", a 404 "gone"; retrying only delays that. */
const retry = (count: number, err: unknown) =>
  !(err instanceof Error && 'status' in err && typeof err.status === 'number' && err.status >= 400 && err.status < 500) && count < 2;

/** Kinds of versioned content documents that share the editor: pages and snippets. */
export type ContentKind = 'pages' | 'snippets';

export const pageListQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [`${CMS_API}/pages`, { locale }],
    queryFn: ({ signal }) => backofficeFetch(`${CMS_API}/pages?l=${locale}`, z.array(AdminPageListItemSchema), { signal }),
    retry,
  });

export const pageQuery = (id: number) =>
  queryOptions({
    queryKey: [`${CMS_API}/pages`, id],
    queryFn: ({ signal }) => backofficeFetch(`${CMS_API}/pages/${id}`, AdminPageSchema, { signal }),
    retry,
  });

export const snippetListQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [`${CMS_API}/snippets`, { locale }],
    queryFn: ({ signal }) => backofficeFetch(`${CMS_API}/snippets?l=${locale}`, z.array(AdminSnippetListItemSchema), { signal }),
    retry,
  });

export const snippetQuery = (id: number) =>
  queryOptions({
    queryKey: [`${CMS_API}/snippets`, id],
    queryFn: ({ signal }) => backofficeFetch(`${CMS_API}/snippets/${id}`, AdminSnippetSchema, { signal }),
    retry,
  });

/** GET .../{pages|snippets}/{id}/versions: newest first. */
export const versionsQuery = (kind: ContentKind, id: number) =>
  queryOptions({
    queryKey: [`${CMS_API}/${kind}`, id, 'versions'],
    queryFn: ({ signal }) => backofficeFetch(`${CMS_API}/${kind}/${id}/versions`, z.array(CmsVersionSchema), { signal }),
    retry,
  });

/** GET .../{pages|snippets}/{id}/versions/{version}: one version's fields, read-only. */
export const pageVersionQuery = (id: number, version: number) =>
  queryOptions({
    queryKey: [`${CMS_API}/pages`, id, 'versions', version],
    queryFn: ({ signal }) => backofficeFetch(`${CMS_API}/pages/${id}/versions/${version}`, AdminPageVersionSchema, { signal }),
    retry,
    staleTime: Infinity,
  });

export const snippetVersionQuery = (id: number, version: number) =>
  queryOptions({
    queryKey: [`${CMS_API}/snippets`, id, 'versions', version],
    queryFn: ({ signal }) => backofficeFetch(`${CMS_API}/snippets/${id}/versions/${version}`, AdminSnippetVersionSchema, { signal }),
    retry,
    staleTime: Infinity,
  });

/** `?l=` for the configs kept per locale, nothing for the others. */
export function configPath(name: BackofficeConfigName, locale: Locale | null, suffix = ''): string {
  return `${CMS_API}/config/${name}${suffix}${locale ? `?l=${locale}` : ''}`;
}

export const configListQuery = () =>
  queryOptions({
    queryKey: [`${CMS_API}/config`],
    queryFn: ({ signal }) => backofficeFetch(`${CMS_API}/config`, z.array(AdminConfigListItemSchema), { signal }),
    retry,
  });

export const configQuery = (name: BackofficeConfigName, locale: Locale | null) =>
  queryOptions({
    queryKey: [`${CMS_API}/config`, name, { locale }],
    queryFn: ({ signal }) => backofficeFetch(configPath(name, locale), AdminConfigSchema, { signal }),
    retry,
  });

export const configVersionsQuery = (name: BackofficeConfigName, locale: Locale | null) =>
  queryOptions({
    queryKey: [`${CMS_API}/config`, name, { locale }, 'versions'],
    queryFn: ({ signal }) => backofficeFetch(configPath(name, locale, '/versions'), z.array(CmsVersionSchema), { signal }),
    retry,
  });

export const configVersionQuery = (name: BackofficeConfigName, locale: Locale | null, version: number) =>
  queryOptions({
    queryKey: [`${CMS_API}/config`, name, { locale }, 'versions', version],
    queryFn: ({ signal }) => backofficeFetch(configPath(name, locale, `/versions/${version}`), AdminConfigVersionSchema, { signal }),
    retry,
    staleTime: Infinity,
  });

export const fileListQuery = () =>
  queryOptions({
    queryKey: [`${CMS_API}/files`],
    queryFn: ({ signal }) => backofficeFetch(`${CMS_API}/files`, CmsFileListSchema, { signal }),
    retry,
  });
