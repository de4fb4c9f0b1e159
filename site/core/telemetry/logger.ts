/**
 * The site's logger. Every entry goes to the console and to the registered sinks; the telemetry
 * module registers the `PUT /log` sender as a sink (site/core/telemetry/index.ts), so an error logged
 * anywhere on the site reaches the platform's log sink in the sampled sessions.
 *
 * The logger never throws and never calls the API client itself, so a failing log sink cannot
 * produce another log entry in a loop.
 */

export type LogLevel = 'error' | 'warn' | 'info';

/** One log entry: a stable machine code (e.g. `LOAD_PLAYER_ACCOUNTS_ERROR`) and free details. */
export interface LogEntry {
  level: LogLevel;
  code: string;
  message: string;
  /** Extra facts (status, path, error code); kept small and JSON-safe. */
  context?: Record<string, string | number | boolean | null>;
  /** ISO time the entry was made. */
  time: string;
}

export type LogSink = (entry: LogEntry) => void;

const sinks = new Set<LogSink>();

/** Adds a sink; returns its removal. */
export function addLogSink(sink: LogSink): () => void {
  sinks.add(sink);
  return () => {
    sinks.delete(sink);
  };
}

function messageOf(err: unknown): string {
  if (err instanceof Error) return err.message;
  if (typeof err === 'string') return err;
  return '';
}

function write(level: LogLevel, code: string, err: unknown, context?: LogEntry['context']): LogEntry {
  const entry: LogEntry = { level, code, message: messageOf(err), time: new Date().toISOString(), ...(context ? { context } : {}) };
  const out = level === 'error' ? console.error : level === 'warn' ? console.warn : console.info;
  out(`[${code}]`, entry.message, context ?? '');
  for (const sink of sinks) {
    try {
      sink(entry);
    } catch {
      // A broken sink must not break the caller, nor log about itself.
    }
  }
  return entry;
}

export const logger = {
  error: (code: string, err?: unknown, context?: LogEntry['context']) => write('error', code, err, context),
  warn: (code: string, err?: unknown, context?: LogEntry['context']) => write('warn', code, err, context),
  info: (code: string, err?: unknown, context?: LogEntry['context']) => write('info', code, err, context),
};
