'use client';

import { useState } from 'react';
import { useRealtimeEvent } from '../realtime/RealtimeProvider';
import { JackpotWinPopup, type JackpotWin } from './JackpotWinPopup';

/** Opens the winner's popup on the private jackpot-win event (the balance refreshes through the cache effects). */
export function JackpotWinListener() {
  const [win, setWin] = useState<JackpotWin | null>(null);
  useRealtimeEvent('private:jackpot_win', (w) => setWin(w));
  return win ? <JackpotWinPopup win={win} onClose={() => setWin(null)} /> : null;
}
