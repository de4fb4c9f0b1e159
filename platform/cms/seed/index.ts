import { eq } from 'drizzle-orm';
import {
  CONFIG_NAMES,
  DEFAULT_LOGO_CONFIG,
  isLocalizedConfig,
  MANAGERS_DOCUMENT,
  type Award,
  type BackofficeConfigName,
  type ConfigDocument,
  type PageDraftInput,
} from '../../../schemas/cms';
import { LOCALES, type Locale } from '../../../schemas/locales';
import type { PlatformDeps } from '../../deps';
import { categoryOrder } from '../../games';
import type { DocRef } from '../documents';
import { uploadFile } from '../files';
import { fileUrl } from '../public';
import { cmsDocuments, cmsFiles } from '../schema';
import { publishNew, type CmsContext } from '../service';
import { drawArt, simplePdf } from './art';
import { SEED_AWARDS, TERMS_FILE_TITLE } from './awards';
import { BANNER_ART, BANNER_IDS, seedBanners } from './banners';
import { langOf, SEED_ARTICLES, SEED_PAGES, SEED_SNIPPETS, type Lang, type SeedPageText } from './pages';

/**
 * The demo casino's content: static pages in the 9 locales (with the Estonian and AU terms
 * variants), news articles, snippets, a terms file, banner/award/avatar art, and every config
 * document. Idempotent: a document or file that exists (by key and locale, or by file name) is
 * left as staff may have changed it. Everything goes through the same service as staff edits
 * (validation, placeholder check at publish), so seeded content can never be content an editor
 * could not publish. Runs in every environment: the site needs its pages and configs.
 */

/** Help lines that differ by English-speaking country (responsible-gaming "Get help"). */
const REGIONAL_HELP: Record<string, string> = {
  'en-AU':
    'If gambling stops being fun, call Gambling Help Online on 1800 858 858 (free, 24/7) or visit gamblinghelponline.org.au. BetStop (betstop.gov.au) is the national self-exclusion register.',
  'en-NZ': 'If gambling stops being fun, call the Gambling Helpline on 0800 654 655 (free, 24/7) or text 8006.',
  'en-CA': 'If gambling stops being fun, call ConnexOntario on 1-866-531-2600 (free, 24/7) or find your province’s help line at responsiblegambling.org.',
};

/**
 * Canadian English says slots where the other English locales say pokies (as the en-CA catalog
 * does); placeholders keep their identifiers (`category=pokies` is a slug, not a word).
 */
function canadian(text: string): string {
  return text
    .split(/(#[A-Za-z]+\[[^\]]*\]#)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/\b([Pp])okie(s?)\b/g, (_m, p: string, plural: string) => `${p === 'P' ? 'S' : 's'}lot${plural}`)))
    .join('');
}

function localized(locale: string, slug: string, text: SeedPageText): SeedPageText {
  const help = REGIONAL_HELP[locale];
  let out = text;
  if (slug === 'responsible-gaming' && help)
    out = { ...out, content: out.content.replace(/<h2>Get help<\/h2><p>[^<]*<\/p>/, `<h2>Get help</h2><p>${help}</p>`) };
  if (locale === 'en-CA') out = { title: canadian(out.title), description: canadian(out.description), content: canadian(out.content) };
  return out;
}

/** A locale's text of a seeded snippet or article field, Canadian English where it differs. */
function regional(locale: string, text: string): string {
  return locale === 'en-CA' ? canadian(text) : text;
}

/** The lines of the terms PDF: the terms page's text, its paragraphs wrapped at 90 characters. */
function termsPdfLines(text: SeedPageText): string[] {
  const paragraphs = text.content
    .replace(/<\/(h2|p)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .split('\n')
    .map((l) => l.trim());
  const lines: string[] = [`Reelhouse - ${text.title}`, ''];
  for (const para of paragraphs) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      if (line && line.length + word.length + 1 > 90) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  return lines;
}

/** A file by name, uploaded unless one with that name exists; returns its URL. `locale` null: for every locale. */
async function ensureFile(
  ctx: CmsContext,
  name: string,
  contentType: 'image/png' | 'application/pdf',
  title: string,
  categories: ('image' | 'terms')[],
  bytes: () => Buffer,
  locale: Locale | null = null,
): Promise<string> {
  const [existing] = await ctx.db.select({ id: cmsFiles.id, name: cmsFiles.name }).from(cmsFiles).where(eq(cmsFiles.name, name)).limit(1);
  if (existing) return fileUrl(existing);
  const file = await uploadFile(ctx, { name, title, categories, locale, content_type: contentType, data_base64: bytes().toString('base64') });
  return file.url;
}

export async function seedCms(deps: PlatformDeps): Promise<string[]> {
  const ctx: CmsContext = { db: deps.db, clock: deps.clock, events: deps.events, staff: null };
  const now = deps.clock.now();

  // Files first: pages, banners and managers link to them. One at a time: each is a transaction,
  // and PGlite has one connection.
  const bannerImages = {} as Record<(typeof BANNER_IDS)[number], string>;
  for (const id of BANNER_IDS)
    bannerImages[id] = await ensureFile(ctx, `banner-${id}.png`, 'image/png', `Banner ${id}`, ['image'], () => drawArt(id, 800, 300, ...BANNER_ART[id]));
  // Each article has a picture of its own: sharing a banner's file put the address of a banner
  // aimed at players into every guest's news row, as if the hidden banner had leaked.
  const articleImages: string[] = [];
  for (const [i, article] of SEED_ARTICLES.entries()) {
    const art = BANNER_ART[BANNER_IDS[i % BANNER_IDS.length]!];
    articleImages.push(
      await ensureFile(ctx, `news-${article.slug.split('/').pop()}.png`, 'image/png', article.text.en.title, ['image'], () =>
        drawArt(article.slug, 800, 300, ...art),
      ),
    );
  }
  const awardImages: string[] = [];
  for (const [i, a] of SEED_AWARDS.entries())
    awardImages.push(await ensureFile(ctx, `award-${i + 1}.png`, 'image/png', a.name, ['image'], () => drawArt(a.name, 240, 240, ...a.art)));
  const avatars: string[] = [];
  for (const [i, c] of (['#5d4037', '#00695c'] as const).entries()) {
    avatars.push(
      await ensureFile(ctx, `manager-${i + 1}.png`, 'image/png', `Manager ${i + 1}`, ['image'], () => drawArt(`manager-${i}`, 160, 160, c, '#eeeeee')),
    );
  }
  // The terms PDF in each locale's language, titled in it: the footer lists a locale's own files.
  // A database seeded before this keeps its one shared English file (the footer would otherwise
  // list both), as staff left it, like every existing document.
  const terms = SEED_PAGES.find((p) => p.slug === 'terms-and-conditions')!;
  const [sharedTerms] = await deps.db.select({ id: cmsFiles.id }).from(cmsFiles).where(eq(cmsFiles.name, 'general-terms.pdf')).limit(1);
  for (const locale of sharedTerms ? [] : LOCALES) {
    const lang = langOf(locale);
    const text = localized(locale, terms.slug, terms.text[lang] ?? terms.text.en);
    await ensureFile(ctx, `general-terms-${locale}.pdf`, 'application/pdf', TERMS_FILE_TITLE[lang], ['terms'], () => simplePdf(termsPdfLines(text)), locale);
  }

  const awardsIn = (lang: Lang): Award[] => SEED_AWARDS.map((a, i) => ({ name: a.name, year: a.year, ...a.text[lang], imgUrl: awardImages[i]! }));
  // What exists already stays as staff left it; everything else is created and published in one go.
  const existing = new Set(
    (await deps.db.select({ kind: cmsDocuments.kind, key: cmsDocuments.key, locale: cmsDocuments.locale }).from(cmsDocuments)).map(
      (d) => `${d.kind}|${d.key}|${d.locale ?? ''}`,
    ),
  );
  const missing: Array<{ ref: DocRef; body: unknown }> = [];
  const ensure = (ref: DocRef, body: unknown) => {
    if (!existing.has(`${ref.kind}|${ref.key}|${ref.locale ?? ''}`)) missing.push({ ref, body });
  };

  for (const page of SEED_PAGES) {
    for (const locale of page.locales ?? LOCALES) {
      const text = page.text[langOf(locale)] ?? (page.locales ? page.text.en : undefined);
      if (!text) continue;
      const t = localized(locale, page.slug, text);
      const draft: PageDraftInput = {
        title: t.title,
        content: t.content,
        categories: page.categories,
        hidden: page.hidden ?? false,
        blocks: { title: `${t.title} | Reelhouse`, description: t.description },
        meta: page.slug === 'awards' ? { awards: awardsIn(langOf(locale)) } : (page.meta ?? null),
      };
      ensure({ kind: 'page', key: page.slug, locale }, draft);
    }
  }

  for (const [i, article] of SEED_ARTICLES.entries()) {
    for (const locale of LOCALES) {
      const source = article.text[langOf(locale)];
      const t = { ...localized(locale, article.slug, source), excerpt: regional(locale, source.excerpt) };
      const draft: PageDraftInput = {
        title: t.title,
        content: t.content,
        categories: ['custom-page'],
        blocks: { title: `${t.title} | Reelhouse`, description: t.description },
        meta: { news: { date: article.date, excerpt: t.excerpt, image: articleImages[i] } },
      };
      ensure({ kind: 'page', key: article.slug, locale }, draft);
    }
  }

  for (const [key, texts] of Object.entries(SEED_SNIPPETS)) {
    for (const locale of LOCALES) {
      ensure({ kind: 'snippet', key, locale }, { content: regional(locale, texts[langOf(locale)]) });
    }
  }

  const categories = await categoryOrder(deps.db);
  const configs = configDocuments(categories, avatars);
  for (const name of [...CONFIG_NAMES, MANAGERS_DOCUMENT] as BackofficeConfigName[]) {
    if (name === 'banners-config') continue;
    ensure({ kind: 'config', key: name, locale: null }, configs[name]);
  }
  if (isLocalizedConfig('banners-config')) {
    for (const locale of LOCALES) {
      ensure({ kind: 'config', key: 'banners-config', locale }, { banners: seedBanners(langOf(locale), now, bannerImages, (text) => regional(locale, text)) });
    }
  }
  const created = await publishNew(ctx, missing);
  deps.log.debug({ created }, 'cms seed');
  return [];
}

type Docs = { [N in Exclude<BackofficeConfigName, 'banners-config' | typeof MANAGERS_DOCUMENT>]: ConfigDocument<N> } & { managers: unknown };

/** Every config document but banners-config (per locale, above). */
function configDocuments(categories: { slug: string; section: 'pokies' | 'live'; position: number }[], avatars: string[]): Docs {
  return {
    'stag-by-referrer-name': {
      pages: { google: { '/': '100200', '/pokies': '100201' }, bing: { '/': '100300' } },
      countries: { DE: { google: '100210' }, AU: { google: '100220' }, CA: { google: '100230' } },
    },
    'survey-config': { survey_id: 'rh-nps-2026', survey_collector_id: 'rh-web', is_enable_widget: true },
    'betting-config': { enabled: false, url: 'https://sports.reelhouse.example/' },
    'vip-adventures': {
      enabled: true,
      group_ids: [759, 255, 259],
      days: Array.from({ length: 7 }, (_, i) => ({
        day: i + 1,
        prize: i % 2 === 0 ? { type: 'fs' as const, title: `${10 + i * 5} free spins` } : { type: 'bonus' as const, title: `€${5 * (i + 1)} bonus` },
        condition: { minDep: 2_000 + i * 1_000, wager: 10_000 * (i + 1), periodActivationDays: 1 },
        super: i === 6,
      })),
    },
    'disabled-bonuses': { stages: ['issued'], group_keys: ['legacy_cashback'] },
    'modify-gifts-config': { gifts: [{ group_key: 'welcome_1', title: 'Welcome pack: first deposit' }] },
    'excluded-promo-stags': { stags: ['131999'] },
    'currency-config': {
      default: 'EUR',
      by_country: { AU: 'AUD', CA: 'CAD', NZ: 'NZD', NO: 'NOK', DE: 'EUR', IT: 'EUR', EE: 'EUR', JP: 'JPY', BR: 'BRL', US: 'USD' },
      hidden: [],
    },
    'additional-gifts': {
      gifts: [{ group_key: 'deposit_offer_weekend', title: 'Weekend reload', description: '50% up to €200 on your first deposit on Saturday and Sunday.' }],
    },
    'main-widget-config': {
      slots: {
        // The lobby (home page): above its catalogue rows (which follow the catalogue's lobby
        // categories, the player's recent games first) and below them.
        'lobby-top': [{ id: 'hero', widget: 'BannerSlider', params: { location: 'main' } }],
        'lobby-bottom': [
          { id: 'news', widget: 'Articles', params: { limit: '3' } },
          { id: 'providers', widget: 'Providers', params: {} },
        ],
        // The promotions page header.
        promotions: [{ id: 'promo-slider', widget: 'BannerSlider', params: { location: 'promotions' } }],
        // Above the footer on every page.
        footer: [
          { id: 'awards', widget: 'Awards', params: {} },
          // Guests see these brands; a player sees the deposit methods of their own cashbox.
          { id: 'payments', widget: 'PaymentLogos', params: { brands: 'visa,mastercard,bank_transfer,bitcoin,ethereum,tether' } },
        ],
      },
    },
    'logo-config': DEFAULT_LOGO_CONFIG,
    'menu-categories-games': { categories: categories.map((c) => ({ slug: c.slug, section: c.section, order: c.position })) },
    'manage-promotion-pages': {
      pages: [
        { slug: 'rocket-mart', enabled: true },
        { slug: 'activity-hub', enabled: true },
        { slug: 'achievements', enabled: true },
        { slug: 'lotteries', enabled: true },
        // Still being built: testers (groups 21, 916) see it, everyone else does not.
        { slug: 'rocket-chance', enabled: false },
      ],
    },
    'wheel-config': { enabled: true, group_ids: [759, 255, 259, 258, 257], spin_group_key_prefixes: ['manual_wheel', 'wheel'] },
    'wheel-config-segments': {
      segments: [
        { id: 'fs-10', title: '10 free spins', type: 'freespins', weight: 300, color: '#1e88e5' },
        { id: 'bonus-5', title: '€5 bonus', type: 'bonus', weight: 250, color: '#43a047' },
        { id: 'none-1', title: 'Try again', type: 'nothing', weight: 200, color: '#757575' },
        { id: 'fs-25', title: '25 free spins', type: 'freespins', weight: 120, color: '#8e24aa' },
        { id: 'bonus-20', title: '€20 bonus', type: 'bonus', weight: 80, color: '#fb8c00' },
        { id: 'none-2', title: 'Try again', type: 'nothing', weight: 200, color: '#616161' },
        { id: 'money-50', title: '€50 cash', type: 'money', weight: 10, color: '#e53935' },
        { id: 'fs-100', title: '100 free spins', type: 'freespins', weight: 5, color: '#fdd835' },
      ],
    },
    managers: {
      managers: [
        {
          group_ids: [759, 255],
          manager: {
            managerName: 'Laura Kask',
            avatar: avatars[0]!,
            time: 'Mon-Fri 09:00-18:00 CET',
            whatsAppLink: 'https://wa.me/3725550100',
            telegramLink: 'https://t.me/reelhouse_laura',
            email: 'laura.vip@reelhouse.example',
          },
        },
        {
          group_ids: [259, 258, 257, 1117],
          manager: {
            managerName: 'Marco Rossi',
            avatar: avatars[1]!,
            time: 'Every day 12:00-22:00 CET',
            telegramLink: 'https://t.me/reelhouse_marco',
            email: 'marco.vip@reelhouse.example',
          },
        },
      ],
    },
  };
}
