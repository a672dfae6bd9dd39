import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { json, stubFetch } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { PRINTING_CLASS } from './sheet-print';
import { earlierReminder, report } from './report-fixture';
import { RsvpReport } from './RsvpReport';

// The report renders many events, tables and lists: on a busy 2-core
// machine the first render of a file takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../lib/realtime/useTopic', () => ({ useTopic: () => undefined }));

beforeEach(() => {
  stubFetch(async (method, url) => {
    if (url === '/api/admin/rsvp-report') return json(report());
    if (url === '/api/admin/rsvp-reminders' && method === 'GET') return json([earlierReminder]);
    return undefined;
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

type Printed = {
  bodyClass: boolean;
  paper: string | null;
  /** What else <body> holds beside the sheet: the print stylesheet hides it. */
  sheetIsBodyChild: boolean;
  pages: {
    heading: string;
    lines: string[];
    totals: string;
    meals: string[][];
    people: string[][];
  }[];
};

const cells = (row: Element) => [...row.children].map((cell) => cell.textContent ?? '');

/** What the browser would print, read when print() is called. */
function capturePrints(): Printed[] {
  const printed: Printed[] = [];
  vi.spyOn(window, 'print').mockImplementation(() => {
    const sheet = screen.getByTestId('caterers-sheet');
    printed.push({
      bodyClass: document.body.classList.contains(PRINTING_CLASS),
      paper: sheet.getAttribute('data-paper'),
      sheetIsBodyChild: sheet.parentElement === document.body,
      pages: [...sheet.querySelectorAll('article')].map((page) => ({
        heading: page.querySelector('h1')?.textContent ?? '',
        lines: [...page.querySelectorAll('header p')].map((line) => line.textContent ?? ''),
        totals: within(page as HTMLElement).getByTestId('sheet-totals').textContent ?? '',
        meals: [...page.querySelectorAll('[data-testid="meal-row"]')].map(cells),
        people: [...page.querySelectorAll('[data-testid="sheet-person"]')].map(cells),
      })),
    });
    // As a browser does once its print dialog closes.
    window.dispatchEvent(new Event('afterprint'));
  });
  return printed;
}

describe('the caterer’s sheet', { timeout: 20_000 }, () => {
  it('prints each event alone: where and when, the meal counts, then who comes with meal and note', async () => {
    const printed = capturePrints();
    const user = userEvent.setup();
    renderWithProviders(<RsvpReport />);
    await user.selectOptions(await screen.findByLabelText('Paper size'), 'A4');
    await user.click(screen.getByRole('button', { name: 'Print the caterer’s sheet' }));
    await waitFor(() => expect(printed).toHaveLength(1));
    const [sheet] = printed;
    expect(sheet).toMatchObject({ bodyClass: true, paper: 'a4', sheetIsBodyChild: true });
    expect(sheet.pages.map((page) => page.heading)).toEqual([
      'Ceremony and dinner',
      'Sunday brunch',
    ]);
    const [dinner, brunch] = sheet.pages;
    expect(dinner.lines[0]).toBe('Caterer’s sheet');
    expect(dinner.lines[1]).toMatch(/^Saturday, September 12, 2026 at 5:30\sPM · Finca El Olivar$/);
    expect(dinner.totals).toBe('Attending: 3 adults · 1 child');
    expect(dinner.lines[3]).toMatch(/^Printed \w{3} \d{1,2}, \d{4}/);
    expect(dinner.meals).toEqual([
      ['Sea bass', '2'],
      ['Risotto', '1'],
      ['Kids’ pasta (children’s)', '1'],
    ]);
    expect(dinner.people).toEqual([
      ['Ana Ortiz', 'Sea bass', 'No shellfish'],
      ['Guest of Ana', 'Sea bass', ''],
      ['Leo Ortiz (child)', 'Kids’ pasta', 'Nut allergy'],
      ['Carla Ruiz', 'Risotto', 'Vegetarian'],
    ]);
    expect(brunch.meals).toEqual([]);
    expect(brunch.people).toEqual([
      ['Ana Ortiz', '—', 'No shellfish'],
      ['Guest of Ana', '—', ''],
    ]);
    // Once printed, the sheet leaves the page and the page is itself again.
    await waitFor(() => expect(screen.queryByTestId('caterers-sheet')).toBeNull());
    expect(document.body.classList.contains(PRINTING_CLASS)).toBe(false);
  });

  it('prints on the paper chosen, in the organizer’s language', async () => {
    await i18n.changeLanguage('es');
    const printed = capturePrints();
    const user = userEvent.setup();
    renderWithProviders(<RsvpReport />);
    await user.selectOptions(await screen.findByLabelText('Tamaño de papel'), 'Carta');
    await user.click(screen.getByRole('button', { name: 'Imprimir la hoja para el catering' }));
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0].paper).toBe('letter');
    const [dinner] = printed[0].pages;
    expect(dinner.heading).toBe('Ceremonia y cena');
    expect(dinner.lines[1]).toBe('sábado, 12 de septiembre de 2026 a las 17:30 · Finca El Olivar');
    expect(dinner.totals).toBe('Asisten: 3 adultos · 1 niño/a');
    expect(dinner.people[1]).toEqual(['Invitado de Ana', 'Lubina', '']);
  });

  it('has a print stylesheet for A4 and Letter, one event per page, nothing of the dashboard', () => {
    // Read as written: the test runner does not process stylesheets.
    const css = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), 'print.css'),
      'utf8',
    ).replace(/\s+/g, ' ');
    expect(css).toMatch(/@page rsvp-caterers-a4 \{ size: A4/);
    expect(css).toMatch(/@page rsvp-caterers-letter \{ size: letter/);
    expect(css).toContain(".rsvp-caterers-sheet[data-paper='a4'] { page: rsvp-caterers-a4; }");
    expect(css).toContain(
      ".rsvp-caterers-sheet[data-paper='letter'] { page: rsvp-caterers-letter; }",
    );
    expect(css).toContain('.rsvp-caterers-event + .rsvp-caterers-event { break-before: page; }');
    expect(css).toContain(
      `body.${PRINTING_CLASS} > :not(.rsvp-caterers-sheet) { display: none !important; }`,
    );
    expect(css).toMatch(/\.rsvp-caterers-sheet \{ display: block; color: #000; background: #fff;/);
    expect(css).toMatch(
      /\.rsvp-caterers-sheet \* \{ color: #000 !important; background: transparent !important;/,
    );
  });

  it('is accessible (axe) with the report shown', async () => {
    renderWithProviders(<RsvpReport />);
    await screen.findByRole('list', { name: 'Reminders sent' });
    const { violations } = await axe.run(document.body);
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});
