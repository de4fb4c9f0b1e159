import { describe, expect, it } from 'vitest';
import {
  BannerSchema,
  CONFIG_NAMES,
  ConfigSchemas,
  CmsHtmlSchema,
  CmsUrlSchema,
  FEATURE_FLAG_DEFAULTS,
  FileUploadBodySchema,
  PageCreateBodySchema,
  PageSlugSchema,
  SlotEntrySchema,
  canWriteConfig,
  configSchemaOf,
  BackofficeConfigNameSchema,
  isNewsPage,
  splitLicenceSuffix,
} from './cms';

const banner = {
  id: 'welcome-pack',
  title: { text: 'Welcome pack' },
  description: { text: 'Up to {amount} on your first deposits' },
  variables: { EUR: { amount: '€500' }, BTC: { amount: '0.01 BTC' } },
  gradient: { colorLeft: '#101820', colorLeftCenter: '#203040', colorRightCenter: 'rgba(0,0,0,0.5)', colorRight: '#fff' },
  button: { name: 'Get it', url: '/registration' },
  image: '/images/banners/welcome.webp',
  order: { main: 1 },
};

describe('cms contract', () => {
  it.each([
    ['privacy-policy', true],
    ['terms-and-conditions/estonia', true],
    ['news/summer-drops-2026', true],
    ['a/b/c/d/e/f', true],
    ['a/b/c/d/e/f/g', false],
    ['Privacy', false],
    ['/privacy', false],
    ['privacy/', false],
    ['double--dash', false],
    ['123', false],
    ['123/abc', false],
    ['abc/123', true],
    ['', false],
    ['x'.repeat(201), false],
  ])('slug %j valid: %s', (slug, ok) => {
    expect(PageSlugSchema.safeParse(slug).success).toBe(ok);
  });

  it('splits the licence suffix off a slug or path', () => {
    expect(splitLicenceSuffix('/terms-and-conditions/estonia')).toEqual({ base: 'terms-and-conditions', licence: 'estonia' });
    expect(splitLicenceSuffix('general-rules/au')).toEqual({ base: 'general-rules', licence: 'au' });
    expect(splitLicenceSuffix('privacy-policy')).toEqual({ base: 'privacy-policy', licence: null });
    expect(splitLicenceSuffix('news/malta')).toEqual({ base: 'news/malta', licence: null });
    expect(splitLicenceSuffix('estonia')).toEqual({ base: 'estonia', licence: null });
  });

  it.each([
    ['/promotions', true],
    ['https://example.com/x', true],
    ['//evil.example', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['promotions', false],
  ])('url %j valid: %s', (url, ok) => {
    expect(CmsUrlSchema.safeParse(url).success).toBe(ok);
  });

  it('gives a link field one message: "is required" when empty, the shape otherwise', () => {
    const messages = (url: string) => CmsUrlSchema.safeParse(url).error?.issues.map((i) => i.message);
    expect(messages('')).toEqual(['is required']);
    expect(messages('   ')).toEqual(['is required']);
    expect(messages('promotions')).toEqual(['must be a site path such as /promotions, or an address starting with http:// or https://']);
    expect(messages(`/${'x'.repeat(2000)}`)).toEqual(['must be at most 2000 characters']);
  });

  it('refuses script tags in HTML but stores other markup as written', () => {
    expect(CmsHtmlSchema.safeParse('<p onclick="x">#GameRow[category=new]#</p>').success).toBe(true);
    expect(CmsHtmlSchema.safeParse('<p>hi</p><SCRIPT>alert(1)</SCRIPT>').success).toBe(false);
    expect(CmsHtmlSchema.safeParse('< script src=x>').success).toBe(false);
    expect(CmsHtmlSchema.safeParse('x'.repeat(1_000_001)).success).toBe(false);
  });

  it('fills banner defaults and refuses hostile or oversized banner fields', () => {
    const parsed = BannerSchema.parse(banner);
    expect(parsed).toMatchObject({ group_ids: [], logged: null, crypto: 'any', welcome_pack: false, labels: [], timer: { start_at: null, end_at: null } });
    expect(BannerSchema.safeParse({ ...banner, gradient: { ...banner.gradient, colorLeft: 'red;background:url(x)' } }).success).toBe(false);
    expect(BannerSchema.safeParse({ ...banner, button: { name: 'x', url: 'javascript:alert(1)' } }).success).toBe(false);
    expect(BannerSchema.safeParse({ ...banner, button: { name: 'x', url: '/', attrs: { onclick: 'x' } } }).success).toBe(false);
    expect(BannerSchema.safeParse({ ...banner, button: { name: 'x', url: '/', attrs: { 'data-promo': 'x', target: '_blank' } } }).success).toBe(true);
    expect(BannerSchema.safeParse({ ...banner, title: { text: 'x'.repeat(201) } }).success).toBe(false);
    expect(BannerSchema.safeParse({ ...banner, group_ids: Array.from({ length: 101 }, (_, i) => i + 1) }).success).toBe(false);
    const window = { start_at: '2026-12-01T00:00:00Z', end_at: '2026-11-01T00:00:00Z' };
    const bad = BannerSchema.safeParse({ ...banner, timer: window });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['timer', 'end_at']);
  });

  it('has a schema for every config name, and each accepts a meaningful document', () => {
    expect(Object.keys(ConfigSchemas).sort()).toEqual([...CONFIG_NAMES].sort());
    expect(ConfigSchemas['logo-config'].safeParse({ logoUrl: { mobile: '/logo-m.svg', full: '/logo.svg' } }).success).toBe(true);
    expect(ConfigSchemas['logo-config'].safeParse({ logoUrl: { mobile: '/logo-m.svg' } }).success).toBe(false);
    expect(ConfigSchemas['banners-config'].safeParse({ banners: [banner] }).success).toBe(true);
    expect(ConfigSchemas['main-widget-config'].safeParse({ slots: { lobby: [{ id: 'new', widget: 'GameRow', params: { category: 'new' } }] } }).success).toBe(
      true,
    );
    expect(ConfigSchemas['menu-categories-games'].safeParse({ categories: [{ slug: 'new', section: 'casino', order: 1 }] }).success).toBe(false);
    expect(configSchemaOf('managers').safeParse({ managers: [{ group_ids: [], manager: {} }] }).success).toBe(false);
  });

  it('accepts slot entries with PascalCase widget names only', () => {
    expect(SlotEntrySchema.safeParse({ id: 'a', widget: 'gameRow', params: {} }).success).toBe(false);
    expect(SlotEntrySchema.parse({ id: 'a', widget: 'GameRow' }).params).toEqual({});
  });

  it('page create body takes defaults for the optional parts', () => {
    const body = PageCreateBodySchema.parse({ slug: 'faq', locale: 'de', title: 'FAQ', content: '<p>Hallo</p>' });
    expect(body).toMatchObject({ categories: [], hidden: false, blocks: {}, meta: null });
    expect(PageCreateBodySchema.safeParse({ slug: 'faq', locale: 'xx', title: 'FAQ', content: '' }).success).toBe(false);
  });

  it('uploads allow only safe names and content types', () => {
    const ok = { name: 'terms-2026.pdf', content_type: 'application/pdf', data_base64: 'JVBERi0=' };
    expect(FileUploadBodySchema.safeParse(ok).success).toBe(true);
    expect(FileUploadBodySchema.safeParse({ ...ok, content_type: 'image/svg+xml' }).success).toBe(false);
    expect(FileUploadBodySchema.safeParse({ ...ok, name: '../etc/passwd' }).success).toBe(false);
  });

  it('gives every back-office config document its writers: marketing the promotion ones, admin everything, support none', () => {
    for (const name of BackofficeConfigNameSchema.options) {
      expect(canWriteConfig('admin', name), name).toBe(true);
      expect(canWriteConfig('support', name), name).toBe(false);
    }
    expect(canWriteConfig('marketing', 'banners-config')).toBe(true);
    expect(canWriteConfig('editor', 'banners-config')).toBe(false);
    expect(canWriteConfig('editor', 'logo-config')).toBe(true);
    expect(canWriteConfig('marketing', 'managers')).toBe(false);
  });

  it('feature flags default off except disableWWW', () => {
    expect(FEATURE_FLAG_DEFAULTS).toEqual({ disableWWW: true, mysticJackpots: false, showAllWidgets: false, testQuests: false, registrationAbTest: false });
  });

  it('tells news articles by their slug', () => {
    expect(isNewsPage({ slug: 'news/summer' })).toBe(true);
    expect(isNewsPage({ slug: 'newsletter' })).toBe(false);
  });
});
