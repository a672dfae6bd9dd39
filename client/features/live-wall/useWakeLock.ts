import { useEffect } from 'react';

/**
 * Keeps the projector's screen from dimming or sleeping through the night. The browser drops the
 * lock whenever the page is hidden, so it is asked for again each time the page is shown.
 */
export function useScreenWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | undefined;
    let active = true;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const acquired = await navigator.wakeLock.request('screen');
        if (active) lock = acquired;
        else void acquired.release();
      } catch {
        // Refused (no user gesture yet, battery saver): the wall works, the screen may sleep.
      }
    };
    void acquire();
    const onVisibility = () => void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release();
    };
  }, []);
}
