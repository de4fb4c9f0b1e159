import { describe, expect, it } from 'vitest';
import { ConfigSchemas } from '../schemas/cms';
import type { Category } from '../schemas/games';
import { configuredCategoryMenu, type CategoryMenuConfig } from './category-menu';

let nextId = 1;
const category = (slug: string, section: Category['section'], games_count = 10): Category => ({
  id: nextId++,
  identifier: slug,
  slug,
  title: slug,
  section,
  games_count,
});

const catalogue: Category[] = [
  category('pokies', 'pokies', 3000),
  category('live', 'live', 200),
  category('table', 'live', 40),
  category('new', 'pokies', 50),
  category('top', 'pokies', 80),
  category('prerelease', 'pokies', 0),
];

type Entry = CategoryMenuConfig['categories'][number];
const doc = (...categories: Entry[]): CategoryMenuConfig => ConfigSchemas['menu-categories-games'].parse({ categories });
const slugs = (menu: Category[] | null) => menu?.map((c) => c.slug) ?? null;

describe('configuredCategoryMenu (menu-categories-games)', () => {
  const table: [name: string, config: CategoryMenuConfig | null | undefined, section: Category['section'], expected: string[] | null][] = [
    ['no document: the caller decides', null, 'pokies', null],
    ['undefined (not loaded): the caller decides', undefined, 'pokies', null],
    ['an empty document', doc(), 'pokies', null],
    ['entries only for the other section', doc({ slug: 'live', section: 'live', order: 1 }), 'pokies', null],
    [
      'only unknown or empty categories',
      doc({ slug: 'gone', section: 'pokies', order: 1 }, { slug: 'prerelease', section: 'pokies', order: 2 }),
      'pokies',
      null,
    ],
    [
      'the section’s entries by order, not by position in the document',
      doc(
        { slug: 'top', section: 'pokies', order: 3 },
        { slug: 'pokies', section: 'pokies', order: 1 },
        { slug: 'live', section: 'live', order: 2 },
        { slug: 'new', section: 'pokies', order: 2 },
      ),
      'pokies',
      ['pokies', 'new', 'top'],
    ],
    [
      'equal orders keep the document’s order',
      doc({ slug: 'top', section: 'pokies', order: 1 }, { slug: 'new', section: 'pokies', order: 1 }),
      'pokies',
      ['top', 'new'],
    ],
    [
      'a slug listed twice shows once, at its first place',
      doc({ slug: 'new', section: 'pokies', order: 1 }, { slug: 'top', section: 'pokies', order: 2 }, { slug: 'new', section: 'pokies', order: 3 }),
      'pokies',
      ['new', 'top'],
    ],
    [
      'unknown and empty categories are left out',
      doc({ slug: 'gone', section: 'pokies', order: 1 }, { slug: 'prerelease', section: 'pokies', order: 2 }, { slug: 'new', section: 'pokies', order: 3 }),
      'pokies',
      ['new'],
    ],
    ['the editor may leave the section’s own category out', doc({ slug: 'new', section: 'pokies', order: 1 }), 'pokies', ['new']],
    [
      'the document’s section decides the menu a category is in',
      doc({ slug: 'table', section: 'live', order: 2 }, { slug: 'new', section: 'live', order: 1 }),
      'live',
      ['new', 'table'],
    ],
  ];
  it.each(table)('%s', (_name, config, section, expected) => {
    expect(slugs(configuredCategoryMenu(config, catalogue, section))).toEqual(expected);
  });

  it('answers the catalogue’s own categories (titles, counts, sections for the links)', () => {
    const menu = configuredCategoryMenu(doc({ slug: 'new', section: 'live', order: 1 }), catalogue, 'live');
    expect(menu).toEqual([catalogue.find((c) => c.slug === 'new')]);
  });
});
