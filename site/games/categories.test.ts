import { describe, expect, it } from 'vitest';
import type { CategoryMenuConfig } from '../../cms-adapters/category-menu';
import type { Category } from '../../schemas/games';
import { categoryMenu, sectionCategories } from './categories';

let nextId = 1;
const category = (slug: string, section: Category['section'], games_count = 10): Category => ({
  id: nextId++,
  identifier: slug,
  slug,
  title: slug,
  section,
  games_count,
});
const categories: Category[] = [
  category('new', 'pokies'),
  category('pokies', 'pokies', 3000),
  category('top', 'pokies'),
  category('live', 'live'),
  category('table', 'live'),
  category('animated', 'pokies', 0),
];
const slugs = (list: Category[]) => list.map((c) => c.slug);

describe('sectionCategories (the built-in menu)', () => {
  it('lists the section’s categories with games, its own first', () => {
    expect(slugs(sectionCategories(categories, 'pokies'))).toEqual(['pokies', 'new', 'top']);
    expect(slugs(sectionCategories(categories, 'live'))).toEqual(['live', 'table']);
  });
});

describe('categoryMenu: marketing’s menu-categories-games, else the built-in list', () => {
  const builtIn = ['pokies', 'new', 'top'];
  const table: [name: string, config: CategoryMenuConfig | null | undefined, expected: string[]][] = [
    [
      'the config when it lists categories of the section',
      {
        categories: [
          { slug: 'top', section: 'pokies', order: 1 },
          { slug: 'pokies', section: 'pokies', order: 2 },
        ],
      },
      ['top', 'pokies'],
    ],
    ['built-in when the config is missing (unpublished or failed)', null, builtIn],
    ['built-in while nothing was read', undefined, builtIn],
    ['built-in when the config is empty', { categories: [] }, builtIn],
    ['built-in when the config lists only the other section', { categories: [{ slug: 'live', section: 'live', order: 1 }] }, builtIn],
    [
      'built-in when nothing listed can be shown',
      {
        categories: [
          { slug: 'retired', section: 'pokies', order: 1 },
          { slug: 'animated', section: 'pokies', order: 2 },
        ],
      },
      builtIn,
    ],
  ];
  it.each(table)('%s', (_name, config, expected) => {
    expect(slugs(categoryMenu(categories, 'pokies', config))).toEqual(expected);
  });

  it('decides each section on its own', () => {
    const config: CategoryMenuConfig = { categories: [{ slug: 'new', section: 'pokies', order: 1 }] };
    expect(slugs(categoryMenu(categories, 'pokies', config))).toEqual(['new']);
    expect(slugs(categoryMenu(categories, 'live', config))).toEqual(['live', 'table']);
  });
});
