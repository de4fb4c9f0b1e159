import { describe, expect, it } from 'vitest';
import type { CmsFileLink } from '../../cms-adapters/files';
import type { PageLink } from '../../cms-adapters/pages';
import { cmsShellLinks } from './shell-links';

const page = (slug: string, categories: PageLink['categories'], title: string): PageLink => ({
  id: slug.length,
  slug,
  path: `/${slug}`,
  title,
  categories,
  news: null,
});

const pages = [
  page('promotions-guide', ['top-menu'], 'Promotions guide'),
  page('about', ['bottom-menu'], 'About us'),
  page('terms-and-conditions', ['bottom-menu'], 'Terms'),
  page('terms-and-conditions/estonia', ['bottom-menu'], 'Terms (Estonia)'),
  page('terms-and-conditions/au', ['bottom-menu'], 'Terms (Australia)'),
  page('faq', ['bottom-menu-help'], 'FAQ'),
];
const files: CmsFileLink[] = [
  { id: 1, url: '/api/cms/files/1/bonus.pdf', title: 'Bonus terms', categories: ['terms'], contentType: 'application/pdf', size: 10 },
];

describe('cmsShellLinks', () => {
  it('builds the top menu, footer info, help and terms links with locale paths', () => {
    const links = cmsShellLinks('de', pages, files, { licence: 'curacao', australian: false });
    expect(links.topMenu).toEqual([{ id: 'page:promotions-guide', href: '/promotions-guide', label: 'Promotions guide' }]);
    expect(links.info).toEqual([
      { href: '/de/about', label: 'About us' },
      { href: '/de/terms-and-conditions', label: 'Terms' },
    ]);
    expect(links.help).toEqual([{ href: '/de/faq', label: 'FAQ' }]);
    expect(links.terms).toEqual([{ href: '/api/cms/files/1/bonus.pdf', label: 'Bonus terms', fileType: 'PDF' }]);
  });

  it('titles a variant page by what this visitor will see at its one link', () => {
    expect(cmsShellLinks('en', pages, [], { licence: 'estonia', australian: false }).info[1]).toEqual({
      href: '/en/terms-and-conditions',
      label: 'Terms (Estonia)',
    });
    expect(cmsShellLinks('en-AU', pages, [], { licence: 'estonia', australian: true }).info[1]).toEqual({
      href: '/en-AU/terms-and-conditions',
      label: 'Terms (Australia)',
    });
  });

  it('is empty without CMS data', () => {
    expect(cmsShellLinks('en', [], [], { licence: 'curacao', australian: false })).toEqual({ topMenu: [], info: [], help: [], terms: [] });
  });
});
