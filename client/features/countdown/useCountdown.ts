import { useEffect, useState } from 'react';
import { computeCountdown, type Countdown } from './countdown';

export const COUNTDOWN_TICK_MS = 1000;
export const SPARKLE_EVERY_MS = 30_000;
export const SPARKLE_FOR_MS = 4000;

/** The time left until `target`, recomputed every second from the clock (so it never drifts). */
export function useCountdown(target: Date | undefined): Countdown | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!target) return;
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [target]);
  return target ? computeCountdown(now, target) : undefined;
}

/** True for SPARKLE_FOR_MS about every SPARKLE_EVERY_MS; always false when motion is reduced. */
export function useSparkles(enabled: boolean): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let hide: ReturnType<typeof setTimeout> | undefined;
    const every = setInterval(() => {
      setVisible(true);
      hide = setTimeout(() => setVisible(false), SPARKLE_FOR_MS);
    }, SPARKLE_EVERY_MS);
    return () => {
      clearInterval(every);
      clearTimeout(hide);
    };
  }, [enabled]);
  return enabled && visible;
}
