/**
 * `npm run bench -- web [runs]`: Lighthouse (mobile profile) on the built home page and on its
 * floor page (web/floor.ts: the same stack and first screen, no features), in English and in
 * Spanish (a browser whose language is Spanish, as a Spanish phone's first visit), with the
 * differences and their verdicts; the JavaScript a phone downloads before the home page can start
 * and the entry chunk against its budget; the projector screens on the desktop preset with the
 * time to their first live data (web/live.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium as playwright } from 'playwright-core';
import { ensureBuilt } from '../lib/build';
import { freePort, stopProcess } from '../test/built-app';
import { CHROMIUM_ARGS, findChromium } from '../test/chromium';
import { benchMongo, projectRoot, runsArg, startBenchApp } from './support/app';
import { entryShares, FIXED_STACK, PROJECT_STACK } from './web/entry-packages';
import { startFloorPage } from './web/floor';
import { format, runLighthouse, summarize, type LighthouseFigures } from './web/lighthouse';
import { firstLiveDataMs, LIVE_SCREENS, seedLiveData } from './web/live';

type PageLanguage = 'en' | 'es';

/** The scripts index.html loads or preloads: the JavaScript needed before the home page renders. */
export function initialScripts(indexHtml: string): string[] {
  const scripts = [...indexHtml.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...indexHtml.matchAll(/<link[^>]*\brel="modulepreload"[^>]*>/g)]
    .map((match) => /\bhref="([^"]+)"/.exec(match[0])?.[1])
    .filter((href): href is string => Boolean(href));
  return [...new Set([...scripts, ...preloads])];
}

/** Prints the scripts the first load fetches; returns the entry chunk's gzip size in bytes. */
function printInitialJs(): number {
  const clientDir = path.join(projectRoot, 'dist/client');
  const files = initialScripts(readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
  let raw = 0;
  let gzip = 0;
  let entryGzip = 0;
  console.log("\nInitial JavaScript for / (gzip at the server's default level):");
  for (const [index, file] of files.entries()) {
    const content = readFileSync(path.join(clientDir, file));
    const zipped = gzipSync(content).length;
    if (index === 0) entryGzip = zipped;
    raw += content.length;
    gzip += zipped;
    console.log(`  ${file}  ${kb(content.length)} raw, ${kb(zipped)} gzip`);
  }
  console.log(`  total: ${kb(raw)} raw, ${kb(gzip)} gzip in ${files.length} file(s)`);
  const { shares, fixedStackGzipBytes, projectStackGzipBytes } = entryShares(clientDir, files[0]!);
  console.log('  the entry by package (minified bytes; gzip of each alone):');
  for (const share of shares.slice(0, 10)) {
    console.log(`    ${share.name}  ${kb(share.rawBytes)} raw, ${kb(share.gzipBytes)} gzip`);
  }
  console.log(
    `  the fixed stack alone (${FIXED_STACK.join(', ')}), gzip together: ${kb(fixedStackGzipBytes)}`,
  );
  console.log(
    `  the entry's floor, the stack the project fixes (${PROJECT_STACK.join(', ')}), gzip together: ` +
      `${kb(projectStackGzipBytes)}; it leaves ${kb(ENTRY_BUDGET_BYTES - projectStackGzipBytes)} of the ` +
      `${kb(ENTRY_BUDGET_BYTES)} budget for the first screen's own code, its strings and their translation library`,
  );
  return entryGzip;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Starts headless Chromium with a DevTools port for Lighthouse to drive. */
async function startChromium(
  executable: string,
  language: PageLanguage,
): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'wedding-lighthouse-'));
  const child: ChildProcess = spawn(
    executable,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      // navigator.languages, which decides a first visit's language.
      `--lang=${language === 'es' ? 'es-ES' : 'en-US'}`,
      `--accept-lang=${language === 'es' ? 'es-ES,es' : 'en-US,en'}`,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so that stopping it also stops its helpers (which write the profile).
    { stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    port,
    async stop() {
      await stopProcess(child);
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // The whole group had already exited.
      }
      // A helper killed mid-write may leave the profile busy for a moment.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/**
 * The language the page really rendered in: the bench would otherwise measure an English page
 * and call it Spanish if the first-visit rule broke.
 */
async function renderedLanguage(port: number, url: string): Promise<string> {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('main').first().waitFor();
    const language = await page.evaluate(() => document.documentElement.lang);
    await page.close();
    return language;
  } finally {
    // Leaves the browser running for Lighthouse: this only drops the DevTools connection.
    await browser.close();
  }
}

/** The entry chunk's budget, gzip (issue 29). */
const ENTRY_BUDGET_BYTES = 100 * 1024;
/** How far the home page may trail its floor (issue 29): differences, the floor's TBT may be ~0. */
const TBT_MARGIN_MS = 200;
const LCP_MARGIN_MS = 300;

export default async function web(args: string[]): Promise<void> {
  const runs = runsArg(args, 1);
  const chromiumPath = findChromium();
  if (!('path' in chromiumPath)) {
    console.error(`The web bench needs Chromium: ${chromiumPath.missing}`);
    process.exit(1);
  }
  if (ensureBuilt(projectRoot, { quiet: true })) console.log('Built the app (npm run build).');
  const entryGzip = printInitialJs();
  const clientDir = path.join(projectRoot, 'dist/client');

  const mongo = await benchMongo();
  const app = await startBenchApp(mongo.uri);
  const floor = await startFloorPage(projectRoot, app.url, clientDir);
  console.log(
    `Floor page (React + react-router, the same first screen, no features): entry ${kb(gzipSync(readFileSync(floor.entryFile)).length)} gzip`,
  );
  const verdicts: string[] = [];
  try {
    for (const language of ['en', 'es'] as const) {
      const home = await measurePage(chromiumPath.path, `${app.url}/`, language, runs, 'home');
      const base = await measurePage(chromiumPath.path, `${floor.url}/`, language, runs, 'floor');
      const tbt = home.tbtMs - base.tbtMs;
      const lcp = home.lcpMs - base.lcpMs;
      verdicts.push(
        `  ${language}: TBT home − floor ${Math.round(tbt)} ms (≤ ${TBT_MARGIN_MS}: ${tbt <= TBT_MARGIN_MS ? 'pass' : 'FAIL'}), ` +
          `LCP home − floor ${Math.round(lcp)} ms (≤ ${LCP_MARGIN_MS}: ${lcp <= LCP_MARGIN_MS ? 'pass' : 'FAIL'})`,
      );
    }
    await seedLiveData(app.url, app.mongoUri);
    for (const screen of LIVE_SCREENS) {
      await measureLive(chromiumPath.path, `${app.url}${screen.path}`, screen.marker, runs);
    }
  } finally {
    await floor.stop();
    await app.stop();
    await mongo.stop();
  }
  console.log('\nHome vs floor, same run:');
  for (const verdict of verdicts) console.log(verdict);
  console.log(
    `  entry chunk ${kb(entryGzip)} gzip (≤ ${kb(ENTRY_BUDGET_BYTES)}: ${entryGzip <= ENTRY_BUDGET_BYTES ? 'pass' : 'FAIL'})`,
  );
}

async function measureLive(
  executable: string,
  url: string,
  marker: string,
  runs: number,
): Promise<void> {
  const chromium = await startChromium(executable, 'en');
  let figures: LighthouseFigures[] = [];
  try {
    for (let run = 0; run < runs; run++)
      figures.push(await runLighthouse(url, chromium.port, 'desktop'));
  } finally {
    await chromium.stop();
  }
  figures = [summarize(figures)];
  const painted = await firstLiveDataMs(executable, CHROMIUM_ARGS, url, marker, Math.max(runs, 3));
  console.log(`\nLighthouse, desktop preset, ${new URL(url).pathname}:`);
  console.log(`  ${format(figures[0])}`);
  console.log(
    `  first live data painted ${Math.round(painted)} ms after navigation start (median)`,
  );
}

async function measurePage(
  executable: string,
  url: string,
  language: PageLanguage,
  runs: number,
  label: 'home' | 'floor',
): Promise<LighthouseFigures> {
  const chromium = await startChromium(executable, language);
  try {
    const rendered = await renderedLanguage(chromium.port, url);
    if (rendered !== language) {
      throw new Error(`A browser in '${language}' got a page in '${rendered}': nothing to measure`);
    }
    const figures: LighthouseFigures[] = [];
    for (let run = 1; run <= runs; run++) {
      const figure = await runLighthouse(url, chromium.port);
      figures.push(figure);
      if (runs > 1) console.log(`  ${label} ${language} run ${run}: ${format(figure)}`);
    }
    const summary = summarize(figures);
    const name = language === 'es' ? 'Spanish' : 'English';
    console.log(
      `\nLighthouse, mobile profile, ${label === 'home' ? '/' : 'the floor page'} in ${name} (${runs > 1 ? `median of ${runs} runs` : '1 run'}):`,
    );
    console.log(`  ${format(summary)}`);
    return summary;
  } finally {
    await chromium.stop();
  }
}
