/**
 * Test-only injection points of a spin; production code never sets them. The crash tests set
 * `afterBet` to stop the work between the bet and the win (throwing, or killing the process as
 * `kill -9` would) and put it back to null afterwards.
 */
export const spinFaults: { afterBet: (() => Promise<void>) | null } = { afterBet: null };
