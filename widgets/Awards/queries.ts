import { queryOptions } from '@tanstack/react-query';
import type { Award } from '../../schemas/cms';
import { AWARDS_PAGE_SLUG } from '../../schemas/cms-constants';
import type { Locale } from '../../schemas/locales';
import { api, type ApiClient } from '../../site/core/api';
import { fetchPage, type Page } from '../../cms-adapters/page';

/** The CMS path of the awards page, whose `meta.awards` lists them (schemas/cms-constants.ts AWARDS_PAGE_SLUG). */
export const AWARDS_PATH = `/${AWARDS_PAGE_SLUG}`;

/**
 * The awards of a page, in the editors' order: those of its meta that match the contract, checked
 * when the page was fetched (cms-adapters/page-meta.ts), so the browser parses nothing here.
 */
export function awardsOf(page: Pick<Page, 'awards'> | null): Award[] {
  return page?.awards ?? [];
}

/**
 * GET /api/cms/pages/awards?l: the awards of the page's locale (the CMS falls back to `en`). Same
 * key as cms-adapters pageQuery, so the carousel and /awards share one answer. A missing page is
 * no awards.
 */
export function awardsQuery(locale: Locale, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/cms/pages', locale, AWARDS_PATH] as const,
    queryFn: ({ signal }) => fetchPage(client, locale, AWARDS_PATH, signal),
    staleTime: 60_000,
    select: awardsOf,
  });
}

/**
 * The awards page's text without its `#Awards[...]#` carousels: on /awards every award is already
 * in the grid, and a carousel there would repeat them with a show-all link to the same page.
 */
export function withoutAwardsCarousel(html: string): string {
  return html.replace(/#Awards\[[^\]#]*\]#/g, '');
}
