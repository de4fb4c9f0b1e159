import type { PlatformApp } from '../http/types';
import type { DepositPolicy } from './guards';
import paymentsRoutes from './routes';
import type { PaymentsService } from './service';

/**
 * The payments module. The deposit policy (the limits' deposit limit and exclusions) is passed
 * in by the composition root, per app instance. The service exists once the routes are
 * registered (its sandbox provider delivers callbacks through the app), hence `service()`.
 */
export function createPayments(ports: { depositPolicy: DepositPolicy }) {
  let current: PaymentsService | null = null;
  /** The payments service of this app (tests, bench, the excluded cash-out). */
  const service = (): PaymentsService => {
    if (!current) throw new Error('The payments routes are not registered on this platform yet');
    return current;
  };
  return {
    service,
    /** The cash-out calls an excluded player may still make (the limits module's CashoutPort). */
    cashouts: {
      listMethods: (playerId: number, action: 'cashout', currency: string | undefined) => service().listMethods(playerId, action, currency),
      cashout: (...args: Parameters<ReturnType<typeof service>['cashout']>) => service().cashout(...args),
    },
    routes: (app: PlatformApp) => paymentsRoutes(app, { ...ports, started: (s) => void (current = s) }),
  };
}

/** What bench, back office and tests may use from the payments module: the pieces the bench drives. */
export type { DepositPolicy, DepositGuardContext } from './guards';
export { firstDepositsBetween, succeededTotals } from './reads';
export { PaymentsService } from './service';
export { TRANSITIONS, canTransition } from './states';
export { SandboxProvider, signCallback, CALLBACK_PATH, SIGNATURE_HEADER, TIMESTAMP_HEADER, BLOCKED_BINS, SANDBOX_FAILING_IBAN } from './sandbox-provider';
export type { PaymentProvider, ProviderEvent, ProviderStatus } from './provider';
