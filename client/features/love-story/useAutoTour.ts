import { useEffect, useRef, useState, type RefObject } from 'react';

export const AUTO_TOUR_STEP_MS = 4000;
/** The share of the section that must be on screen for the tour to run. */
export const AUTO_TOUR_VISIBLE_RATIO = 0.3;

const USER_INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Advances through `count` items every AUTO_TOUR_STEP_MS while at least 30 % of the section is
 * visible, scrolling each into view; answers the highlighted index (-1 before the first step).
 * It stops when the section leaves the screen, and pauses once the guest scrolls or taps
 * themselves, until the section comes back into view, so it never fights the reader.
 */
export function useAutoTour(
  sectionRef: RefObject<HTMLElement | null>,
  itemRefs: RefObject<(HTMLElement | null)[]>,
  count: number,
  enabled: boolean,
): number {
  const [visible, setVisible] = useState(false);
  const [paused, setPaused] = useState(false);
  const [active, setActive] = useState(-1);
  const step = useRef(-1);

  useEffect(() => {
    const section = sectionRef.current;
    if (!section || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const nowVisible = entry.isIntersecting && entry.intersectionRatio >= AUTO_TOUR_VISIBLE_RATIO;
        setVisible(nowVisible);
        if (!nowVisible) setPaused(false);
      },
      { threshold: AUTO_TOUR_VISIBLE_RATIO },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [sectionRef, enabled]);

  useEffect(() => {
    if (!visible || paused || !enabled || count === 0) return;
    const pause = () => setPaused(true);
    for (const type of USER_INPUT_EVENTS) window.addEventListener(type, pause, { passive: true });
    const timer = setInterval(() => {
      step.current = (step.current + 1) % count;
      setActive(step.current);
      itemRefs.current[step.current]?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }, AUTO_TOUR_STEP_MS);
    return () => {
      clearInterval(timer);
      for (const type of USER_INPUT_EVENTS) window.removeEventListener(type, pause);
    };
  }, [visible, paused, enabled, count, itemRefs]);

  return enabled && visible ? active : -1;
}
