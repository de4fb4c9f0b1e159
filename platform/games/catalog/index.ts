/**
 * What other modules (the studio, launches, game rounds) may use from the games catalogue.
 * Everything takes a database or a transaction handle, so a launch reads the game inside its own
 * transaction.
 */
export { STUDIO_ENGINES, SLOT_ENGINES, TABLE_ENGINE, isStudioEngine, type StudioEngine } from './engines';
export {
  findGame,
  findGameBySeo,
  findGameEntry,
  gameCurrencies,
  providerRequiredFields,
  recordPlayedGame,
  loadGameViews,
  previewUrl,
  type GameRecord,
  type Queryable,
} from './repository';
export { invalidateCatalog } from './cache';
export { catalogueKeys, gameNames, knownGameIdentifiers } from './queries';
export { categoryOrder, gameCategoryKeys } from './reads';
export { selectionGamesPage, type GameSelection } from './eligible';
