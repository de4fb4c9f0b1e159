import type { PlatformApp } from '../http/types';

/** HTTP routes of the wallet module. */
export default async function walletRoutes(app: PlatformApp): Promise<void> {
  void app;
}
