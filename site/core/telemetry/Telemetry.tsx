'use client';

import { useEffect } from 'react';
import { decideSampling } from './sampling';

let started = false;

/**
 * Starts the browser telemetry once per page load (not again on a re-mount or in Strict Mode).
 * Only a sampled tab (5 %) sends anything, so the senders load in those tabs alone, after the
 * sampling decision: the other 95 % never download them.
 */
export function Telemetry() {
  useEffect(() => {
    if (started) return;
    started = true;
    if (!decideSampling()) return;
    void import('./index').then((m) => m.startTelemetry({ sampled: true }));
  }, []);
  return null;
}
