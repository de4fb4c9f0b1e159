// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { PUBLIC_CONTEXT, renderWidget } from '../common/testing/test-harness';
import { AwardsWidget } from './Awards.widget';
import { AwardsGrid } from './Awards';
import { awardsOf, withoutAwardsCarousel } from './queries';
import { makeAwards } from './fixtures';
import type { Award } from '../../schemas/cms';

let pathname = '/en';
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
afterEach(() => {
  cleanup();
  pathname = '/en';
});

// A page as cms-adapters makes it: `awards` are the checked ones of `meta.awards`.
const page = (awards: Award[]) => ({
  id: 1,
  slug: 'awards',
  path: '/awards',
  locale: 'en',
  title: 'Awards',
  html: '',
  categories: [],
  hidden: false,
  seo: { title: 'Awards', description: null, keywords: [] },
  json: null,
  meta: { awards },
  awards,
  updatedAt: '',
});

describe('awardsOf', () => {
  it("reads the page's checked awards (cms-adapters/page-meta.ts) in order; no page is none", () => {
    const [a, b] = makeAwards(2);
    expect(awardsOf({ awards: [a!, b!] })).toEqual([a, b]);
    expect(awardsOf({ awards: [] })).toEqual([]);
    expect(awardsOf(null)).toEqual([]);
  });
});

describe('withoutAwardsCarousel', () => {
  it('drops the carousel placeholders of the awards page text and keeps the rest', () => {
    expect(withoutAwardsCarousel('<p>Intro</p>#Awards[limit=50]##Awards[]# #GameRow[category=new]#')).toBe('<p>Intro</p> #GameRow[category=new]#');
  });
});

describe('AwardsWidget', () => {
  it('shows at most `limit` awards and links to /{locale}/awards', () => {
    renderWidget(<AwardsWidget params={{ limit: 3 }} context={PUBLIC_CONTEXT} />, { data: [[['/api/cms/pages', 'en', '/awards'], page(makeAwards(5))]] });
    const section = screen.getByTestId('awards');
    expect(within(section).getAllByTestId('award')).toHaveLength(3);
    expect(within(section).getByRole('link', { name: 'Show all awards' }).getAttribute('href')).toBe('/en/awards');
    expect(within(section).getByRole('list', { name: 'Awards' })).toBeTruthy();
  });

  it('is left out on the awards page itself, whose grid lists them already (no second list)', () => {
    pathname = '/en/awards';
    const { container } = renderWidget(<AwardsWidget params={{ limit: 3 }} context={PUBLIC_CONTEXT} />, {
      data: [[['/api/cms/pages', 'en', '/awards'], page(makeAwards(5))]],
    });
    expect(container.textContent).toBe('');
  });

  it('is left out when the CMS has no awards page', () => {
    const { container } = renderWidget(<AwardsWidget params={{ limit: 3 }} context={PUBLIC_CONTEXT} />, {
      data: [[['/api/cms/pages', 'en', '/awards'], null]],
    });
    expect(container.textContent).toBe('');
  });

  it('the page grid says when there are none', () => {
    renderWidget(<AwardsGrid awards={[]} />);
    expect(screen.getByText('No awards have been published yet.')).toBeTruthy();
  });
});
