/**
 * What other modules (limits, bench, back office, tests) may use from the payments module: the
 * deposit hook, the service of a running platform and the pieces the bench drives.
 */
export { depositGuards, runDepositGuards, type DepositGuard, type DepositGuardContext } from './guards';
export { paymentsService } from './routes';
export { PaymentsService } from './service';
export { TRANSITIONS, canTransition } from './states';
export { SandboxProvider, signCallback, CALLBACK_PATH, SIGNATURE_HEADER, TIMESTAMP_HEADER, BLOCKED_BINS, SANDBOX_FAILING_IBAN } from './sandbox-provider';
export type { PaymentProvider, ProviderEvent, ProviderStatus } from './provider';
