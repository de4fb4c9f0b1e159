import { z } from 'zod';
import { markupDepth, parsePlaceholders } from './placeholders';
import { ARTICLES_LIMIT_MAX, GAME_GRID_LIMIT_MAX, GAME_ROW_LIMIT_MAX } from './widget-limits';

/**
 * The params of every CMS widget (issue 6 item 3), by the PascalCase name editors write in
 * placeholders (`#GameRow[category=new;limit=15]#`) and slot configs (`{widget, params}`).
 * PURE (zod only): the platform checks content with `checkContent` before a publish, the
 * registry validates each placeholder with the same schema before it renders a widget, and the
 * back office builds its palette forms from `WIDGET_PARAM_FIELDS`.
 *
 * Params arrive as strings (the placeholder syntax has no types): each schema takes
 * `Record<string, string>` and coerces. An empty value means "not given". Unknown keys are
 * refused, so a typo (`limt=5`) is an error the editor sees, not a silently ignored param.
 */

// ---------------------------------------------------------------------------------------------
// Field builders: each returns a zod schema over a string input and records what it is, so the
// back-office form generator reads the same definition the validator uses.

/** How the palette form shows a param (describes the string the placeholder carries). */
export type ParamKind = 'key' | 'text' | 'int' | 'bool' | 'enum';

/**
 * What in the game catalogue a key param names. A placeholder naming a category that does not
 * exist is valid syntax but renders an empty widget (heading included: nothing) on the live page,
 * so such params are checked against the catalogue at preview and publish (`checkContent` and
 * `validateWidgetParams` given the catalogue's keys), and the palette offers its entries to pick.
 */
export const CATALOGUE_REFS = ['category', 'collection', 'provider'] as const;
export type CatalogueRef = (typeof CATALOGUE_REFS)[number];

/**
 * The catalogue's keys per reference kind: category and collection identifiers, provider slugs
 * (games_filter also matches a provider by its name, so names may be given too).
 */
export type CatalogueKeys = Record<CatalogueRef, ReadonlySet<string>>;

/** CatalogueKeys from the public catalogue lists (GET /api/games/categories, collections, providers). */
export function catalogueKeysOf(
  categories: readonly { identifier: string }[],
  collections: readonly { identifier: string }[],
  providers: readonly { slug: string; name: string }[],
): CatalogueKeys {
  return {
    category: new Set(categories.map((c) => c.identifier)),
    collection: new Set(collections.map((c) => c.identifier)),
    provider: new Set(providers.flatMap((p) => [p.slug, p.name])),
  };
}

/** One param of a widget, for generated forms. */
export interface ParamField {
  key: string;
  kind: ParamKind;
  required: boolean;
  /** int: bounds; text/key: length bounds. */
  min?: number;
  max?: number;
  default?: string | number | boolean;
  /** enum: the allowed values. */
  options?: readonly string[];
  /** key: what in the game catalogue it names (checked at preview and publish; a picker in the palette). */
  ref?: CatalogueRef;
}

type FieldMeta = Omit<ParamField, 'key' | 'required'>;
const fieldMeta = new WeakMap<z.ZodType, FieldMeta>();
function tag<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  fieldMeta.set(schema, meta);
  return schema;
}

/** '' and whitespace-only mean "not given". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v);

/** A lower-case identifier (category, collection, provider, snippet key, location, banner id); `ref` when it names a catalogue entry. */
export function keyParam(ref?: CatalogueRef) {
  return tag(
    z.preprocess(
      blankToUndefined,
      z
        .string()
        .max(120, 'must be at most 120 characters')
        .regex(/^[a-z0-9][a-z0-9_-]*$/, 'may use only a-z, 0-9, - and _')
        .optional(),
    ),
    ref ? { kind: 'key', min: 1, max: 120, ref } : { kind: 'key', min: 1, max: 120 },
  );
}

/** Free text (a title), at most `max` characters. */
export function textParam(max: number) {
  return tag(z.preprocess(blankToUndefined, z.string().max(max, `must be at most ${max} characters`).optional()), { kind: 'text', max });
}

/** A whole number written in decimal digits, within [min, max]. */
export function intParam(min: number, max: number, dflt: number) {
  return tag(
    z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[0-9]{1,9}$/, 'must be a whole number')
        .transform(Number)
        .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
        .optional()
        .transform((v) => v ?? dflt),
    ),
    { kind: 'int', min, max, default: dflt },
  );
}

/** true/false (also 1/0, yes/no). */
export function boolParam(dflt: boolean) {
  return tag(
    z.preprocess(
      blankToUndefined,
      z
        .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
        .optional()
        .transform((v) => (v === undefined ? dflt : v === 'true' || v === '1' || v === 'yes')),
    ),
    { kind: 'bool', default: dflt },
  );
}

/** One of a fixed list. */
export function enumParam<const T extends readonly [string, ...string[]]>(options: T, dflt: T[number]) {
  return tag(
    z.preprocess(
      blankToUndefined,
      z
        .enum(options, { error: `must be one of ${options.join(', ')}` })
        .optional()
        .transform((v) => v ?? dflt),
    ),
    { kind: 'enum', options, default: dflt },
  );
}

/** A strict object: unknown keys are refused with "unknown parameter". */
function params<S extends z.ZodRawShape>(shape: S) {
  return z.strictObject(shape, {
    error: (iss) => (iss.code === 'unrecognized_keys' ? `unknown parameter ${iss.keys.map((k) => `"${k}"`).join(', ')}` : undefined),
  });
}

/**
 * Codes of the validator's own sentences, with the values they name, so the back office shows
 * them in the editor's language (`backoffice.cms.issue.<code>`); the English `message` stays for
 * the platform's answers and logs.
 */
export const PARAMS_ISSUE_CODES = ['oneOfMissing', 'oneOfMany', 'unknownCategory', 'unknownCollection', 'unknownProvider'] as const;
export type ParamsIssueCode = (typeof PARAMS_ISSUE_CODES)[number];
export interface ParamsIssueDetail {
  code: ParamsIssueCode;
  values: Record<string, string>;
}

/** `a, b or c` (the keys an editor may choose from, as a sentence lists them). */
export function listKeys(keys: readonly string[]): string {
  return keys.length < 2 ? (keys[0] ?? '') : `${keys.slice(0, -1).join(', ')} or ${keys[keys.length - 1]}`;
}

/**
 * Adds "give exactly one of these keys" to a params object; the message is a whole sentence.
 * `values` hold the keys as written, comma-separated, for the translated line to list them.
 */
function exactlyOne<T extends Record<string, unknown>>(keys: readonly (keyof T & string)[]) {
  return (value: T, ctx: z.RefinementCtx) => {
    const given = keys.filter((k) => value[k] !== undefined);
    if (given.length === 1) return;
    const detail: ParamsIssueDetail =
      given.length === 0
        ? { code: 'oneOfMissing', values: { keys: keys.join(',') } }
        : { code: 'oneOfMany', values: { keys: keys.join(','), given: given.join(',') } };
    ctx.addIssue({
      code: 'custom',
      // Under the second key given (or the first of the list) in the palette's form.
      path: given.length > 1 ? [given[1]!] : [keys[0]!],
      message: given.length === 0 ? `give one of ${listKeys(keys)}` : `give only one of ${listKeys(keys)}, not ${given.join(' and ')} together`,
      params: detail,
    });
  };
}

// ---------------------------------------------------------------------------------------------
// The widgets

export { ARTICLES_LIMIT_MAX, GAME_GRID_LIMIT_MAX, GAME_ROW_LIMIT_MAX } from './widget-limits';

/** Where a game list's games come from. */
export type GameListSource = { category: string } | { collection: string } | { provider: string };

const SOURCE_KEYS = ['category', 'collection', 'provider'] as const;
function toSource(v: { category?: string; collection?: string; provider?: string }): GameListSource {
  if (v.category !== undefined) return { category: v.category };
  if (v.collection !== undefined) return { collection: v.collection };
  return { provider: v.provider! };
}

const gameRowShape = {
  category: keyParam('category'),
  collection: keyParam('collection'),
  provider: keyParam('provider'),
  limit: intParam(1, GAME_ROW_LIMIT_MAX, GAME_ROW_LIMIT_MAX),
  /** Heading; without it the category's, collection's or provider's own title. */
  title: textParam(120),
};
/** `#GameRow[category=new;limit=10;title=New games]#`: one scrolling row of at most 15 games. */
export const GameRowParamsSchema = params(gameRowShape)
  .superRefine(exactlyOne(SOURCE_KEYS))
  .transform((v) => ({ source: toSource(v), limit: v.limit, title: v.title }));

const gameGridShape = {
  category: keyParam('category'),
  collection: keyParam('collection'),
  provider: keyParam('provider'),
  /** Games shown before "load more" (one games_filter page). */
  limit: intParam(1, GAME_GRID_LIMIT_MAX, 40),
  /** Offer "load more" pages after the first. */
  more: boolParam(true),
  title: textParam(120),
};
/** `#GameGrid[provider=pragmatic;limit=24;more=false]#`: a grid of games, optionally paginated. */
export const GameGridParamsSchema = params(gameGridShape)
  .superRefine(exactlyOne(SOURCE_KEYS))
  .transform((v) => ({ source: toSource(v), limit: v.limit, more: v.more, title: v.title }));

const richTextShape = { snippet: keyParam() };
/** `#RichText[snippet=welcome-terms]#`: a CMS snippet of the page's locale, sanitized. */
export const RichTextParamsSchema = params(richTextShape)
  .refine((v) => v.snippet !== undefined, { path: ['snippet'], message: 'is required' })
  .transform((v) => ({ snippet: v.snippet! }));

const bannerSliderShape = { location: keyParam() };
/** `#BannerSlider[location=main]#`: the banners of a location, autoplaying (spec C3, C6). */
export const BannerSliderParamsSchema = params(bannerSliderShape).transform((v) => ({ location: v.location ?? 'main' }));

const bannerShape = { id: keyParam() };
/** `#Banner[id=summer-cup]#`: one banner of banners-config by id. */
export const BannerParamsSchema = params(bannerShape)
  .refine((v) => v.id !== undefined, { path: ['id'], message: 'is required' })
  .transform((v) => ({ id: v.id! }));

const promoBannerShape = { location: keyParam(), id: keyParam() };
/** `#PromoBanner[location=promotions]#` or `#PromoBanner[id=...]#`: a dismissable promo banner (back after 2 minutes). */
export const PromoBannerParamsSchema = params(promoBannerShape)
  .superRefine(exactlyOne(['location', 'id']))
  .transform((v) => (v.id !== undefined ? { id: v.id } : { location: v.location! }));

const awardsShape = { limit: intParam(1, 50, 20) };
/** `#Awards[]#`: the awards carousel with a show-all link to /awards. */
export const AwardsParamsSchema = params(awardsShape);

const providersShape = { limit: intParam(1, 200, 30) };
/** `#Providers[]#`: the providers carousel. */
export const ProvidersParamsSchema = params(providersShape);

const paymentLogosShape = {
  /** Brands shown to guests (who have no payment methods yet), e.g. `visa,mastercard,bitcoin`; players see their own deposit methods. */
  brands: textParam(300),
};
/** `#PaymentLogos[brands=visa,mastercard,bitcoin]#`: payment method logos; a click opens the cashbox dashboard. */
export const PaymentLogosParamsSchema = params(paymentLogosShape)
  .refine((v) => v.brands === undefined || /^[a-z0-9_]+(?:\s*,\s*[a-z0-9_]+)*$/.test(v.brands), {
    path: ['brands'],
    message: 'must be brand ids separated by commas',
  })
  .transform((v): { brands?: string[] } => (v.brands ? { brands: v.brands.split(',').map((b) => b.trim()) } : {}));

const articlesShape = { category: keyParam(), limit: intParam(1, ARTICLES_LIMIT_MAX, ARTICLES_LIMIT_MAX) };
/** `#Articles[category=guides;limit=3]#`: the newest news pages, at most 6. */
export const ArticlesParamsSchema = params(articlesShape);

const newsListShape = { category: keyParam(), limit: intParam(1, 48, 12) };
/** `#NewsList[]#`: the paginated news list (the NewsList route's body). */
export const NewsListParamsSchema = params(newsListShape);

const giftsListShape = { limit: intParam(1, 24, 6) };
/** `#GiftsList[limit=6]#`: the player's gifts as cards with a link to the profile's gifts tab (guests: a log-in prompt). */
export const GiftsListParamsSchema = params(giftsListShape);

const depositBonusesShape = { limit: intParam(1, 12, 4) };
/** `#DepositBonuses[limit=4]#`: the deposit offers for the visitor's currency (guests: EUR) with a sign-up button for guests. */
export const DepositBonusesParamsSchema = params(depositBonusesShape);

const couponFormShape = { kind: enumParam(['coupon', 'promo'] as const, 'coupon') };
/** `#CouponForm[kind=coupon]#`: a coupon (or promo-code) field; guests are asked to log in. */
export const CouponFormParamsSchema = params(couponFormShape);
const lotteryCardShape = { id: keyParam() };
/** `#LotteryCard[id=winter-lottery]#` (a lottery's frontend identifier or id) or `#LotteryCard[]#` (the current one: active, then future, then the last drawn). */
export const LotteryCardParamsSchema = params(lotteryCardShape).transform((v) => ({ id: v.id ?? 'current' }));
const jackpotLeaderboardShape = {
  /** The jackpot's identifier; every jackpot's winners when not given. */
  jackpot: keyParam(),
  /** Winners shown (spec C9: 5). */
  limit: intParam(1, 20, 5),
  /** The tab open first: biggest (by amount, descending) or latest. */
  tab: enumParam(['biggest', 'latest'], 'biggest'),
};
/** `#JackpotLeaderboard[limit=5;tab=biggest]#`: the jackpot winners, biggest and latest. */
export const JackpotLeaderboardParamsSchema = params(jackpotLeaderboardShape);

const jackpotTickerShape = { jackpot: keyParam() };
/** `#JackpotTicker[jackpot=mystic-jackpot]#`: a jackpot's live level amounts (the first active one when not given). */
export const JackpotTickerParamsSchema = params(jackpotTickerShape);

const recentWinsShape = { limit: intParam(1, 20, 8) };
/** `#RecentWins[limit=8]#`: the public wins feed, newest first. */
export const RecentWinsParamsSchema = params(recentWinsShape);
const tournamentBoardShape = { id: keyParam(), limit: intParam(1, 50, 10) };
/** `#TournamentBoard[id=winter-wonders]#` or `#TournamentBoard[id=current]#`: a tournament's leaderboard (current: the C4 promo choice). */
export const TournamentBoardParamsSchema = params(tournamentBoardShape).transform((v) => ({ id: v.id ?? 'current', limit: v.limit }));
const tournamentGamesByPageShape = {
  /** The tournament's frontend_identifier or numeric id. */
  id: keyParam(),
  /** Games a page (the lobby's page is 40). */
  per_page: intParam(1, 100, 24),
  /** Offer "load more" for the next page. */
  more: boolParam(true),
};
/** `#TournamentGamesByPage[id=winter-wonders;per_page=24]#`: the games a tournament counts, as lobby tiles, a page at a time. */
export const TournamentGamesByPageParamsSchema = params(tournamentGamesByPageShape)
  .refine((v) => v.id !== undefined, { path: ['id'], message: 'is required' })
  .transform((v) => ({ id: v.id!, per_page: v.per_page, more: v.more }));
const adventureCalendarShape = { limit: intParam(1, 31, 31) };
/** `#AdventureCalendar[limit=7]#`: the player's adventure calendar, its days with states and timers (guests: a log-in prompt). */
export const AdventureCalendarParamsSchema = params(adventureCalendarShape);
const tournamentListShape = {
  /** Tournaments (running and coming) or quests (running). */
  kind: enumParam(['tournaments', 'quests'], 'tournaments'),
  limit: intParam(1, 12, 4),
};
/** `#TournamentList[kind=tournaments;limit=4]#`: the running and coming tournaments (or quests), each linking to its page. */
export const TournamentListParamsSchema = params(tournamentListShape);
const questProgressShape = { id: keyParam() };
/** `#QuestProgress[id=winter-quest]#`: a quest's levels and the signed-in player's progress (the first running quest when not given). */
export const QuestProgressParamsSchema = params(questProgressShape);
const lootboxWheelShape = { focus: enumParam(['boxes', 'wheel'] as const, 'boxes') };
/** `#LootboxWheel[focus=boxes]#`: the player's loot boxes and wheel spins with links to them (the main button to `focus`); shown under the C4 availability rule. */
export const LootboxWheelParamsSchema = params(lootboxWheelShape);

const vipProgressShape = { levels: boolParam(false) };
/** `#VipProgress[levels=false]#`: the player's VIP status and progress toward the next one (`levels=true`: the level cards under it); guests a register prompt. */
export const VipProgressParamsSchema = params(vipProgressShape);

const vipLevelsShape = { heading: boolParam(true) };
/** `#VipLevels[heading=true]#`: the VIP statuses as cards (current, before, future, lock) with their thresholds in the player's currency (guests: EUR). */
export const VipLevelsParamsSchema = params(vipLevelsShape);

/** The card types a PointsShopCards widget may show (schemas/loyalty COMP_CARD_TYPES, plus all). */
export const POINTS_SHOP_CARD_FILTERS = ['all', 'money', 'freespins', 'lootboxes', 'lotteries', 'special'] as const;
const pointsShopCardsShape = {
  /** One card type, or every type. */
  type: enumParam(POINTS_SHOP_CARD_FILTERS, 'all'),
  /** Only the cards whose group starts with this (`sale`: the running sale's cards; a whole group: that card). */
  group: keyParam(),
  limit: intParam(1, 24, 6),
};
/** `#PointsShopCards[type=freespins;limit=3]#` (or `group=sale`): comp-points shop cards with the shop's exchange popup and a link to the shop. */
export const PointsShopCardsParamsSchema = params(pointsShopCardsShape);

/**
 * Name -> params schema of every widget. Input: the placeholder's string params; output: what
 * the widget's Component receives. NewsPage is a route (`/news/{slug}`), not a placeholder: a page
 * embedding another page's article has no use, so it is not here.
 */
export const WIDGET_PARAMS = {
  GameRow: GameRowParamsSchema,
  GameGrid: GameGridParamsSchema,
  RichText: RichTextParamsSchema,
  BannerSlider: BannerSliderParamsSchema,
  Banner: BannerParamsSchema,
  PromoBanner: PromoBannerParamsSchema,
  Awards: AwardsParamsSchema,
  Providers: ProvidersParamsSchema,
  PaymentLogos: PaymentLogosParamsSchema,
  Articles: ArticlesParamsSchema,
  NewsList: NewsListParamsSchema,
  GiftsList: GiftsListParamsSchema,
  DepositBonuses: DepositBonusesParamsSchema,
  CouponForm: CouponFormParamsSchema,
  LotteryCard: LotteryCardParamsSchema,
  JackpotLeaderboard: JackpotLeaderboardParamsSchema,
  JackpotTicker: JackpotTickerParamsSchema,
  RecentWins: RecentWinsParamsSchema,
  TournamentBoard: TournamentBoardParamsSchema,
  TournamentGamesByPage: TournamentGamesByPageParamsSchema,
  AdventureCalendar: AdventureCalendarParamsSchema,
  TournamentList: TournamentListParamsSchema,
  QuestProgress: QuestProgressParamsSchema,
  LootboxWheel: LootboxWheelParamsSchema,
  VipProgress: VipProgressParamsSchema,
  VipLevels: VipLevelsParamsSchema,
  PointsShopCards: PointsShopCardsParamsSchema,
} as const;

/** A widget name editors may write. */
export type WidgetName = keyof typeof WIDGET_PARAMS;
export const WIDGET_NAMES = Object.keys(WIDGET_PARAMS) as WidgetName[];
/** The params a widget's component receives, by name. */
export type WidgetParams<N extends WidgetName> = z.output<(typeof WIDGET_PARAMS)[N]>;

export function isWidgetName(name: string): name is WidgetName {
  return Object.prototype.hasOwnProperty.call(WIDGET_PARAMS, name);
}

const SHAPES: Record<WidgetName, z.ZodRawShape> = {
  GameRow: gameRowShape,
  GameGrid: gameGridShape,
  RichText: richTextShape,
  BannerSlider: bannerSliderShape,
  Banner: bannerShape,
  PromoBanner: promoBannerShape,
  Awards: awardsShape,
  Providers: providersShape,
  PaymentLogos: paymentLogosShape,
  Articles: articlesShape,
  NewsList: newsListShape,
  GiftsList: giftsListShape,
  DepositBonuses: depositBonusesShape,
  CouponForm: couponFormShape,
  LotteryCard: lotteryCardShape,
  JackpotLeaderboard: jackpotLeaderboardShape,
  JackpotTicker: jackpotTickerShape,
  RecentWins: recentWinsShape,
  TournamentBoard: tournamentBoardShape,
  TournamentGamesByPage: tournamentGamesByPageShape,
  AdventureCalendar: adventureCalendarShape,
  TournamentList: tournamentListShape,
  QuestProgress: questProgressShape,
  LootboxWheel: lootboxWheelShape,
  VipProgress: vipProgressShape,
  VipLevels: vipLevelsShape,
  PointsShopCards: pointsShopCardsShape,
};

/** Keys of which exactly one must be given, per widget (for the palette form). */
export const WIDGET_ONE_OF: Partial<Record<WidgetName, readonly string[]>> = {
  GameRow: SOURCE_KEYS,
  GameGrid: SOURCE_KEYS,
  PromoBanner: ['location', 'id'],
};
const REQUIRED: Partial<Record<WidgetName, readonly string[]>> = { RichText: ['snippet'], Banner: ['id'], TournamentGamesByPage: ['id'] };

/** The params of every widget, described for generated forms (same source as the schemas). */
export const WIDGET_PARAM_FIELDS: Record<WidgetName, ParamField[]> = Object.fromEntries(
  WIDGET_NAMES.map((name) => [
    name,
    Object.entries(SHAPES[name]).map(([key, schema]) => ({
      key,
      required: REQUIRED[name]?.includes(key) ?? false,
      ...(fieldMeta.get(schema as z.ZodType) ?? { kind: 'text' as const }),
    })),
  ]),
) as Record<WidgetName, ParamField[]>;

// ---------------------------------------------------------------------------------------------
// Validation

/** The result of validating one widget's params; `detail` when the message is one of the coded sentences. */
export type ParamsResult<N extends WidgetName = WidgetName> =
  { ok: true; name: N; params: WidgetParams<N> } | { ok: false; message: string; detail?: ParamsIssueDetail };

const REF_CODE: Record<CatalogueRef, ParamsIssueCode> = { category: 'unknownCategory', collection: 'unknownCollection', provider: 'unknownProvider' };

/**
 * Validates string params for a widget name; `message` is one English line for editors and logs.
 * With `catalogue`, params naming a category, collection or provider must name one that exists
 * (without it, only their spelling is checked: the renderer and the palette's first keystrokes
 * have no catalogue at hand).
 */
export function validateWidgetParams(name: string, raw: Record<string, string>, catalogue?: CatalogueKeys): ParamsResult {
  if (!isWidgetName(name)) return { ok: false, message: `Unknown widget "${name}". Known widgets: ${WIDGET_NAMES.join(', ')}.` };
  const result = WIDGET_PARAMS[name].safeParse(raw);
  if (!result.success) {
    const detail = result.error.issues.map(issueDetail).find((d) => d !== undefined);
    return { ok: false, message: `${name}: ${formatIssues(result.error)}`, ...(detail && result.error.issues.length === 1 ? { detail } : {}) };
  }
  const unknown = catalogue ? unknownReference(name, raw, catalogue) : null;
  if (unknown) {
    const detail: ParamsIssueDetail = { code: REF_CODE[unknown.ref], values: { key: unknown.value } };
    return { ok: false, message: `${name}: there is no ${unknown.ref} "${unknown.value}" in the game catalogue.`, detail };
  }
  return { ok: true, name, params: result.data } as ParamsResult;
}

/** The first param of a widget naming a catalogue entry that does not exist, or null. */
export function unknownReference(
  name: WidgetName,
  raw: Record<string, string>,
  catalogue: CatalogueKeys,
): { key: string; ref: CatalogueRef; value: string } | null {
  for (const field of WIDGET_PARAM_FIELDS[name]) {
    const value = field.ref ? raw[field.key]?.trim() : undefined;
    if (field.ref && value && !catalogue[field.ref].has(value)) return { key: field.key, ref: field.ref, value };
  }
  return null;
}

/** The coded sentence a zod issue carries (exactlyOne), if any. */
export function issueDetail(issue: z.core.$ZodIssue): ParamsIssueDetail | undefined {
  const params = issue.code === 'custom' ? (issue.params as Partial<ParamsIssueDetail> | undefined) : undefined;
  return params?.code && params.values ? { code: params.code, values: params.values } : undefined;
}

/** `limit must be at most 15; title must be ...`: a coded sentence stands alone, others name their key. */
function formatIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => (i.path.length && !issueDetail(i) ? `${i.path.join('.')} ${i.message}` : i.message))
    .join('; ');
}

/** Content whose elements nest deeper than this is refused at publish and not rendered (markupDepth). */
export const MARKUP_DEPTH_MAX = 256;

/** A problem of CMS content (same shape as schemas/cms/shared.ts CmsContentIssue). */
export interface ContentIssue {
  /** The placeholder as written (cut to 200 characters). */
  placeholder: string;
  /** The widget name it asks for ('' when the syntax broke before the name). */
  name: string;
  message: string;
  /** Offset of the placeholder in the content. */
  index: number;
  /** When the message is one of the coded sentences: its code and values, for a translated line. */
  code?: ParamsIssueCode;
  values?: Record<string, string>;
}

/**
 * Every problem of the placeholders in CMS HTML: broken syntax, unknown names, invalid params,
 * placeholders inside a tag; and markup nested deeper than MARKUP_DEPTH_MAX. With `catalogue`,
 * also params naming a category, collection or provider that does not exist. An empty list means
 * the content may be published.
 */
export function checkContent(html: string, catalogue?: CatalogueKeys): ContentIssue[] {
  const { placeholders, errors } = parsePlaceholders(html);
  const issues: ContentIssue[] = errors.map((e) => ({ placeholder: e.raw, name: e.name ?? '', message: e.message, index: e.start }));
  const depth = markupDepth(html);
  if (depth > MARKUP_DEPTH_MAX)
    issues.push({ placeholder: '', name: '', message: `The markup nests ${depth} elements deep; at most ${MARKUP_DEPTH_MAX} are allowed.`, index: 0 });
  for (const p of placeholders) {
    if (p.inAttribute) {
      issues.push({
        placeholder: p.raw.slice(0, 200),
        name: p.name,
        message: `#${p.name}[...]# is inside a tag or attribute; widgets can only stand in text.`,
        index: p.start,
      });
      continue;
    }
    const r = validateWidgetParams(p.name, p.params, catalogue);
    if (!r.ok)
      issues.push({
        placeholder: p.raw.slice(0, 200),
        name: p.name,
        message: r.message,
        index: p.start,
        ...(r.detail ? { code: r.detail.code, values: r.detail.values } : {}),
      });
  }
  return issues.sort((a, b) => a.index - b.index);
}
