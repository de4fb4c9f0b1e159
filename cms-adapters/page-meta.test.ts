import { describe, expect, it } from 'vitest';
import { awardsOfMeta, newsOfPage } from './page-meta';

describe('awardsOfMeta', () => {
  it('keeps the valid awards in order and drops the rest one by one', () => {
    const a = { name: 'Casino of the Year', nomination: 'iGaming Awards', prize: 'Winner', year: 2026, imgUrl: '/cms/awards/a.png' };
    const b = { name: 'Best Live Casino', nomination: 'EGR Nordics', prize: '', year: 2025, imgUrl: 'https://cdn.example/b.png' };
    expect(awardsOfMeta({ awards: [a, { name: 'broken' }, b] })).toEqual([a, b]);
    expect(awardsOfMeta({ awards: 'nope' })).toEqual([]);
    expect(awardsOfMeta(null)).toEqual([]);
  });
});

describe('newsOfPage', () => {
  it('is the meta.news of a page under news/ when it matches the contract, else null', () => {
    const news = { date: '2026-11-20', excerpt: 'Winter drops', image: '/cms/winter.png' };
    expect(newsOfPage({ slug: 'news/winter', meta: { news } })).toEqual(news);
    expect(newsOfPage({ slug: 'about', meta: { news } })).toBeNull();
    expect(newsOfPage({ slug: 'news/broken', meta: { news: { date: 'soon', excerpt: 'x' } } })).toBeNull();
    expect(newsOfPage({ slug: 'news/none', meta: null })).toBeNull();
  });
});
