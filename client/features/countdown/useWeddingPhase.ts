import { useEffect, useState } from 'react';
import type { WeddingSettings } from '../../../protocol/wedding';
import { weddingPhase, type WeddingPhase } from '../../../protocol/wedding-calendar';

/**
 * The wedding's phase, recomputed from the clock every `tickMs` (so it never drifts and turns over
 * at the venue's midnight by itself). The countdown ticks every second; a heading needs a minute.
 */
export function useWeddingPhase(
  settings: Pick<WeddingSettings, 'ceremonyStart' | 'timeZone'> | undefined,
  tickMs: number,
): WeddingPhase | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!settings) return;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [settings, tickMs]);
  return settings ? weddingPhase(now, settings) : undefined;
}
