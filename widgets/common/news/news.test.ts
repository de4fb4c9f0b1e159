import { describe, expect, it } from 'vitest';
import { PAGE_META_READERS } from '../../../cms-adapters/page-meta';
import { reshapePageLink, type PageLink } from '../../../cms-adapters/pages';
import { newsItems } from './news';

// Links as the adapter makes them from the CMS list: news meta checked when fetched.
const link = (slug: string, news: unknown, title = slug): PageLink =>
  reshapePageLink(
    {
      id: slug.length,
      slug,
      path: `/${slug}`,
      locale: 'en',
      title,
      categories: ['custom-page'],
      hidden: false,
      meta: news === undefined ? null : { news },
      updated_at: '',
    },
    PAGE_META_READERS,
  );

describe('newsItems', () => {
  const pages = [
    link('privacy-policy', undefined),
    link('news/old', { date: '2026-01-02', excerpt: 'Old' }),
    link('news/new', { date: '2026-11-20', excerpt: 'New', image: '/cms/new.png' }),
    link('news/same-a', { date: '2026-05-05', excerpt: 'A' }),
    link('news/same-b', { date: '2026-05-05', excerpt: 'B' }),
    link('news/no-meta', undefined),
    link('news/bad-date', { date: '20 May', excerpt: 'x' }),
    link('news/guides/first-deposit', { date: '2026-03-03', excerpt: 'Guide' }),
    link('newsletter', { date: '2026-12-12', excerpt: 'not news' }),
  ];

  it('lists news pages with valid meta, newest first, equal dates in CMS order', () => {
    expect(newsItems(pages).map((n) => n.slug)).toEqual(['news/new', 'news/same-a', 'news/same-b', 'news/guides/first-deposit', 'news/old']);
    expect(newsItems(pages)[0]).toEqual({ slug: 'news/new', path: '/news/new', title: 'news/new', date: '2026-11-20', excerpt: 'New', image: '/cms/new.png' });
  });

  it('narrows to a section', () => {
    expect(newsItems(pages, 'guides').map((n) => n.slug)).toEqual(['news/guides/first-deposit']);
    expect(newsItems(pages, 'none')).toEqual([]);
  });
});
