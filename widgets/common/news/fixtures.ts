import type { NewsItem } from './news';

/** News items for tests and stories. `inline` draws images as data: URLs so stories need no files. */
export function makeNewsItems(n: number, inline = false): NewsItem[] {
  const titles = [
    'Summer drops are back',
    'New live tables from Evolution',
    'How wagering works',
    'Crypto deposits, explained',
    'Meet the VIP team',
    'Weekend tournament results',
    'Responsible gaming tools',
  ];
  return Array.from({ length: n }, (_, i) => ({
    slug: `news/item-${i + 1}`,
    path: `/news/item-${i + 1}`,
    title: titles[i % titles.length]!,
    date: new Date(Date.UTC(2026, 10, 20 - i * 3)).toISOString().slice(0, 10),
    excerpt: 'What changes for players this month, and how to make the most of it.',
    image:
      inline && i % 3 !== 2
        ? `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="hsl(${(i * 53 + 250) % 360} 45% 30%)"/><circle cx="120" cy="45" r="26" fill="hsl(${(i * 53 + 290) % 360} 70% 55%)"/></svg>`)}`
        : null,
  }));
}
