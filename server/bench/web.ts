/**
 * `npm run bench -- web [runs]`: Lighthouse (mobile profile) on the built home page, in English
 * and in Spanish (a browser whose language is Spanish, as a Spanish phone's first visit), and the
 * JavaScript a phone downloads before the home page can start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium as playwright } from 'playwright-core';
import { ensureBuilt } from '../lib/build';
import { freePort, stopProcess } from '../test/built-app';
import { CHROMIUM_ARGS, findChromium } from '../test/chromium';
import { benchMongo, median, projectRoot, runsArg, startBenchApp } from './support/app';

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the load fetched (the entry and the chunks the first screen asked for), gzip. */
  scriptKb: number;
}

type PageLanguage = 'en' | 'es';

/** The scripts index.html loads or preloads: the JavaScript needed before the home page renders. */
export function initialScripts(indexHtml: string): string[] {
  const scripts = [...indexHtml.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...indexHtml.matchAll(/<link[^>]*\brel="modulepreload"[^>]*>/g)]
    .map((match) => /\bhref="([^"]+)"/.exec(match[0])?.[1])
    .filter((href): href is string => Boolean(href));
  return [...new Set([...scripts, ...preloads])];
}

function printInitialJs(): void {
  const clientDir = path.join(projectRoot, 'dist/client');
  const files = initialScripts(readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
  let raw = 0;
  let gzip = 0;
  console.log("\nInitial JavaScript for / (gzip at the server's default level):");
  for (const file of files) {
    const content = readFileSync(path.join(clientDir, file));
    const zipped = gzipSync(content).length;
    raw += content.length;
    gzip += zipped;
    console.log(`  ${file}  ${kb(content.length)} raw, ${kb(zipped)} gzip`);
  }
  console.log(`  total: ${kb(raw)} raw, ${kb(gzip)} gzip in ${files.length} file(s)`);
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
    { stdio: 'ignore' },
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
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    scriptKb: scriptTransferKb(audits['resource-summary']?.details),
  };
}

function scriptTransferKb(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] })?.items;
  const scripts = items?.find((item) => item.resourceType === 'script');
  return (scripts?.transferSize ?? NaN) / 1024;
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

export default async function web(args: string[]): Promise<void> {
  const runs = runsArg(args, 1);
  const chromiumPath = findChromium();
  if (!('path' in chromiumPath)) {
    console.error(`The web bench needs Chromium: ${chromiumPath.missing}`);
    process.exit(1);
  }
  if (ensureBuilt(projectRoot, { quiet: true })) console.log('Built the app (npm run build).');
  printInitialJs();

  const mongo = await benchMongo();
  const app = await startBenchApp(mongo.uri);
  try {
    for (const language of ['en', 'es'] as const) {
      await measureHome(chromiumPath.path, `${app.url}/`, language, runs);
    }
  } finally {
    await app.stop();
    await mongo.stop();
  }
}

async function measureHome(
  executable: string,
  url: string,
  language: PageLanguage,
  runs: number,
): Promise<void> {
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
      if (runs > 1) console.log(`  ${language} run ${run}: ${format(figure)}`);
    }
    const pick = (key: keyof LighthouseFigures) => median(figures.map((figure) => figure[key]));
    const summary: LighthouseFigures = {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      scriptKb: pick('scriptKb'),
    };
    const name = language === 'es' ? 'Spanish' : 'English';
    console.log(
      `\nLighthouse, mobile profile, / in ${name} (${runs > 1 ? `median of ${runs} runs` : '1 run'}):`,
    );
    console.log(`  ${format(summary)}`);
  } finally {
    await chromium.stop();
  }
}

function format(figures: LighthouseFigures): string {
  return [
    `performance ${figures.performance}`,
    `accessibility ${figures.accessibility}`,
    `LCP ${(figures.lcpMs / 1000).toFixed(2)} s`,
    `TBT ${Math.round(figures.tbtMs)} ms`,
    `CLS ${figures.cls.toFixed(3)}`,
    `scripts fetched ${figures.scriptKb.toFixed(1)} KB`,
  ].join(', ');
}
