/**
 * The device fingerprint (`dfpc`) sent with sign-in and registration (spec P7): a stable,
 * non-identifying hash of what the browser tells about the device. No tracking library: the
 * platform stores it for fraud checks only, and the same device yields the same value.
 */

/** The facts the fingerprint is made of, in a fixed order. */
export interface DeviceFacts {
  userAgent: string;
  languages: readonly string[];
  timeZone: string;
  screen: string;
  colorDepth: number;
  hardwareConcurrency: number;
  platform: string;
  touchPoints: number;
}

export function deviceFactsString(f: DeviceFacts): string {
  return [f.userAgent, f.languages.join(','), f.timeZone, f.screen, f.colorDepth, f.hardwareConcurrency, f.platform, f.touchPoints].join('|');
}

/** The facts of this browser; safe defaults where a value is missing. */
export function readDeviceFacts(nav: Navigator = navigator, scr: Pick<Screen, 'width' | 'height' | 'colorDepth'> = screen): DeviceFacts {
  let timeZone = '';
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = '';
  }
  return {
    userAgent: nav.userAgent ?? '',
    languages: nav.languages ?? [nav.language ?? ''],
    timeZone,
    screen: `${scr.width}x${scr.height}`,
    colorDepth: scr.colorDepth ?? 0,
    hardwareConcurrency: nav.hardwareConcurrency ?? 0,
    platform: (nav as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? nav.platform ?? '',
    touchPoints: nav.maxTouchPoints ?? 0,
  };
}

/** SHA-256 of the facts as 64 hex characters (fits the platform's 512-character limit). */
export async function fingerprint(facts: DeviceFacts, subtle: SubtleCrypto = crypto.subtle): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(deviceFactsString(facts)));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This browser's fingerprint, or undefined where it cannot be computed (no WebCrypto on plain http). */
export async function deviceFingerprint(): Promise<string | undefined> {
  try {
    if (typeof crypto === 'undefined' || !crypto.subtle) return undefined;
    return await fingerprint(readDeviceFacts());
  } catch {
    return undefined;
  }
}
