import type { PlatformApp } from '../http/types';

/** HTTP routes of the player module. */
export default async function playerRoutes(app: PlatformApp): Promise<void> {
  void app;
}
