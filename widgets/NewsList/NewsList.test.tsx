// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { PUBLIC_CONTEXT, renderWidget } from '../common/testing/test-harness';
import type { PageLink } from '../../cms-adapters/pages';
import { NewsListWidget } from './NewsList.widget';

vi.mock('next/navigation', () => ({ usePathname: () => '/de', useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
afterEach(cleanup);

const pages: PageLink[] = Array.from({ length: 5 }, (_, i) => ({
  id: i + 1,
  slug: `news/a${i + 1}`,
  path: `/news/a${i + 1}`,
  title: `Article ${i + 1}`,
  categories: ['custom-page'],
  news: { date: `2026-0${i + 1}-01`, excerpt: `Teaser ${i + 1}` },
}));

describe('NewsListWidget', () => {
  it('lists the newest first, two at a time, and "show more" reveals and focuses the next', () => {
    renderWidget(<NewsListWidget params={{ limit: 2 }} context={PUBLIC_CONTEXT} />, { data: [[['/api/cms/pages', 'en'], pages]] });
    const titles = () => screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(titles()).toEqual([
      ['Article 5', '/en/news/a5'],
      ['Article 4', '/en/news/a4'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Show more news' }));
    expect(titles()).toHaveLength(4);
    expect(document.activeElement?.textContent).toBe('Article 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show more news' }));
    expect(titles()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Show more news' })).toBeNull();
  });

  it('adds no heading to the news page, whose title already says "News"', () => {
    renderWidget(<NewsListWidget params={{ limit: 2 }} context={PUBLIC_CONTEXT} />, { data: [[['/api/cms/pages', 'en'], pages]] });
    expect(screen.queryAllByRole('heading', { name: 'News' })).toHaveLength(0);
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('says when there is no news', () => {
    renderWidget(<NewsListWidget params={{ limit: 2 }} context={PUBLIC_CONTEXT} />, { data: [[['/api/cms/pages', 'en'], []]] });
    expect(screen.getByText('No news yet.')).toBeTruthy();
  });
});
