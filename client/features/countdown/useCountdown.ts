import { useEffect, useState } from 'react';

/** The countdown's boxes move every second. */
export const COUNTDOWN_TICK_MS = 1000;
export const SPARKLE_EVERY_MS = 30_000;
export const SPARKLE_FOR_MS = 4000;

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
