import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import { isPagePath } from '../../../protocol/pages';
import type { Logger } from '../logger';

/**
 * Files of the built client at fixed names that change with each release (the PWA's; the worker's
 * imported script is scripts/sw-first-visit-plugin.ts's).
 */
const ALWAYS_REVALIDATED = new Set([
  'sw.js',
  'sw-first-visit.js',
  'sw-push.js',
  'manifest.webmanifest',
  'index.html',
]);

/** The home page's first screen, filled in the HTML (features/wedding/first-screen.ts). */
export interface FirstScreen {
  render(request: { acceptLanguage?: string; cookie?: string }, now: Date): Promise<string>;
}

/** Whether a folder holds a built client. */
export const isBuiltClient = (clientDir: string | undefined): clientDir is string =>
  Boolean(clientDir && existsSync(path.join(clientDir, 'index.html')));

/**
 * Serves the built client: its hashed assets for a year, other files for an hour (the PWA's
 * fixed names revalidated), the home page's first screen, and every page of the client router.
 */
export function serveClient(
  app: Express,
  options: {
    clientDir: string;
    firstScreen: FirstScreen | null;
    clock: () => Date;
    logger: Logger;
  },
): void {
  const { clientDir, firstScreen, clock, logger } = options;
  const shell = path.join(clientDir, 'index.html');
  app.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
    }),
  );
  app.use(
    express.static(clientDir, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, filePath) => {
        // A browser must see a new service worker or manifest at once, never an hour later.
        if (ALWAYS_REVALIDATED.has(path.basename(filePath))) {
          res.setHeader('Cache-Control', 'no-cache');
        }
      },
    }),
  );
  if (firstScreen) {
    app.get('/', async (req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      let page: string;
      try {
        page = await firstScreen.render(
          { acceptLanguage: req.headers['accept-language'], cookie: req.headers.cookie },
          clock(),
        );
      } catch (error) {
        // The database away: the plain shell still starts the app, which says so itself.
        logger.warn({ err: error }, 'first screen not filled; serving the shell');
        res.sendFile(shell);
        return;
      }
      res.type('html').send(page);
    });
  }
  // The client router shows every page, and its own 404 page for any other path: that one is
  // answered with status 404 (protocol/pages.ts is the router's list of pages).
  app.get('/{*path}', (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    if (!isPagePath(req.path)) res.status(404);
    res.sendFile(shell);
  });
}
