import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../../schemas/locales';
import type { CmsFileLink } from '../../cms-adapters/files';
import { menuLinks, pageLinksQuery, type PageLink, type PageVariantContext } from '../../cms-adapters/pages';
import { localePath } from '../core/i18n/locale-path';
import { pageNavItems, type PageNavItem } from '../routing/nav';
import { isAustralianVisitor } from '../au-approval/rules';
import { useLicence, useVisitor } from '../licence/VisitorProvider';

/** A footer link: a locale-prefixed site path or a file URL, and its text. */
export interface FooterLink {
  href: string;
  label: string;
  /** A file's type (`PDF`): the link opens a document, not a page. */
  fileType?: string;
}

/** What the shell shows from the CMS (spec C2 "Shell elements", P2 "Page shell"). */
export interface CmsShellLinks {
  /** Static pages of the top-menu category, after the built-in nav items. */
  topMenu: PageNavItem[];
  /** Footer info links: the bottom-menu category. */
  info: FooterLink[];
  /** Footer help links: the bottom-menu-help category (the support link follows them). */
  help: FooterLink[];
  /** Footer terms files. */
  terms: FooterLink[];
}

const FILE_TYPES: Record<string, string> = { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP', 'image/gif': 'GIF' };

/** The top menu's CMS pages for one visitor (pure). */
export function topMenuLinks(pages: readonly PageLink[], ctx: PageVariantContext): PageNavItem[] {
  return pageNavItems(menuLinks(pages, 'top-menu', ctx));
}

/** The footer's CMS links for one visitor: info and help pages and the terms files (pure). */
export function footerLinks(
  locale: Locale,
  pages: readonly PageLink[],
  files: readonly CmsFileLink[],
  ctx: PageVariantContext,
): Omit<CmsShellLinks, 'topMenu'> {
  const footer = (links: PageLink[]): FooterLink[] => links.map((l) => ({ href: localePath(locale, l.path), label: l.title }));
  return {
    info: footer(menuLinks(pages, 'bottom-menu', ctx)),
    help: footer(menuLinks(pages, 'bottom-menu-help', ctx)),
    terms: files.map((f) => ({ href: f.url, label: f.title, fileType: FILE_TYPES[f.contentType] ?? f.contentType })),
  };
}

/** The shell's CMS links for one visitor (pure): the top menu's and the footer's. */
export function cmsShellLinks(locale: Locale, pages: readonly PageLink[], files: readonly CmsFileLink[], ctx: PageVariantContext): CmsShellLinks {
  return { topMenu: topMenuLinks(pages, ctx), ...footerLinks(locale, pages, files, ctx) };
}

const NONE: never[] = [];

/** The visitor's page variant context (licence, Australian or not), as the menus pick pages by it. */
export function useVariantContext(locale: Locale): PageVariantContext {
  const licence = useLicence(locale);
  const { country } = useVisitor();
  const australian = isAustralianVisitor(locale, country);
  return useMemo(() => ({ licence, australian }), [licence, australian]);
}

/**
 * The top menu's CMS pages (after the built-in items) for this visitor: the locale's pages list
 * (prefetched by the layout, site/static-pages/prefetch.ts, so the first HTML has it). A failed
 * list is an empty menu (spec C8).
 */
export function useTopMenuLinks(locale: Locale): PageNavItem[] {
  const ctx = useVariantContext(locale);
  const pages = useQuery(pageLinksQuery(locale)).data ?? NONE;
  return useMemo(() => topMenuLinks(pages, ctx), [pages, ctx]);
}
