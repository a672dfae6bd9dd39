import type { CDPSession, Page } from 'playwright-core';

/** What a page holds after a full garbage collection: what would grow if something leaked. */
export interface PageMemorySample {
  atMs: number;
  jsHeapUsedBytes: number;
  domNodes: number;
  jsEventListeners: number;
  documents: number;
}

/**
 * Reads a page's memory through the DevTools protocol, as the Memory panel does: a forced
 * collection first, so a sample counts what the page still holds rather than garbage not yet swept.
 */
export class PageMemory {
  private constructor(
    private readonly session: CDPSession,
    private readonly startedAt: number,
  ) {}

  static async attach(page: Page): Promise<PageMemory> {
    const session = await page.context().newCDPSession(page);
    await session.send('Performance.enable');
    return new PageMemory(session, Date.now());
  }

  async sample(): Promise<PageMemorySample> {
    await this.session.send('HeapProfiler.collectGarbage');
    const { metrics } = await this.session.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
    return {
      atMs: Date.now() - this.startedAt,
      jsHeapUsedBytes: metric('JSHeapUsedSize'),
      domNodes: metric('Nodes'),
      jsEventListeners: metric('JSEventListeners'),
      documents: metric('Documents'),
    };
  }
}

/** Least-squares slope of `value` over time, per hour. */
export function slopePerHour(samples: PageMemorySample[], value: (sample: PageMemorySample) => number): number {
  if (samples.length < 2) return Number.NaN;
  const xs = samples.map((sample) => sample.atMs / 3_600_000);
  const ys = samples.map(value);
  const meanX = xs.reduce((a, b) => a + b, 0) / xs.length;
  const meanY = ys.reduce((a, b) => a + b, 0) / ys.length;
  let covariance = 0;
  let variance = 0;
  for (let i = 0; i < xs.length; i += 1) {
    covariance += (xs[i]! - meanX) * (ys[i]! - meanY);
    variance += (xs[i]! - meanX) ** 2;
  }
  return variance === 0 ? Number.NaN : covariance / variance;
}
