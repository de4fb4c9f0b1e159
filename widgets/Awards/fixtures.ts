import type { Award } from '../../schemas/cms';

/**
 * Awards for tests and stories. `inline` draws the badges as data: URLs so stories need no files
 * (the contract itself accepts only site paths and http(s) URLs).
 */
export function makeAwards(n: number, inline = false): Award[] {
  const names = ['Casino of the Year', 'Best Live Casino', 'Player Choice', 'Best Mobile Site', 'Rising Star', 'Best Support'];
  return Array.from({ length: n }, (_, i) => ({
    name: names[i % names.length]!,
    nomination: ['iGaming Awards', 'EGR Nordics', 'SiGMA Europe'][i % 3]!,
    prize: i % 2 === 0 ? 'Winner' : 'Shortlist',
    year: 2026 - (i % 4),
    imgUrl: inline
      ? `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><circle cx="28" cy="24" r="18" fill="hsl(${45 + i * 30} 85% 55%)"/><path d="M18 40l-4 14 14-6 14 6-4-14z" fill="hsl(${45 + i * 30} 60% 40%)"/></svg>`)}`
      : `/cms/awards/award-${i + 1}.png`,
  }));
}
