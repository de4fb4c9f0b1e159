import type { WidgetName } from '../schemas/widget-params';
import { gameGridWidget } from '../widgets/GameGrid/definition';
import { gameRowWidget } from '../widgets/GameRow/definition';
import { richTextWidget } from '../widgets/RichText/definition';
import { articlesWidget } from '../widgets/Articles/definition';
import { awardsWidget } from '../widgets/Awards/definition';
import { bannerWidget } from '../widgets/Banner/definition';
import { bannerSliderWidget } from '../widgets/BannerSlider/definition';
import { newsListWidget } from '../widgets/NewsList/definition';
import { giftsListWidget } from '../widgets/GiftsList/definition';
import { depositBonusesWidget } from '../widgets/DepositBonuses/definition';
import { couponFormWidget } from '../widgets/CouponForm/definition';
import { paymentLogosWidget } from '../widgets/PaymentLogos/definition';
import { promoBannerWidget } from '../widgets/PromoBanner/definition';
import { providersWidget } from '../widgets/Providers/definition';
import { lotteryCardWidget } from '../widgets/LotteryCard/definition';
import { jackpotLeaderboardWidget } from '../widgets/JackpotLeaderboard/definition';
import { jackpotTickerWidget } from '../widgets/JackpotTicker/definition';
import { recentWinsWidget } from '../widgets/RecentWins/definition';
import { tournamentBoardWidget } from '../widgets/TournamentBoard/definition';
import { tournamentGamesByPageWidget } from '../widgets/TournamentGamesByPage/definition';
import { adventureCalendarWidget } from '../widgets/AdventureCalendar/definition';
import { tournamentListWidget } from '../widgets/TournamentList/definition';
import { questProgressWidget } from '../widgets/QuestProgress/definition';
import { lootboxWheelWidget } from '../widgets/LootboxWheel/definition';
import { vipLevelsWidget } from '../widgets/VipLevels/definition';
import { vipProgressWidget } from '../widgets/VipProgress/definition';
import { pointsShopCardsWidget } from '../widgets/PointsShopCards/definition';
import type { AnyWidgetDefinition, WidgetDefinition } from './define';

/**
 * Every widget an editor can place, keyed by the PascalCase name written in placeholders and
 * slot configs. ONE `as const` object: nothing registers itself by being imported, so what can
 * render is exactly what is listed here, and a key must match its entry's name and params schema
 * (the `satisfies` below makes a mismatch a compile error). Every widget of
 * schemas/widget-params.ts has an entry and every entry has params there (define.test.ts), so a
 * placeholder the publish check accepts always renders.
 */
export const registry = {
  GameRow: gameRowWidget,
  GameGrid: gameGridWidget,
  RichText: richTextWidget,
  BannerSlider: bannerSliderWidget,
  Banner: bannerWidget,
  PromoBanner: promoBannerWidget,
  Awards: awardsWidget,
  Providers: providersWidget,
  PaymentLogos: paymentLogosWidget,
  Articles: articlesWidget,
  NewsList: newsListWidget,
  GiftsList: giftsListWidget,
  DepositBonuses: depositBonusesWidget,
  CouponForm: couponFormWidget,
  LotteryCard: lotteryCardWidget,
  JackpotLeaderboard: jackpotLeaderboardWidget,
  JackpotTicker: jackpotTickerWidget,
  RecentWins: recentWinsWidget,
  TournamentBoard: tournamentBoardWidget,
  TournamentGamesByPage: tournamentGamesByPageWidget,
  AdventureCalendar: adventureCalendarWidget,
  TournamentList: tournamentListWidget,
  QuestProgress: questProgressWidget,
  LootboxWheel: lootboxWheelWidget,
  VipProgress: vipProgressWidget,
  VipLevels: vipLevelsWidget,
  PointsShopCards: pointsShopCardsWidget,
} as const satisfies { readonly [N in WidgetName]?: WidgetDefinition<N> };

/** The entry of a widget name, or null when the name is unknown or has no component yet. */
export function widgetEntry(name: string): AnyWidgetDefinition | null {
  return Object.prototype.hasOwnProperty.call(registry, name) ? ((registry as Record<string, AnyWidgetDefinition>)[name] ?? null) : null;
}

/** Names with a component, in registry order (the back-office palette lists these). */
export const REGISTERED_WIDGETS = Object.keys(registry) as WidgetName[];
