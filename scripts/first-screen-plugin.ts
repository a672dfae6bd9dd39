/**
 * Vite build step: writes `first-screen.html`, the built index.html with the home page's first
 * screen (gate and hero, both languages) rendered by the real client components into `#root`, a
 * small inline style choosing the variant, and one inline boot script that picks the language and
 * the view from this phone's storage before the first paint. The server fills the template's tokens
 * from the current settings and serves it for `/` (server/features/wedding/first-screen.ts), with
 * the boot script's sha256 in its CSP. index.html stays the plain shell: the service worker answers
 * navigations with it, and other pages must not flash the home page.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { bundleClassicScript } from './bundle-script';
import type { OutputChunk } from 'rollup';
import { createServer, type Plugin } from 'vite';
import { SECTION_FILES_ISLAND_ID } from '../client/features/home/section-files-island';
import { tailwindClassGroupsPlugin } from './tailwind-class-groups';

export const FIRST_SCREEN_FILE = 'first-screen.html';

/** The token the boot script holds for the app entry's URL (client/features/home/boot-script.ts). */
const ENTRY_TOKEN = '%%entry%%';

/**
 * The boot script as the page inlines it: client/features/home/boot-script.ts and the storage keys
 * it imports, bundled into one function and minified by esbuild at the app's own build target.
 */
async function buildBootScript(clientRoot: string, target: string | string[]): Promise<string> {
  const script = (
    await bundleClassicScript(path.join(clientRoot, 'features/home/boot-script.ts'), target)
  ).trim();
  if (!script.includes(ENTRY_TOKEN))
    throw new Error('first screen: the boot script lost its entry');
  return script;
}

/** Shows the one variant the <html> attributes name (set by the server, then the boot script). */
function variantStyle(): string {
  const shown = ['en', 'es']
    .flatMap((language) =>
      ['gate', 'hero'].map(
        (view) =>
          `html[data-fs-lang=${language}][data-fs-view=${view}] [data-fs=${language}-${view}]`,
      ),
    )
    .join(',');
  return `[data-fs]{display:none}${shown}{display:block}`;
}

/**
 * The sections below the hero wait behind the gate: the app only runs them once a guest is in
 * (client/features/home/HomePage.tsx). Their files are listed here, not linked: the app prefetches
 * them once it has started and the page is idle (client/features/home/section-file-prefetch.ts),
 * so they never share a slow connection with the script the first screen needs to start.
 */
function homeSectionFileList(files: string[]): string {
  return `<script type="application/json" id="${SECTION_FILES_ISLAND_ID}">${JSON.stringify(files)}</script>`;
}

export function firstScreenPlugin(clientRoot: string): Plugin {
  let outDir = '';
  let target: string | string[] = 'esnext';
  let sectionChunks: string[] = [];
  return {
    name: 'first-screen',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      target = config.build.target || 'esnext';
    },
    // The home page's sections (features/home/sections.tsx imports each on demand) and the chunks
    // they import: fetched, not run, while a new guest is at the gate (see homeSectionFileList).
    generateBundle(_options, bundle) {
      const sections = this.getModuleInfo(path.join(clientRoot, 'features/home/sections.tsx'));
      if (!sections)
        throw new Error('first screen: features/home/sections.tsx is not in the build');
      const wanted = new Set(sections.dynamicallyImportedIds);
      const chunks = new Map(
        Object.values(bundle)
          .filter((item): item is OutputChunk => item.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const files = new Set<string>();
      const add = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || chunk.isEntry || files.has(fileName)) return;
        files.add(fileName);
        chunk.imports.forEach(add);
      };
      for (const chunk of chunks.values()) {
        if (chunk.facadeModuleId && wanted.has(chunk.facadeModuleId)) add(chunk.fileName);
      }
      if (files.size === 0) throw new Error('first screen: no chunk for the home sections');
      sectionChunks = [...files];
    },
    async closeBundle() {
      const bootScript = await buildBootScript(clientRoot, target);
      const vite = await createServer({
        configFile: false,
        root: clientRoot,
        logLevel: 'error',
        appType: 'custom',
        plugins: [react(), tailwindClassGroupsPlugin(clientRoot)],
        server: { middlewareMode: true, hmr: false, ws: false },
        // Node loads the modules as they are: nothing to scan or pre-bundle for a browser.
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const module = (await vite.ssrLoadModule('/features/home/first-screen.tsx')) as {
          renderFirstScreen(): Record<string, string>;
          firstScreenPhrases(): unknown;
        };
        const phrases = JSON.stringify(module.firstScreenPhrases());
        const variants = Object.entries(module.renderFirstScreen())
          .map(
            ([name, html]) =>
              `<!--fs:${name}--><div data-fs="${name}">${html}</div><!--/fs:${name}-->`,
          )
          .join('');
        const indexPath = path.join(outDir, 'index.html');
        const shell = readFileSync(indexPath, 'utf8');
        // The entry is asked for and run by the boot script once the first screen is painted.
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell);
        if (!entry) throw new Error('first screen: index.html has no entry script');
        const page = shell
          .replace(entry[0], '')
          // Functions, so no `$&` in the script or the markup is read as a replacement pattern.
          .replace(
            '</title>',
            () =>
              `</title>\n    <style>${variantStyle()}</style>\n    <script>${bootScript.replace(ENTRY_TOKEN, () => entry[1])}</script>`,
          )
          .replace('</head>', () => `${homeSectionFileList(sectionChunks)}</head>`)
          .replace(
            '<div id="root"></div>',
            () => `<div id="root">${variants}</div><!--fs-data--><!--fs-phrases:${phrases}-->`,
          );
        if (page === shell || !page.includes('<!--fs:en-gate-->')) {
          throw new Error('first screen: index.html has no <title> or empty #root to fill');
        }
        writeFileSync(path.join(outDir, FIRST_SCREEN_FILE), page);
      } finally {
        await vite.close();
      }
    },
  };
}
