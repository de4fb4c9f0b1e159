import type { PlatformDeps } from '../deps';
import type { PlatformApp } from '../http/types';
import type { DepositPolicy } from './guards';
import paymentsRoutes, { paymentsService } from './routes';

/**
 * The payments module. The deposit policy (the limits' deposit limit and exclusions) is passed
 * in by the composition root, per app instance. The service exists once the routes are
 * registered (its sandbox provider delivers callbacks through the app), hence `service()`.
 */
export function createPayments(deps: PlatformDeps, ports: { depositPolicy: DepositPolicy }) {
  const service = () => paymentsService(deps);
  return {
    service,
    /** The cash-out calls an excluded player may still make (the limits module's CashoutPort). */
    cashouts: {
      listMethods: (playerId: number, action: 'cashout', currency: string | undefined) => service().listMethods(playerId, action, currency),
      cashout: (...args: Parameters<ReturnType<typeof service>['cashout']>) => service().cashout(...args),
    },
    routes: (app: PlatformApp) => paymentsRoutes(app, ports),
  };
}

/**
 * What bench, back office and tests may use from the payments module: the service of a running
 * platform and the pieces the bench drives.
 */
export type { DepositPolicy, DepositGuardContext } from './guards';
export { paymentsService } from './routes';
export { succeededTotals } from './reads';
export { PaymentsService } from './service';
export { TRANSITIONS, canTransition } from './states';
export { SandboxProvider, signCallback, CALLBACK_PATH, SIGNATURE_HEADER, TIMESTAMP_HEADER, BLOCKED_BINS, SANDBOX_FAILING_IBAN } from './sandbox-provider';
export type { PaymentProvider, ProviderEvent, ProviderStatus } from './provider';
