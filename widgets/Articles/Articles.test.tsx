// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { PUBLIC_CONTEXT, renderWidget } from '../common/testing/test-harness';
import type { PageLink } from '../../cms-adapters/pages';
import { ArticlesWidget } from './Articles.widget';

vi.mock('next/navigation', () => ({ usePathname: () => '/en', useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
afterEach(cleanup);

const pages: PageLink[] = Array.from({ length: 9 }, (_, i) => ({
  id: i + 1,
  slug: i % 2 ? `news/guides/g${i}` : `news/n${i}`,
  path: i % 2 ? `/news/guides/g${i}` : `/news/n${i}`,
  title: `Article ${i}`,
  categories: ['custom-page'],
  news: { date: `2026-01-${String(10 + i)}`, excerpt: 'x' },
}));

describe('ArticlesWidget', () => {
  it('shows at most six, newest first, and links to the news list', () => {
    renderWidget(<ArticlesWidget params={{ limit: 6 }} context={PUBLIC_CONTEXT} />, { data: [[['/api/cms/pages', 'en'], pages]] });
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Article 8', 'Article 7', 'Article 6', 'Article 5', 'Article 4', 'Article 3']);
    expect(screen.getByRole('link', { name: 'All news' }).getAttribute('href')).toBe('/en/news');
  });

  it('narrows to a section and a smaller limit', () => {
    renderWidget(<ArticlesWidget params={{ limit: 2, category: 'guides' }} context={PUBLIC_CONTEXT} />, { data: [[['/api/cms/pages', 'en'], pages]] });
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/en/news/guides/g7', '/en/news/guides/g5']);
  });

  it('is left out without news', () => {
    const { container } = renderWidget(<ArticlesWidget params={{ limit: 6 }} context={PUBLIC_CONTEXT} />, { data: [[['/api/cms/pages', 'en'], []]] });
    expect(container.textContent).toBe('');
  });
});
