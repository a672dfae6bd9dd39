import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { settledPage } from './helpers';

/**
 * axe's source, evaluated through DevTools rather than added as a script tag: the page's CSP (no
 * inline scripts) stays enforced, as production enforces it, while the check runs.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core in the page and answers the serious and critical violations, one line each, under
 * the page's own CSP. `within` (a selector) limits
 * the check to one part of the page; `options.preload: false` keeps axe from fetching the page's
 * stylesheets itself (from file:// Chromium refuses that fetch and logs a console error the page
 * never caused). It judges the settled page (see settledPage): a lazy section
 * or the map arriving mid-check made its findings a matter of timing.
 */
export async function seriousAccessibilityViolations(
  page: Page,
  within?: string,
  options: { preload?: boolean } = {},
): Promise<string[]> {
  await settledPage(page);
  await settledAnimations(page);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ([context, runOptions]) => {
      const axe = (
        window as unknown as {
          axe: {
            run(
              context: string | Document,
              options: object,
            ): Promise<{ violations: AxeViolation[] }>;
          };
        }
      ).axe;
      return (await axe.run(context ?? document, runOptions)).violations;
    },
    [within, options] as const,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => JSON.stringify(node.target))
          .join(', ')}`,
    );
}

/**
 * Waits for the page's finite animations and transitions to end (a language switch fades the
 * buttons' colours), so axe judges the colours a reader sees, not a frame halfway through. Endless
 * ones (a spinner, a live pulse) are not waited for; neither is anything past two seconds.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}
