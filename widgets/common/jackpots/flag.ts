'use client';

import { useFeatureFlag } from '../../../site/core/flags/useFeatureFlag';

/**
 * Spec C9: the mystic jackpots are behind the `mysticJackpots` feature flag (/ffc). A jackpot
 * widget (JackpotTicker, JackpotLeaderboard) shows only with the flag on, and always in the back
 * office's preview so editors see what they place.
 */
export function jackpotWidgetShown(flagOn: boolean, preview: boolean): boolean {
  return flagOn || preview;
}

/** Whether a jackpot widget shows in this browser (the flag is read after hydration, site/core/flags). */
export function useJackpotWidgetShown(preview: boolean): boolean {
  return jackpotWidgetShown(useFeatureFlag('mysticJackpots'), preview);
}
