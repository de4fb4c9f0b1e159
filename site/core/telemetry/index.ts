import { addLogSink } from './logger';
import { decideSampling } from './sampling';
import { createLogSender, fetchTransport, readPageTimings, sendNetworkPerformance, sendPerformance, type Transport } from './senders';

export { logger, addLogSink, type LogEntry, type LogLevel } from './logger';
export { decideSampling, uniformRandom } from './sampling';
export { createLogSender, fetchTransport, readPageTimings, sendNetworkPerformance, sendPerformance, toLogEntryBody, type Transport } from './senders';

export interface StartTelemetryOptions {
  transport?: Transport;
  sampled?: boolean;
  /** The window whose load and pagehide events are used; default the global one. */
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document: Pick<Document, 'readyState'>; location: Pick<Location, 'pathname'> };
}

/**
 * Starts the browser's telemetry (spec P7 "Telemetry"), once per page load: in a sampled tab
 * (5 %), logged entries go to `PUT /log` (batched, flushed on pagehide), the page timings to
 * `PUT /performance` after load, and the connection to `PUT /network-performance`. In the other
 * tabs nothing is sent. Returns the stop function.
 */
export function startTelemetry(opts: StartTelemetryOptions = {}): () => void {
  const win = opts.win ?? (typeof window === 'undefined' ? undefined : window);
  if (!win) return () => undefined;
  const sampled = opts.sampled ?? decideSampling();
  if (!sampled) return () => undefined;
  const transport = opts.transport ?? fetchTransport;

  const logs = createLogSender(transport, { url: () => win.location.pathname });
  const removeSink = addLogSink(logs.push);
  const onPageHide = () => void logs.flush();
  win.addEventListener('pagehide', onPageHide);

  void sendNetworkPerformance(transport);
  // loadEventEnd is set only after the load handlers ran, so read the timings a tick later.
  const sendTimings = () => setTimeout(() => void sendPerformance(transport, readPageTimings(), win.location.pathname), 0);
  if (win.document.readyState === 'complete') sendTimings();
  else win.addEventListener('load', sendTimings, { once: true });

  return () => {
    removeSink();
    win.removeEventListener('pagehide', onPageHide);
    win.removeEventListener('load', sendTimings);
    void logs.flush();
  };
}
