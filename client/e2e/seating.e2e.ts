import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './axe';
import { collectPageErrors, describeE2E, DESKTOP, newPage, withAppAndBrowser } from './helpers';
import { signInWithInviteCode } from './guest';
import { organizerCookie, signInAsOrganizer } from './organizer';

describeE2E('seating chart, two organizers at once', () => {
  const e2e = withAppAndBrowser();
  let cookie: string;
  // After withAppAndBrowser's own beforeAll: the app is up.
  beforeAll(async () => {
    cookie = await organizerCookie(e2e.app.url);
  });

  async function post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${e2e.app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBe(201);
    return (await response.json()) as T;
  }

  async function openOrganizer(tablesTab: string | RegExp = 'Tables (3)'): Promise<Page> {
    const page = await newPage(e2e.browser, { viewport: DESKTOP });
    await signInAsOrganizer(page, e2e.app.url, '/admin?tab=seating');
    await page.getByRole('tab', { name: tablesTab }).waitFor();
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    return page;
  }

  /** A mouse drag in small steps, as dnd-kit's pointer sensor needs to see movement. */
  /**
   * Drags a chip onto a table the way a mouse does, and lets go only once the table shows it is
   * the drop target (data-over): on a loaded machine the pointer can outrun the drag's layout.
   */
  async function drag(page: Page, from: string, to: string): Promise<void> {
    const sourceChip = page.getByTestId(from);
    const targetTable = page.getByTestId(to);
    await sourceChip.scrollIntoViewIfNeeded();
    // A text selection left by the last drag would turn this press into a native text drag.
    await page.evaluate(() => window.getSelection()?.removeAllRanges());
    const source = (await sourceChip.boundingBox())!;
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2, {
      steps: 5,
    });
    let over = false;
    for (let attempt = 0; attempt < 5 && !over; attempt += 1) {
      const target = (await targetTable.boundingBox())!;
      await page.mouse.move(target.x + target.width / 2 + attempt, target.y + target.height * 0.7, {
        steps: 20,
      });
      over = await targetTable
        .and(page.locator('[data-over="true"]'))
        .waitFor({ timeout: 2_000 })
        .then(
          () => true,
          () => false,
        );
    }
    if (!over) {
      await page.screenshot({ path: `/tmp/seating-drag-${from}-${to}.png` });
      throw new Error(`${to} never became the drop target of ${from}`);
    }
    await page.mouse.up();
  }

  /**
   * The floor plan's keyboard drag (focus, Space, arrows, Space), as its help text tells keyboard
   * users: arrows toward the table until it is the drop target, then Space drops.
   */
  async function keyboardDrag(page: Page, from: string, to: string): Promise<void> {
    const chip = page.getByTestId(from);
    const targetTable = page.getByTestId(to);
    await chip.focus();
    await page.keyboard.press('Space');
    const isOver = () =>
      targetTable
        .and(page.locator('[data-over="true"]'))
        .count()
        .then((count) => count > 0);
    for (let step = 0; step < 80 && !(await isOver()); step += 1) {
      const [moving, target] = [(await chip.boundingBox())!, (await targetTable.boundingBox())!];
      const dx = target.x + target.width / 2 - (moving.x + moving.width / 2);
      const dy = target.y + target.height / 2 - (moving.y + moving.height / 2);
      if (Math.abs(dx) > Math.abs(dy))
        await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
      else await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
    }
    expect(await isOver(), `${to} is the drop target of ${from}`).toBe(true);
    await page.keyboard.press('Space');
  }

  test('a guest dragged to a table shows on the other organizer’s page; a full table refuses', async () => {
    type Table = { id: string };
    const garden = await post<Table>('/api/seating/tables', {
      tableNumber: 1,
      tableName: 'Garden',
      capacity: 4,
    });
    const lake = await post<Table>('/api/seating/tables', {
      tableNumber: 2,
      tableName: 'Lake',
      capacity: 1,
      shape: 'square',
    });
    await post('/api/seating/tables', {
      tableNumber: 3,
      tableName: 'Terrace',
      capacity: 6,
      shape: 'rectangular',
    });
    const seat = (guestName: string, tableId: string) =>
      post('/api/seating/assignments', {
        guestId: `e2e-${guestName}`,
        guestName,
        guestEmail: `${guestName.split(' ')[0].toLowerCase()}@example.com`,
        tableId,
      });
    await seat('Ana Ortiz', garden.id);
    await seat('Cid Moreno', garden.id);
    await seat('Ben Lopez', lake.id);

    const first = await openOrganizer();
    const second = await openOrganizer();
    const errors = [...collectPageErrors(first), ...collectPageErrors(second)];
    expect(await second.getByTestId('table-card-3').textContent()).toContain('0/6');
    expect(await seriousAccessibilityViolations(second)).toEqual([]);

    await first.getByRole('tab', { name: 'Floor plan' }).click();
    await first.getByTestId('floor-canvas').waitFor();
    await drag(first, 'guest-chip-Ana Ortiz', 'floor-table-3');
    await first.getByText('Assignment Updated', { exact: true }).waitFor();

    // The other organizer's page follows, without a reload.
    const terrace = second.getByTestId('table-card-3');
    await terrace.getByText('Ana Ortiz').waitFor({ timeout: 5_000 });
    expect(await terrace.textContent()).toContain('1/6');
    expect(await second.getByTestId('table-card-1').textContent()).toContain('1/4');
    expect(await second.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same page',
    );

    // Lake seats one and Ben has it: the drag is refused with the table's message.
    await first.getByTestId('floor-table-3').getByText('Ana Ortiz').waitFor();
    // This time by keyboard (a pointer drag was tested above).
    await keyboardDrag(first, 'guest-chip-Cid Moreno', 'floor-table-2');
    await first.getByText('Table 2 (Lake) is full: it seats 1.', { exact: true }).waitFor();
    expect(await first.getByTestId('floor-table-1').textContent()).toContain('Cid Moreno');
    expect(await seriousAccessibilityViolations(first)).toEqual([]);

    // The assignment dialog says the same under the table choice.
    await second.getByRole('button', { name: 'Add Assignment' }).click();
    await second.getByLabel(/^Guest name/).fill('Dora Vidal');
    await second.getByLabel(/^Guest email/).fill('dora@example.com');
    await second.getByRole('combobox', { name: /^Table/ }).click();
    await second.getByRole('option', { name: /^Table 2 · Lake/ }).click();
    await second.getByRole('button', { name: 'Save Assignment' }).click();
    await second.getByText('Table 2 (Lake) is full: it seats 1.', { exact: true }).waitFor();
    await second.keyboard.press('Escape');

    // In Spanish, with the same live counts.
    await second.getByRole('button', { name: /^ES/ }).click();
    await second.getByRole('tab', { name: 'Mesas (3)' }).waitFor();
    await second.getByRole('tab', { name: 'Asignaciones (3)' }).waitFor();
    // axe reads colours: let the switcher's colour transition finish first.
    await expect
      .poll(() =>
        second.evaluate(
          () => document.getAnimations().filter((a) => a.playState === 'running').length,
        ),
      )
      .toBe(0);
    expect(await second.getByTestId('table-card-2').textContent()).toContain('Mesa 2');
    expect(await seriousAccessibilityViolations(second)).toEqual([]);
    await second.getByRole('tab', { name: 'Plano' }).click();
    await second.getByTestId('floor-canvas').waitFor();
    expect(await seriousAccessibilityViolations(second)).toEqual([]);

    expect(errors).toEqual([]);
  });

  test('once published, a signed-in guest sees their table and follows a move live', async () => {
    type Table = { id: string };
    const orchard = await post<Table>('/api/seating/tables', {
      tableNumber: 4,
      tableName: 'Orchard',
    });
    const meadow = await post<Table>('/api/seating/tables', {
      tableNumber: 5,
      tableName: 'Meadow',
    });
    const eva = await post<{ id: string; inviteCode: string }>('/api/admin/guests', {
      name: 'Eva Lind',
      email: 'eva@example.com',
    });
    const { assignments } = await post<{ assignments: { id: string; guestId: string }[] }>(
      '/api/seating/import',
      { guestIds: [eva.id], tableId: orchard.id },
    );
    const send = (method: string, path: string, body: unknown) =>
      fetch(`${e2e.app.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
    expect((await send('PUT', '/api/seating/publication', { published: true })).status).toBe(200);

    const guest = await newPage(e2e.browser);
    const errors = collectPageErrors(guest);
    await signInWithInviteCode(guest, e2e.app.url, { name: 'Eva Lind', code: eva.inviteCode });
    const card = guest.getByTestId('your-table');
    await card.getByText('Table 4 · Orchard').waitFor({ timeout: 15_000 });
    await guest.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    expect(await seriousAccessibilityViolations(guest)).toEqual([]);

    const moved = await send('PUT', `/api/seating/assignments/${assignments[0].id}`, {
      guestId: assignments[0].guestId,
      guestName: 'Eva Lind',
      guestEmail: 'eva@example.com',
      tableId: meadow.id,
    });
    expect(moved.status).toBe(200);
    await card.getByText('Table 5 · Meadow').waitFor({ timeout: 5_000 });
    expect(await guest.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same page',
    );

    await guest.getByRole('button', { name: /^ES/ }).first().click();
    await card.getByText('Mesa 5 · Meadow').waitFor();
    await expect
      .poll(() =>
        guest.evaluate(
          () => document.getAnimations().filter((a) => a.playState === 'running').length,
        ),
      )
      .toBe(0);
    expect(await seriousAccessibilityViolations(guest)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('tables are placed by mouse and by keyboard, saved, and followed live; printing shows one sheet', async () => {
    type Table = {
      id: string;
      tableNumber: number;
      xPosition: number | null;
      yPosition: number | null;
    };
    const pond = await post<Table>('/api/seating/tables', { tableNumber: 21, tableName: 'Pond' });
    const arbor = await post<Table>('/api/seating/tables', {
      tableNumber: 22,
      tableName: 'Arbor',
      shape: 'rectangular',
    });
    const saved = async (id: string) => {
      const response = await fetch(`${e2e.app.url}/api/seating/tables`, { headers: { cookie } });
      const list = (await response.json()) as Table[];
      const table = list.find((candidate) => candidate.id === id)!;
      return { x: table.xPosition, y: table.yPosition };
    };
    const first = await openOrganizer(/^Tables \(\d+\)$/);
    const second = await openOrganizer(/^Tables \(\d+\)$/);
    const errors = [...collectPageErrors(first), ...collectPageErrors(second)];
    for (const page of [first, second]) {
      await page.getByRole('tab', { name: 'Floor plan' }).click();
      await page.getByTestId('floor-canvas').waitFor();
    }
    const leftTop = (page: Page, testId: string) =>
      page
        .getByTestId(testId)
        .evaluate((node: HTMLElement) => ({ x: node.style.left, y: node.style.top }));

    // By mouse: the table's handle dragged 120 px right and 60 px down.
    const handle = first.getByTestId('floor-table-21').getByRole('button', { name: /Table 21/ });
    // In the middle of the window, away from the edges where dnd-kit scrolls the page.
    // (instantly: the site scrolls smoothly, and a box measured mid-scroll misses the handle).
    await handle.evaluate((node) =>
      node.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' }),
    );
    const start = await leftTop(first, 'floor-table-21');
    const box = (await handle.boundingBox())!;
    await first.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await first.mouse.down();
    await first.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 60, { steps: 20 });
    await first.mouse.up();
    // Where it lands is where the pointer left it (give or take the page's auto-scroll).
    await expect.poll(async () => (await saved(pond.id)).x !== null).toBe(true);
    const dropped = await saved(pond.id);
    expect(Math.abs(dropped.x! - (parseFloat(start.x) + 120))).toBeLessThanOrEqual(10);
    expect(Math.abs(dropped.y! - (parseFloat(start.y) + 60))).toBeLessThanOrEqual(10);
    // The other organizer's floor plan follows without a reload.
    await expect
      .poll(() => leftTop(second, 'floor-table-21'))
      .toEqual({ x: `${dropped.x}px`, y: `${dropped.y}px` });

    // By keyboard: focus the handle, Space, arrows (25 px a step), Space. Near the bottom of the
    // window dnd-kit scrolls the page before it moves the table, so the page starts scrolled down.
    await first.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    const before = await leftTop(first, 'floor-table-22');
    const table22 = first.getByTestId('floor-table-22');
    const shift = () => table22.evaluate((node: HTMLElement) => node.style.transform);
    const handle22 = table22.getByRole('button', { name: /Table 22/ });
    await handle22.focus();
    await first.keyboard.press('Space');
    // Picked up: dnd-kit marks the handle pressed, and listens for arrows from a timer it set when
    // the drag began; a timer set now runs after it, so no arrow is pressed before it listens.
    await expect.poll(() => handle22.getAttribute('aria-pressed')).toBe('true');
    await first.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown']) {
      const was = await shift();
      await first.keyboard.press(key);
      await expect.poll(shift).not.toBe(was);
    }
    expect(await shift()).toBe('translate3d(75px, 50px, 0px)');
    await first.keyboard.press('Space');
    const moved = { x: parseFloat(before.x) + 75, y: parseFloat(before.y) + 50 };
    await expect.poll(() => saved(arbor.id)).toEqual(moved);
    await expect
      .poll(() => leftTop(second, 'floor-table-22'))
      .toEqual({ x: `${moved.x}px`, y: `${moved.y}px` });
    expect(await seriousAccessibilityViolations(first)).toEqual([]);

    // Printing the 'Find your seat' list: under the print stylesheet only that sheet is visible.
    await first.getByRole('tab', { name: 'Print & export' }).click();
    await first.emulateMedia({ media: 'print' });
    await first.evaluate(() => {
      const seen: Record<string, string>[] = [];
      (window as unknown as { printed: typeof seen }).printed = seen;
      const visibility = (selector: string) =>
        getComputedStyle(document.querySelector(selector)!).visibility;
      window.print = () => {
        seen.push({
          list: visibility('#print-list'),
          chart: visibility('#print-chart'),
          cards: visibility('#print-cards'),
          page: visibility('#seating-title'),
        });
      };
    });
    await first.getByRole('button', { name: 'Print “Find your seat” list' }).click();
    await expect
      .poll(() => first.evaluate(() => (window as unknown as { printed: unknown[] }).printed))
      .toEqual([{ list: 'visible', chart: 'hidden', cards: 'hidden', page: 'hidden' }]);
    await first.emulateMedia({ media: 'screen' });
    expect(await first.evaluate(() => document.body.classList.contains('printing-seating'))).toBe(
      false,
    );
    expect(await seriousAccessibilityViolations(first)).toEqual([]);

    // The spec's dialogs are axe-clean too, open.
    for (const [button, ready] of [
      ['Add Table', /^Table name/],
      ['Add Assignment', /^Guest email/],
      ['Import Guests', 'RSVP status'],
    ] as const) {
      await second.getByRole('button', { name: button }).click();
      await second.getByRole('dialog').getByLabel(ready).waitFor();
      expect(await seriousAccessibilityViolations(second), button).toEqual([]);
      await second.keyboard.press('Escape');
      await second.getByRole('dialog').waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
  });
});
