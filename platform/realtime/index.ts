import type { Server as HttpServer } from 'node:http';
import type { PlatformDeps } from '../deps';

/** Attaches socket.io to the shared HTTP server. Returns a function that closes it. */
export async function attachRealtime(httpServer: HttpServer, deps: PlatformDeps): Promise<() => Promise<void>> {
  void httpServer;
  void deps;
  return async () => {};
}
