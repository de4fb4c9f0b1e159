'use client';

import { useEffect } from 'react';
import { startTelemetry } from './index';

let started = false;

/** Starts the browser telemetry once per page load (not again on a re-mount or in Strict Mode). */
export function Telemetry() {
  useEffect(() => {
    if (started) return;
    started = true;
    startTelemetry();
  }, []);
  return null;
}
