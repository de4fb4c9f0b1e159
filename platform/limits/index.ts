/**
 * What other modules may use from the limits module: the deposit check for the payments
 * module's deposit hook, and the exclusion lookup (a module that must refuse something to an
 * excluded player asks here rather than reading the tables).
 */
export { depositGuard, type MoneyCheck } from './guards';
export { runningExclusion, excludedError } from './service';
