import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// What the organizers read of the households' answers (issue 51) on the dashboard's RSVPs tab:
// the report's figures per event and the caterer's sheet as it prints.

/** An event's card in the RSVP report: its figures, and its meal counts row by row. */
export async function reportedEvent(dashboard: Page, event: string) {
  const card = dashboard
    .getByRole('region', { name: 'Answers per event' })
    .getByRole('listitem', { name: event });
  const figure = (id: string) => card.getByTestId(id).textContent();
  return {
    attending: await figure('attending'),
    declined: await figure('declined'),
    notAnswered: await figure('not-answered'),
    meals: await card.getByTestId('meal-row').allTextContents(),
  };
}

/**
 * Prints the caterer's sheet from the RSVPs tab and answers what the printed page holds, event by
 * event. print() is replaced by one that reads the sheet, as the print dialog would show it
 * (under the print stylesheet, nothing else of the page displayed), then fires afterprint.
 */
export async function printedCaterersSheet(dashboard: Page) {
  await dashboard.emulateMedia({ media: 'print' });
  await dashboard.evaluate(() => {
    const w = window as unknown as { printed?: unknown };
    window.print = () => {
      const sheet = document.querySelector<HTMLElement>('[data-testid="caterers-sheet"]')!;
      const shown = [...document.body.children].filter(
        (node) => getComputedStyle(node).display !== 'none',
      );
      w.printed = {
        alone: shown.length === 1 && shown[0] === sheet,
        events: [...sheet.querySelectorAll('article')].map((page) => ({
          name: page.querySelector('h1')?.textContent,
          totals: page.querySelector('[data-testid="sheet-totals"]')?.textContent,
          people: [...page.querySelectorAll('[data-testid="sheet-person"]')].map((row) =>
            [...row.children].map((cell) => cell.textContent),
          ),
        })),
      };
      window.dispatchEvent(new Event('afterprint'));
    };
  });
  await dashboard.getByRole('button', { name: 'Print the caterer’s sheet' }).click();
  await expect
    .poll(() => dashboard.evaluate(() => (window as unknown as { printed?: unknown }).printed))
    .toBeTruthy();
  await dashboard.emulateMedia({ media: 'screen' });
  await dashboard.getByTestId('caterers-sheet').waitFor({ state: 'detached' });
  return dashboard.evaluate(() => (window as unknown as { printed: unknown }).printed);
}
