/** Runs Lighthouse on a page and reads the figures the web bench prints from its report. */
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median } from '../support/app';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the load fetched (the entry and the chunks the first screen asked for), gzip. */
  scriptKb: number;
  /** What Lighthouse took for the largest paint (its HTML, shortened). */
  lcpElement?: string;
  /** The longest main-thread tasks, with the script each ran (Lighthouse's long-tasks audit). */
  longTasks?: string;
}

export async function runLighthouse(
  url: string,
  port: number,
  preset: 'mobile' | 'desktop' = 'mobile',
  retry = true,
): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) {
    // A trace without its navigation start is Lighthouse's own flake on a loaded machine: once more.
    if (runtimeError.code === 'NO_NAVSTART' && retry)
      return runLighthouse(url, port, preset, false);
    throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
  }
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    scriptKb: scriptTransferKb(audits['resource-summary']?.details),
    lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details),
    longTasks: longTasksOf(audits['long-tasks']?.details),
  };
}

function lcpElementOf(details: unknown): string | undefined {
  type Table = { items?: { items?: { node?: { snippet?: string } }[] }[] };
  const snippet = (details as Table)?.items?.[0]?.items?.[0]?.node?.snippet;
  return snippet ? snippet.slice(0, 100) : undefined;
}

function longTasksOf(details: unknown): string | undefined {
  type Tasks = { items?: { url?: string; duration?: number; startTime?: number }[] };
  const items = (details as Tasks)?.items ?? [];
  if (items.length === 0) return undefined;
  const total = items.reduce((sum, task) => sum + (task.duration ?? 0), 0);
  const longest = [...items]
    .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
    .slice(0, 5)
    .map(
      (task) =>
        `${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} ms (${path.basename(task.url ?? '') || 'no script'})`,
    );
  return `${items.length} long tasks, ${Math.round(total)} ms: ${longest.join(', ')}`;
}

function scriptTransferKb(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] })?.items;
  const scripts = items?.find((item) => item.resourceType === 'script');
  return (scripts?.transferSize ?? NaN) / 1024;
}

export function summarize(figures: LighthouseFigures[]): LighthouseFigures {
  const pick = (key: Exclude<keyof LighthouseFigures, 'lcpElement' | 'longTasks'>) =>
    median(figures.map((figure) => figure[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    scriptKb: pick('scriptKb'),
    lcpElement: figures.at(-1)?.lcpElement,
    longTasks: figures.at(-1)?.longTasks,
  };
}

export function format(figures: LighthouseFigures): string {
  return (
    [
      `performance ${figures.performance}`,
      `accessibility ${figures.accessibility}`,
      `LCP ${(figures.lcpMs / 1000).toFixed(2)} s`,
      `TBT ${Math.round(figures.tbtMs)} ms`,
      `CLS ${figures.cls.toFixed(3)}`,
      `scripts fetched ${figures.scriptKb.toFixed(1)} KB`,
    ].join(', ') +
    (figures.lcpElement ? `\n  LCP element: ${figures.lcpElement}` : '') +
    (figures.longTasks ? `\n  ${figures.longTasks}` : '')
  );
}
