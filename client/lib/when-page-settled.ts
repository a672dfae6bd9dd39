import { useEffect, useState } from 'react';

/** jsdom and older Safari have no requestIdleCallback: `run` then comes this long after `load`. */
export const SETTLED_FALLBACK_MS = 1_000;

/**
 * Runs `run` once the page has loaded and the browser is idle (at the latest 5 s after `load`),
 * for work that must not compete with the first screen: the install prompts, the home sections'
 * files. Returns a cancel.
 */
export function whenPageSettled(run: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    if ('requestIdleCallback' in window) idle = requestIdleCallback(run, { timeout: 5_000 });
    else timer = setTimeout(run, SETTLED_FALLBACK_MS);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    if (idle !== undefined) cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Whether the page has settled (see whenPageSettled): false on the first render, true from then. */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenPageSettled(() => setSettled(true)), []);
  return settled;
}
