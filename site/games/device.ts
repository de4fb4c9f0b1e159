import type { Device } from '../../schemas/games';
import { deviceFromHeaders } from '../../widgets/common/games/catalog/rules';

/** The device of this browser for games_filter (the server decides from the same user agent). */
export function clientDevice(): Device {
  if (typeof navigator === 'undefined') return 'desktop';
  const hints = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  return deviceFromHeaders(navigator.userAgent, hints?.mobile === undefined ? null : hints.mobile ? '?1' : '?0');
}
