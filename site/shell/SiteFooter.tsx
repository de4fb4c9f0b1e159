'use client';

import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { termsFilesQuery } from '../../cms-adapters/files';
import { pageLinksQuery } from '../../cms-adapters/pages';
import { footerLinks, useVariantContext } from '../static-pages/shell-links';
import { Footer, type FooterProps } from './Footer';

const NONE: never[] = [];

/**
 * The footer fed with its CMS links (info and help pages, terms files) for this visitor's licence.
 * The shell loads it as it nears the screen (site/core/ui/Hydrate.tsx), so the terms files' call and
 * the footer's code stay out of every page's first-load scripts; the layout prefetched both lists,
 * so the server's HTML has them.
 */
export function SiteFooter(props: Omit<FooterProps, 'infoLinks' | 'helpLinks' | 'termsFiles'>) {
  const ctx = useVariantContext(props.locale);
  const pages = useQuery(pageLinksQuery(props.locale)).data ?? NONE;
  const files = useQuery(termsFilesQuery(props.locale)).data ?? NONE;
  const links = useMemo(() => footerLinks(props.locale, pages, files, ctx), [props.locale, pages, files, ctx]);
  return <Footer {...props} infoLinks={links.info} helpLinks={links.help} termsFiles={links.terms} />;
}
