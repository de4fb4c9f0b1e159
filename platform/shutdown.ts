/** What the one server process (server.ts) closes when it is asked to stop. */
export interface ServerParts {
  /** Detaches socket.io: every client is disconnected by the server. */
  closeRealtime: () => Promise<void>;
  /** The platform; closing it closes the shared HTTP server and waits for requests in flight. */
  app: { close(): Promise<unknown> };
  nextApp?: { close?: () => Promise<unknown> } | undefined;
  redis?: { disconnect(): void } | undefined;
  database: { close(): Promise<void> };
}

/**
 * Graceful shutdown (SIGTERM, SIGINT): socket.io first, so no client reconnects into a process
 * that is going away; then the HTTP server and the platform (requests in flight finish, new
 * connections are refused), Next, Redis, and the database last, because every step before may
 * still write to it. server.ts exits 0 once this resolves, 1 if it throws or takes over 10 s.
 */
export async function closeServer(parts: ServerParts): Promise<void> {
  await parts.closeRealtime();
  await parts.app.close();
  await parts.nextApp?.close?.();
  parts.redis?.disconnect();
  await parts.database.close();
}
