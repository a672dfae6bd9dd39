/**
 * Vite build step: emits the small script the service worker imports (`importScripts`, see the
 * Workbox options in vite.config.ts). On install, it stores the home page's settings in the
 * offline reads' cache. A first visit's page never reads them from the API: the server wrote them
 * into the page (the first screen's JSON island, client/features/home/first-screen-settings.ts),
 * so without this an offline visit after a first visit would have no settings to open with. Later
 * visits are answered by the worker with the plain shell and read the settings themselves, which
 * keeps the cached answer fresh (network first).
 */
import type { Plugin } from 'vite';

export const SW_FIRST_VISIT_FILE = 'sw-first-visit.js';

export function swFirstVisitPlugin(options: {
  cacheName: string;
  paths: readonly string[];
}): Plugin {
  // Plain ES2017 for the worker; a read that fails (offline at install) is simply not kept.
  const source = `self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(${JSON.stringify(options.cacheName)})
      .then((cache) => Promise.all(${JSON.stringify(options.paths)}.map((path) => cache.add(path).catch(() => undefined))))
      .catch(() => undefined),
  );
});
`;
  return {
    name: 'wedding-sw-first-visit',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SW_FIRST_VISIT_FILE, source });
    },
  };
}
