import type { PlatformDeps } from './deps';
import type { PlatformApp } from './http/types';
import { createAuth, hashPassword, verifyPassword, type SignInPolicy } from './auth';
import { createBonuses } from './bonuses';
import { createCms, liveConfigBody } from './cms';
import { adventureConsumers, createAdventure, type AdventurePorts } from './adventure';
import { createGames, gameCategoryKeys, knownGameIdentifiers, realRoundTotals, selectionGamesPage, type BetPolicy, type LaunchPolicy } from './games';
import { convertAtRate, createInfo, exchangeRate, exchangeRateNumber } from './info';
import { activateGift, createGifts, findTemplate, giftConsumers, GiftRefusedError, type GiftPorts, type Gifts } from './gifts';
import { achievementConsumers, createAchievements } from './achievements';
import { createLotteries, lotteryConsumers, type Lotteries, type LotteryPorts } from './lotteries';
import { createJackpots, jackpotConsumers, publicWinsConsumer, type JackpotPorts } from './jackpots';
import { createLootboxes, lootboxConsumers, type LootboxPorts } from './lootboxes';
import { createLoyalty, loyaltyConsumers, type LoyaltyPorts } from './loyalty';
import { createLimits, isExcluded } from './limits';
import { createMail } from './mail';
import { createMessagesRoute } from './messages-route';
import { createNotifications, notificationConsumer } from './notifications';
import { createPayments, succeededTotals, type DepositPolicy } from './payments';
import { addPlayerToGroups, createPlayer, listGroups, playerContact, playerExists, playerGroupIds, removePlayerFromGroups } from './player';
import { createVip, vipConsumers, type VipPorts } from './vip';
import { audit, createStaff, requireDevTools, requireStaff } from './staff';
import { createTelemetry } from './telemetry';
import { createAffiliates } from './affiliates';
import { createTournaments, tournamentConsumers, type TournamentPorts } from './tournaments';
import { createWallet, reconcile } from './wallet';
import type { Db, Tx } from './db/client';
import { outboxRoutes } from './outbox/routes';
import type { Consumer } from './outbox/index';
import { balancePushConsumer } from './bonuses/stream';
import { paymentPushConsumer } from './payments/stream';
import { limitPushConsumer } from './limits/stream';
import { groupPushConsumer } from './player/stream';

/** Every policy one module asks and another decides; the composition root wires each once. */
export interface PlatformPolicies {
  /** Inside a real-money bet's transaction (games asks, limits decides). */
  bet: BetPolicy;
  /** Before a real-money game session opens (games asks, limits decides). */
  launch: LaunchPolicy;
  /** Inside a deposit's transaction, at its start and as its money arrives (payments asks, limits decides; gifts checks the chosen bonus at the start). */
  deposit: DepositPolicy;
  /** After the password matched (auth asks, limits decides). */
  signIn: SignInPolicy;
}

/** What the gifts engine asks: limits decides whether an exclusion runs (no gift then). */
function giftPorts(): GiftPorts {
  return { excluded: (db, playerId, at) => isExcluded(db, playerId, at) };
}

/** What the lotteries engine asks: limits' exclusion check and gifts' issuing port (every prize through it). */
function lotteryPorts(gifts: Gifts): LotteryPorts {
  return {
    excluded: (db, playerId, at) => isExcluded(db, playerId, at),
    issueGift: (db, input) => gifts.issueGift(db, input),
    refusalReason: (err) => (err instanceof GiftRefusedError ? err.reason : null),
  };
}

/** The public wins feed's threshold in EUR cents (PUBLIC_WIN_THRESHOLD_EUR_CENTS, default 50 EUR, platform/config.ts). */
function publicWinThreshold(deps: PlatformDeps): bigint {
  return BigInt(deps.config.PUBLIC_WIN_THRESHOLD_EUR_CENTS);
}

/** What the jackpots engine asks: the platform's exchange rates (info) convert bets in other currencies. */
function jackpotPorts(): JackpotPorts {
  return { rate: (db, from, to) => exchangeRate(db, from, to) };
}

/**
 * What the tournaments engine asks: prizes and quest rewards through the gifts port (which
 * refuses excluded, multi-account and bonus-refusing players), a game's categories from the
 * catalogue, exchange rates from info.
 */
function tournamentPorts(ports: GiftPorts): TournamentPorts {
  const gifts = createGifts(ports);
  return {
    issueGift: (tx, input) => gifts.issueGift(tx, input),
    activateGift: async (tx, playerId, giftId, at) => {
      await activateGift(tx, { playerId, giftId, at });
    },
    gameCategories: (db, gameId) => gameCategoryKeys(db, gameId),
    eligibleGames: (db, sel, device, page, perPage) => selectionGamesPage(db, sel, device, page, perPage),
    rate: (db, from, to) => exchangeRateNumber(db, from, to),
  };
}

/** What the adventure calendar asks: cms' live config, the player's groups (and joining a day's), limits' exclusion check, gifts' issuing port. */
function adventurePorts(gifts: Gifts): AdventurePorts {
  return {
    config: (db) => liveConfigBody(db, 'vip-adventures'),
    groupsOf: (db, playerId) => playerGroupIds(db, playerId),
    joinGroups: (db, playerId, groupIds) => addPlayerToGroups(db, playerId, groupIds),
    excluded: (db, playerId, at) => isExcluded(db, playerId, at),
    issueGift: (db, input) => gifts.issueGift(db, input),
    refusalReason: (err) => (err instanceof GiftRefusedError ? err.reason : null),
  };
}

/** What the loot-boxes engine asks: the same as lotteries (limits' exclusion check, gifts' issuing port). */
const lootboxPorts: (gifts: Gifts) => LootboxPorts = lotteryPorts;

/** What the VIP engine asks: player's groups (changed through its functions) and currency, info's rates. */
export function vipPorts(): VipPorts {
  return {
    groupsOf: (db, playerId) => playerGroupIds(db, playerId),
    addGroups: (tx, playerId, ids) => addPlayerToGroups(tx, playerId, ids),
    removeGroups: (tx, playerId, ids) => removePlayerFromGroups(tx, playerId, ids),
    currencyOf: async (db, playerId) => (await playerContact(db, playerId))?.currency ?? null,
    convert: (db, amount, from, to) => convertAtRate(db, amount, from, to),
  };
}

/** What the loyalty engine asks: limits' exclusion check, games' categories of a game (and the catalogue's games, for a card), gifts' issuing port and templates, lotteries' ticket port. */
function loyaltyPorts(gifts: Gifts, lotteries: Lotteries): LoyaltyPorts {
  return {
    excluded: (db, playerId, at) => isExcluded(db, playerId, at),
    gameCategories: (db, gameId) => gameCategoryKeys(db, gameId),
    knownGames: (db, identifiers) => knownGameIdentifiers(db, identifiers),
    templateExists: async (db, id) => (await findTemplate(db, id)) !== null,
    issueGift: (db, input) => gifts.issueGift(db, input),
    refusalReason: (err) => (err instanceof GiftRefusedError ? err.reason : null),
    buyTickets: (db, playerId, lotteryId, count, key, at) => lotteries.buyTickets(db, playerId, lotteryId, count, key, at),
  };
}

/** Runs `first`, then `extra` if given: a test adds its own check after the platform's. */
function andThen<C extends unknown[]>(first: (...c: C) => Promise<void> | void, extra?: (...c: C) => Promise<void> | void): (...c: C) => Promise<void> {
  return async (...c) => {
    await first(...c);
    await extra?.(...c);
  };
}

/**
 * The composition root: every module built once per app, with what it needs from other modules
 * passed in as ports. Read this to know who decides what (platform/README.md "What happens
 * when"): the limits module's policies refuse bets, launches, deposits and sign-ins; games,
 * payments and auth only ask them. No module registers itself by being imported, and no
 * module-level list holds hooks: two apps in one process share nothing.
 *
 * `extraPolicies` are checks run after the platform's own (tests refuse a bet on purpose).
 */
export function composeModules(deps: PlatformDeps, extraPolicies: Partial<PlatformPolicies> = {}) {
  const { db } = deps;

  // Responsible gambling decides; the modules where money and play happen ask.
  const limits = createLimits(deps);
  // Gifts: the one issuing port (engines to come call gifts.issueGift), the maximum bet while a bonus is wagered, and the deposit's bonus choice.
  const gifts = createGifts(giftPorts());
  // Lotteries: tickets from deposits (the stream) and purchases, the verifiable draw, prizes through gifts' port.
  const lotteries = createLotteries(lotteryPorts(gifts));
  // Loot boxes and the wheel: boxes from deposits (the stream), staff and the port, the verifiable draw, prizes through gifts' port (same ports as lotteries).
  const lootboxes = createLootboxes(lootboxPorts(gifts));
  // Loyalty: comp points from the stream, the points shop (rewards through gifts' and lotteries' ports), levels.
  const loyalty = createLoyalty(loyaltyPorts(gifts, lotteries));
  // Achievements: badges earned from the stream.
  const achievements = createAchievements();
  // Adventure calendar: days completed from the stream, prizes through gifts' port.
  const adventure = createAdventure(adventurePorts(gifts));
  // VIP club: statuses from the stream's deposits and bets, kept as player groups, ended at the quarter's end.
  const vip = createVip(vipPorts());
  const policies: PlatformPolicies = {
    bet: andThen(andThen(limits.policies.bet, gifts.betPolicy), extraPolicies.bet),
    launch: andThen(limits.policies.launch, extraPolicies.launch),
    deposit: andThen(andThen(limits.policies.deposit, gifts.depositPolicy), extraPolicies.deposit),
    signIn: andThen(limits.policies.signIn, extraPolicies.signIn),
  };

  const auth = createAuth(deps, { signInPolicy: policies.signIn });
  // Free spins: a real launch of a gift's game plays its spins (games asks, gifts keeps the count and pays the wins as bonus money).
  const games = createGames(deps, { bet: policies.bet, launch: policies.launch }, { freeSpins: gifts.freeSpins });
  const payments = createPayments({ depositPolicy: policies.deposit });
  const player = createPlayer({
    stats: { succeededPayments: (id, action) => succeededTotals(db, id, action), realRounds: (id) => realRoundTotals(db, id) },
    security: { hashPassword, verifyPassword, requireDevTools },
  });
  const info = createInfo({ listGroups: () => listGroups(db) });
  const wallet = createWallet();
  const staff = createStaff();
  const telemetry = createTelemetry();
  const affiliates = createAffiliates();
  const mail = createMail({ requireDevTools });
  const bonuses = createBonuses();
  const messages = createMessagesRoute();
  const cms = createCms();
  const notifications = createNotifications();
  // Jackpots: pools fed by the stream (eventConsumers below), paid through the ledger.
  const jackpots = createJackpots();
  /** The ledger's reconciliation with every module's own money invariant (the jackpots' pools). */
  const reconcileAll = (db: Db | Tx) => reconcile(db, [jackpots.reconcileCheck]);
  const tournaments = createTournaments(tournamentPorts(giftPorts()));
  // The excluded player's cash-out: auth's credential check, payments' cash-out, limits' rule.
  const limitsRoutes = limits.routes({ credentials: auth.verifyCredentials, cashouts: payments.cashouts, playerExists: (id) => playerExists(db, id) });

  /** Every module's routes, in registration order. */
  const routes: ReadonlyArray<(app: PlatformApp) => Promise<void>> = [
    auth.routes,
    player.routes,
    info.routes,
    wallet.routes,
    staff.routes,
    telemetry.routes,
    affiliates.routes,
    mail.routes,
    ...games.routes,
    limitsRoutes,
    bonuses.routes,
    gifts.routes,
    lotteries.routes,
    lootboxes.routes,
    loyalty.routes,
    achievements.routes,
    adventure.routes,
    vip.routes,
    payments.routes,
    messages.routes,
    cms.routes,
    notifications.routes,
    jackpots.routes,
    tournaments.routes,
    // The event stream's back-office view (parked events, consumer positions).
    (app: PlatformApp) =>
      outboxRoutes(app, {
        requireAdmin: (req) => requireStaff(req, ['admin']),
        audit: async (req, action, target, before, after, tx) => {
          await audit(req, action, target, before, after, { db: tx });
        },
      }),
  ];
  return { modules: { auth, games, payments, limits, gifts, lotteries, lootboxes, loyalty, jackpots, vip, reconcile: reconcileAll }, policies, routes };
}

export type PlatformModules = ReturnType<typeof composeModules>['modules'];

// ─── Event stream consumers ─────────────────────────────────────────────────────────────────────
/**
 * Every reaction to the domain event stream (platform/outbox), by name, in one place: what runs
 * after a bet, a win, a deposit or a sign-in has committed. Each keeps its own position, is handed
 * each event at least once and is retried with back-off, then parked, without holding up the
 * others. A consumer's name is its identity in the database: renaming one starts it afresh.
 */
export function eventConsumers(deps: PlatformDeps): Consumer[] {
  return [
    // Live pushes to the player's open pages (realtime), built from the facts, read after commit.
    balancePushConsumer(deps),
    paymentPushConsumer(deps),
    limitPushConsumer(deps),
    groupPushConsumer(deps),
    // Gifts follow the bonus money they granted, credited deposits get their chosen bonus, and gift stages are pushed (platform/gifts).
    ...giftConsumers(deps, giftPorts()),
    // Lottery tickets for credited deposits, and the ticket and draw pushes after commit (platform/lotteries).
    ...lotteryConsumers(lotteryPorts(createGifts(giftPorts())), deps),
    // Loot boxes for credited deposits (platform/lootboxes).
    ...lootboxConsumers(lootboxPorts(createGifts(giftPorts()))),
    // Comp points from real-money stakes, level gifts, pushed on private:comps (platform/loyalty).
    ...(() => {
      const gifts = createGifts(giftPorts());
      return loyaltyConsumers(deps, loyaltyPorts(gifts, createLotteries(lotteryPorts(gifts))));
    })(),
    // Achievement progress from deposits and rounds (platform/achievements).
    ...achievementConsumers(),
    // Tournament and quest scores from real-money stakes, wins and rollbacks (platform/tournaments).
    ...tournamentConsumers(deps, tournamentPorts(giftPorts())),
    // Adventure calendar days from deposits and real-money stakes (platform/adventure).
    ...adventureConsumers(adventurePorts(createGifts(giftPorts()))),
    // VIP totals and statuses from deposits and real-money bets (platform/vip).
    ...vipConsumers(vipPorts()),
    // Each player's notifications (written once per fact, then pushed).
    notificationConsumer(deps),
    // Jackpot contributions and drops from real-money bets and rollbacks, then the win pushes (platform/jackpots).
    ...jackpotConsumers(deps, jackpotPorts(), { publicWinThresholdEurCents: publicWinThreshold(deps) }),
    // Ordinary real-money wins at or above the threshold on the public wins feed (RecentWins), masked names.
    publicWinsConsumer(deps, jackpotPorts(), { thresholdEurCents: publicWinThreshold(deps) }),
  ];
}
// ─── End of event stream consumers ──────────────────────────────────────────────────────────────
