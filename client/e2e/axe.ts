import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { settledPage } from './helpers';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core in the page and answers the serious and critical violations, one line each. The
 * page needs `bypassCSP: true`: axe is injected as an inline script. `within` (a selector) limits
 * the check to one part of the page. It judges the settled page (see settledPage): a lazy section
 * or the map arriving mid-check made its findings a matter of timing.
 */
export async function seriousAccessibilityViolations(
  page: Page,
  within?: string,
): Promise<string[]> {
  await settledPage(page);
  await settledAnimations(page);
  await page.addScriptTag({ path: axeScript });
  const violations = await page.evaluate(async (context) => {
    const axe = (
      window as unknown as {
        axe: { run(context?: string): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    return (await (context ? axe.run(context) : axe.run())).violations;
  }, within);
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
