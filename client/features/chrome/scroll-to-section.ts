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

/** On the home page: a hash present when the page loads scrolls to that section after 500 ms. */
export function useScrollToHashOnLoad(): void {
  const { hash } = useLocation();
  const initialHash = useRef(hash);

  useEffect(() => {
    const id = sectionIdFromHash(initialHash.current);
    if (!id) return;
    const timer = setTimeout(() => scrollToSection(id), LOAD_HASH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}
