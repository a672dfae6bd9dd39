import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { FIRST_SCREEN_FILE, firstScreenPlugin } from './scripts/first-screen-plugin';
import { allEndpoints } from './protocol/contract';
import { IMAGE_CACHE_NAME } from './client/features/pwa/image-cache';
import {
  API_READS_CACHE_NAME,
  offlineReadPattern,
  offlineReadPaths,
} from './client/features/pwa/offline-reads';
import { weddingApi } from './protocol/wedding';
import { SW_FIRST_VISIT_FILE, swFirstVisitPlugin } from './scripts/sw-first-visit-plugin';
import { SW_PUSH_FILE, swPushPlugin } from './scripts/sw-push-plugin';
import { tailwindClassGroupsPlugin } from './scripts/tailwind-class-groups';

const clientRoot = fileURLToPath(new URL('./client', import.meta.url));
const serverPort = Number(process.env.PORT ?? 3000);
const serverTarget = `http://localhost:${serverPort}`;

/** The site's blush (theme) and page background, as in client/styles.css. */
const THEME_COLOR = '#9f5f6f';
const BACKGROUND_COLOR = '#fdf4f5';

/**
 * The installable app: a web app manifest and a Workbox service worker at /sw.js. It precaches the
 * built shell (HTML, JS, CSS, icons), answers navigations with the cached shell, and keeps the last
 * answer of the public reads (network first) so the home page opens offline with its last data;
 * never one that depends on who asks (the contract's `personal` reads), and the page empties that
 * cache when who is asking may have changed (client/features/pwa/read-cache.ts).
 * Writes, /socket.io and organizer APIs are never touched. A new version waits for the guest to
 * accept 'Update Now' (registerType 'prompt'); the client registers it after the first paint.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['icons/apple-touch-icon.png', 'icons/icon.svg'],
  manifest: {
    id: '/',
    name: 'Wedding App',
    short_name: 'Our Wedding',
    description: 'Our wedding: details, our story, games and live moments from the day.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,woff2,webmanifest}', 'icons/*.{png,svg}'],
    // Left to the runtime caches below, cached when first used: the story's photos and videos, the
    // organizer and projector screens (not a guest's), and the map's engine (its tiles need the
    // network anyway). A guest's phone then fetches about half the build ahead, not all of it.
    globIgnores: [
      // The server fills and serves it for `/` only; offline, navigations get the plain shell.
      FIRST_SCREEN_FILE,
      SW_FIRST_VISIT_FILE,
      SW_PUSH_FILE,
      'media/**',
      'assets/*Tab-*.js',
      'assets/AdminPage-*',
      'assets/GuestAdminPage-*',
      'assets/LiveScreen-*',
      'assets/LeaderboardProjectorPage-*',
      'assets/papaparse*',
      'assets/VenueMapCanvas-*',
    ],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io/],
    // The push handlers (docs/pwa.md): shown notifications and a tap that opens the site.
    importScripts: [SW_FIRST_VISIT_FILE, SW_PUSH_FILE],
    runtimeCaching: [
      {
        urlPattern: offlineReadPattern(offlineReadPaths(allEndpoints)),
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: API_READS_CACHE_NAME,
          // Offline, the fetch fails at once and the cached answer follows. On venue Wi-Fi that hangs
          // rather than fails, the last data after 10 s; a merely slow server still answers fresh.
          networkTimeoutSeconds: 10,
          expiration: { maxEntries: 80, maxAgeSeconds: 7 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Hashed build files left out of the precache (the map's worker module, say) never change.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'assets',
          expiration: { maxEntries: 40 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Uploaded photos are served `no-cache`, so the revalidation sees a hidden photo's 404; the
        // page also drops a hidden photo from this cache when the hide is pushed (image-cache.ts).
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: IMAGE_CACHE_NAME,
          expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

const packageFile = (file: string) =>
  fileURLToPath(new URL(`node_modules/${file}`, import.meta.url));

/**
 * React Router's package exports only its development build, warnings and all (remix-run/react-router
 * #14102); the build takes the production one it ships alongside, which is smaller.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: packageFile('react-router/dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: packageFile('react-router/dist/production/dom-export.mjs'),
  },
];

/**
 * In the client tests' vm pool, Node resolves these packages to their CommonJS builds, which
 * `require` files that are ESM only and fail there; their ESM builds are what a browser gets.
 */
const esmBuildsForVmTests = [
  { find: /^react-router-dom$/, replacement: packageFile('react-router-dom/dist/index.mjs') },
  { find: /^react-router$/, replacement: packageFile('react-router/dist/development/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: packageFile('react-router/dist/development/dom-export.mjs'),
  },
  { find: /^recharts$/, replacement: packageFile('recharts/es6/index.js') },
];

export default defineConfig(({ command }) => ({
  root: 'client',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    tailwindClassGroupsPlugin(clientRoot),
    pwa,
    swFirstVisitPlugin({ cacheName: API_READS_CACHE_NAME, paths: [weddingApi.settings.path] }),
    swPushPlugin(clientRoot),
    firstScreenPlugin(clientRoot),
  ],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': serverTarget,
      '/socket.io': { target: serverTarget, ws: true },
    },
  },
  test: {
    root: '.',
    // One worker per core, not vitest's cores − 1: server and jsdom files mostly wait on the
    // database, sockets and child processes, and on a 2-core CI machine one worker left a core
    // idle (a second one took the server and client projects from 800 s to 530 s, all passing).
    // The end-to-end project too runs two files at once: one file left a fifth of the two cores
    // idle (pages wait on sockets and timers), two leave 3 % (eight files: 119 s → 96 s).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'server',
          root: '.',
          environment: 'node',
          include: ['protocol/**/*.test.ts', 'server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/per-file-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        resolve: { alias: esmBuildsForVmTests },
        test: {
          name: 'client',
          root: '.',
          environment: 'jsdom',
          // A jsdom window per file in a reused process: jsdom (a second to load) and the packages
          // load once per worker instead of once per file, 45 % of these tests' CPU.
          pool: 'vmForks',
          // recharts' ESM build is `.js` files in a CommonJS package: Vite transforms them. Uppy
          // imports its package.json as JSON (an import attribute the vm pool cannot link).
          server: { deps: { inline: ['recharts', /@uppy\//] } },
          include: ['client/**/*.test.{ts,tsx}'],
          exclude: ['client/e2e/**'],
          setupFiles: ['client/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          root: '.',
          environment: 'node',
          include: ['client/e2e/**/*.e2e.ts'],
          globalSetup: ['server/test/global-setup.ts', 'client/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Each file starts its own app and browser and keeps no state in modules: a worker runs
          // file after file, importing playwright and the helpers once instead of for every file.
          isolate: false,
          // After the other projects, alone: beside them (where isolate: false would put it) the
          // two cores are shared with jsdom and server tests and no run is faster, only flakier.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
}));
