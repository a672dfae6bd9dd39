/**
 * The web bench's floor page: the same Vite + React + react-router stack rendering the home page's
 * first screen as static markup, with no feature code. It is served beside the app with the app's
 * own HTML for `/` (first screen, styles, boot script) and only the entry script swapped, so the
 * difference between the two is what the app's features cost.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const FLOOR_ENTRY = `import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

// The served first screen, taken over by React as the app takes over its own: the variant the boot
// script chose (the app renders only that one too), same markup, no features.
const root = document.getElementById('root')!;
const shown = [...root.querySelectorAll<HTMLElement>(':scope > [data-fs]')].find(
  (variant) => getComputedStyle(variant).display !== 'none',
);
const markup = shown?.innerHTML ?? root.innerHTML;
createRoot(root).render(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: markup }} />} />
    </Routes>
  </BrowserRouter>,
);
`;

export interface FloorPage {
  url: string;
  /** The floor's entry chunk, for the report. */
  entryFile: string;
  stop(): Promise<void>;
}

/** The app's entry in its HTML: preloaded, and started by the boot script after the first paint. */
const APP_ENTRY = /\/assets\/index-[^"']+\.js/g;

/**
 * Builds the floor into a temporary folder inside the project (so it resolves the project's React
 * and router), and serves it: `/` is the app's own `/` for the same request, with the floor's entry.
 */
export async function startFloorPage(
  projectRoot: string,
  appUrl: string,
  clientDir: string,
): Promise<FloorPage> {
  const dir = mkdtempSync(path.join(projectRoot, '.bench-floor-'));
  try {
    writeFileSync(path.join(dir, 'floor.tsx'), FLOOR_ENTRY);
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/floor.tsx"></script></body></html>',
    );
    await build({
      configFile: false,
      root: dir,
      logLevel: 'error',
      plugins: [react()],
      build: { outDir: path.join(dir, 'dist'), assetsDir: 'floor-assets', emptyOutDir: true },
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const builtHtml = readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  // React and the router in one chunk: the floor has no other module to preload.
  const entryFile = /<script type="module"[^>]*src="\/([^"]+)"/.exec(builtHtml)?.[1];
  if (!entryFile) throw new Error('floor: the build has no entry script');

  const app = express();
  app.use(compression());
  app.get('/', async (req, res) => {
    const answer = await fetch(`${appUrl}/`, {
      headers: { 'accept-language': req.headers['accept-language'] ?? '' },
    });
    const page = await answer.text();
    if (!page.match(APP_ENTRY)) throw new Error("floor: the app's page has no entry script");
    res.setHeader('Cache-Control', 'no-cache');
    // Loaded the same way as the app's: only which file differs.
    res.type('html').send(page.replace(APP_ENTRY, () => `/${entryFile}`));
  });
  app.use(express.static(path.join(dir, 'dist'), { index: false, maxAge: '1y' }));
  // The app's stylesheet and icons, as the app serves them.
  app.use(express.static(clientDir, { index: false, maxAge: '1y' }));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    entryFile: path.join(dir, 'dist', entryFile),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
