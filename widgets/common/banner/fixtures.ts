import { BannerSchema, type Banner, type BannerInput } from '../../../schemas/cms';
import { reshapeBanner, type BannerView } from '../../../cms-adapters/banners';
import { bannerAudience, bannerAudienceKey } from '../../../schemas/banner-audience';
import type { Player } from '../../../schemas/player';

/** Test and story data shaped by schemas/cms/banners.ts (tests and stories only). */

const art = (hue: number, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 300"><defs><radialGradient id="g" cx="70%" cy="50%" r="60%"><stop offset="0" stop-color="hsl(${hue} 80% 60%)"/><stop offset="1" stop-color="hsl(${hue} 70% 20%)" stop-opacity="0"/></radialGradient></defs><rect width="600" height="300" fill="url(#g)"/><circle cx="430" cy="150" r="90" fill="hsl(${(hue + 40) % 360} 85% 55%)" opacity=".8"/><text x="430" y="162" font-size="34" text-anchor="middle" fill="white" font-family="sans-serif">${label}</text></svg>`,
  )}`;

/**
 * The query key the banner widgets read for this visitor (tests seed data under it, as the
 * server's prefetch would): banners-config of the locale for the player's audience, or a guest's.
 */
export function bannersKey(player: Pick<Player, 'id' | 'statuses' | 'currency'> | null = null, locale = 'en', stag: string | null = null): readonly string[] {
  const audience = bannerAudience(player ? { id: player.id, groups: player.statuses.map((s) => s.id), currency: player.currency } : null, stag);
  return ['/api/fe/config', 'banners-config', locale, bannerAudienceKey(audience)];
}

/** A banner as banners-config carries it (defaults applied by the contract). */
export function makeBanner(id: string, over: Partial<BannerInput> = {}): Banner {
  return BannerSchema.parse({
    id,
    title: { text: `Banner ${id}` },
    description: { text: 'Deposit today and get {amount} extra.' },
    variables: { EUR: { amount: '€100' }, CAD: { amount: 'C$150' } },
    gradient: { colorLeft: '#1a0b3d', colorLeftCenter: '#2e1566', colorRightCenter: '#4a1f7a', colorRight: '#5b1e63' },
    button: { name: 'Get it', url: '/promotions' },
    image: '/banners/placeholder.png',
    order: { main: 1 },
    ...over,
  });
}

/** View models for stories (images drawn inline, so stories need no files). */
export function makeBannerViews(n: number, now = Date.parse('2026-11-22T12:00:00Z')): BannerView[] {
  const titles = ['Welcome pack: 200% up to {amount}', 'Weekend drops and wins', 'Live cashback every Monday', 'Crypto boost', 'Summer cup'];
  return Array.from({ length: n }, (_, i) => {
    const b = makeBanner(`b${i + 1}`, {
      title: { text: titles[i % titles.length]! },
      labels: i === 0 ? [{ title: 'New', theme: 'accent', dot: true }] : i === 1 ? [{ title: 'Hot', theme: 'danger' }] : [],
      second_button:
        i === 0
          ? { name: 'Terms apply', popup: { title: 'Welcome pack', secondTitle: 'Offer terms', desc: 'Minimum deposit €20.\nWager 35x within 7 days.' } }
          : undefined,
      timer: i === 1 ? { start_at: null, end_at: new Date(now + 2 * 86_400_000 + 3_723_000).toISOString() } : undefined,
      button: { name: i === 2 ? 'See more' : 'Get it', url: '/promotions', type: i === 2 ? 'outline' : 'primary' },
      order: { main: i },
    });
    return { ...reshapeBanner(b, { locale: 'en', currency: 'EUR', now }), image: art((i * 67 + 260) % 360, `#${i + 1}`) };
  });
}
