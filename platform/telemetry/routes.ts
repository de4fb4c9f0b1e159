import type { PlatformApp } from '../http/types';

/** HTTP routes of the telemetry module. */
export default async function telemetryRoutes(app: PlatformApp): Promise<void> {
  void app;
}
