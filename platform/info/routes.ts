import type { PlatformApp } from '../http/types';

/** HTTP routes of the info module. */
export default async function infoRoutes(app: PlatformApp): Promise<void> {
  void app;
}
