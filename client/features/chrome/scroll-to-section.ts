import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

// Spec guest-site §9: the sticky nav bar covers the top 80 px; a click waits 300 ms so the phone
// menu can close first; a hash waits 500 ms on load so the sections have rendered.
export const SCROLL_OFFSET_PX = 80;
export const SECTION_CLICK_DELAY_MS = 300;
export const LOAD_HASH_DELAY_MS = 500;

/** Scrolls so the section's top sits just below the nav bar. False when there is no such section. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  window.scrollTo({
    top: element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX,
    behavior: 'smooth',
  });
  return true;
}

/** The section id named by a location hash ('#venue-map' → 'venue-map'), or null. */
export function sectionIdFromHash(hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return id ? id : null;
}

/**
 * Returns goToSection(id): on the home page it scrolls there after the click delay; on any other
 * route it navigates to '/#id', and the home page scrolls on arrival (useScrollToHashOnLoad).
 */
export function useGoToSection(): (id: string) => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(pending.current), []);

  return useCallback(
    (id: string) => {
      if (pathname !== '/') {
        navigate(`/#${id}`);
        return;
      }
      clearTimeout(pending.current);
      pending.current = setTimeout(() => scrollToSection(id), SECTION_CLICK_DELAY_MS);
    },
    [pathname, navigate],
  );
}

/** For this long after arriving, the page keeps the section in place while the sections load. */
export const HOLD_SECTION_MS = 10_000;

/**
 * On the home page: a hash present when the page loads scrolls to that section after 500 ms. The
 * sections above it may still be loading then, and each one that arrives pushes it down; until the
 * guest scrolls or taps themselves, the page scrolls back to the section whenever its height
 * changes, for a few seconds.
 */
export function useScrollToHashOnLoad(): void {
  const { hash } = useLocation();
  const initialHash = useRef(hash);

  useEffect(() => {
    const id = sectionIdFromHash(initialHash.current);
    if (!id) return;
    let holding = true;
    const release = () => {
      holding = false;
    };
    const guestMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const event of guestMoves) window.addEventListener(event, release, { passive: true });
    const resizes =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            const element = holding && document.getElementById(id);
            if (!element) return;
            window.scrollTo({
              top: element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX,
              behavior: 'instant',
            });
          });
    const timer = setTimeout(() => {
      scrollToSection(id);
      resizes?.observe(document.body);
    }, LOAD_HASH_DELAY_MS);
    const stopHolding = setTimeout(() => {
      release();
      resizes?.disconnect();
    }, LOAD_HASH_DELAY_MS + HOLD_SECTION_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(stopHolding);
      resizes?.disconnect();
      for (const event of guestMoves) window.removeEventListener(event, release);
    };
  }, []);
}
