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
import type { OutputChunk } from 'rollup';
import { createServer, type Plugin } from 'vite';
import { SECTION_FILES_ISLAND_ID } from '../client/features/home/section-files-island';
import { tailwindClassGroupsPlugin } from './tailwind-class-groups';

export const FIRST_SCREEN_FILE = 'first-screen.html';

/**
 * Runs in <head>, before the body is parsed: the same language rule as client/features/chrome/
 * language.ts (stored choice, else the browser's, else the wedding's default the server wrote on
 * <html>), and the hero for a guest this device remembers (client/features/guest-gate/session.ts).
 * Until the app has rendered, the served screen's buttons cannot answer: the script notes which
 * ones a guest tapped (window.__fsTaps, by label and position) for the app to press once it has
 * taken the screen over (client/features/home/first-screen-taps.ts), so no tap is lost. It keeps
 * what is typed in the served name field (window.__fsFields) for the app's field to take over, and
 * keeps the served form from submitting itself (its Enter is a tap on its button, pressed later).
 * Then it starts the app's entry once the browser reports the first screen's content painted (the
 * 'first-contentful-paint' entry: a 'first-paint' entry can come earlier, with only the background
 * drawn; after the next frame where a browser does not report paints), at once in a background tab
 * (it draws no frames), and after 3 s at the latest (a loaded phone can take longer than half a
 * second to paint, and the entry must not race the first paint then either): the first screen is
 * painted before the script is even asked for, so on a slow connection the script never shares the
 * bandwidth with what the first paint waits for (the page and its stylesheet). Plain ES5 in a
 * string so the built file, and so its hash, is exactly this.
 */
const BOOT_SCRIPT = `(function(){var d=document.documentElement,s=null;try{s=window.localStorage}catch(e){}
function g(k){try{return s?s.getItem(k):null}catch(e){return null}}
var l=g('preferred-language');if(l!=='en'&&l!=='es'){l=null;var a=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];
for(var i=0;i<a.length&&!l;i++){var b=String(a[i]||'').toLowerCase().split('-')[0];if(b==='en'||b==='es')l=b}}
l=l||d.getAttribute('data-fs-default')||'en';var n='';try{var u=JSON.parse(g('wedding-guest')||'null');if(u&&typeof u.firstName==='string'&&u.firstName.trim())n=u.firstName}catch(e){}
var v=d.getAttribute('data-fs-access')==='invite-only'?(d.hasAttribute('data-fs-invited')?'hero':'gate'):(n?'hero':'gate');
d.lang=l;d.setAttribute('data-fs-lang',l);d.setAttribute('data-fs-view',v);
if(n){var t=document.createElement('style');t.textContent='[data-fs-guest-name]::before{content:"'+n.replace(/[\\\\"]/g,'\\\\$&').replace(/[\\n\\r\\f]/g,' ')+'"}';document.head.appendChild(t)}
document.addEventListener('DOMContentLoaded',function(){var e=document.querySelectorAll('[data-fs]');for(var j=0;j<e.length;j++)if(e[j].getAttribute('data-fs')!==l+'-'+v)e[j].remove()});
var q=[];window.__fsTaps=q;function k(b){return(b.getAttribute('aria-label')||b.textContent||'').trim()}
document.addEventListener('click',function(e){var b=e.target&&e.target.closest?e.target.closest('[data-fs] button'):null;if(!b)return;
var w=k(b),a=b.closest('[data-fs]').querySelectorAll('button'),c=0;for(var j=0;j<a.length&&a[j]!==b;j++)if(k(a[j])===w)c++;
if(!q.some(function(t){return t.label===w&&t.nth===c}))q.push({label:w,nth:c})},true);
var f={};window.__fsFields=f;function y(e){var i=e.target;if(!i||!i.name||!i.closest||!i.closest('[data-fs]')||i.tagName!=='INPUT')return;
var o=f[i.name]||(f[i.name]={value:'',focused:false});o.value=i.value;if(e.type==='focusin')o.focused=true;
if(e.type==='focusout')setTimeout(function(){if(i.isConnected)o.focused=false},0)}
document.addEventListener('input',y,true);document.addEventListener('focusin',y,true);document.addEventListener('focusout',y,true);
document.addEventListener('submit',function(e){if(e.target&&e.target.closest&&e.target.closest('[data-fs]'))e.preventDefault()},true);
var r=0;function x(){if(r)return;r=1;var m=document.createElement('script');m.type='module';m.crossOrigin='';m.src='%%entry%%';document.head.appendChild(m)}
var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(o,b){if(o.getEntriesByName('first-contentful-paint').length){b.disconnect();x()}}).observe({type:'paint',buffered:true});
else requestAnimationFrame(function(){setTimeout(x,0)});setTimeout(x,document.visibilityState==='hidden'?0:3000)})();`;

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
  let sectionChunks: string[] = [];
  return {
    name: 'first-screen',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
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
              `</title>\n    <style>${variantStyle()}</style>\n    <script>${BOOT_SCRIPT.replace('%%entry%%', () => entry[1])}</script>`,
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
