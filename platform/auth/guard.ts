/** The player guard lives with the other request helpers (platform/http/player-session.ts); auth re-exports it. */
export { requirePlayer, optionalPlayer, type PlayerContext } from '../http/player-session';
