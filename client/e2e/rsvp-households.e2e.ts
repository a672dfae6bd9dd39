import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import type { RsvpReport } from '../../protocol/rsvp-report';
import { seriousAccessibilityViolations } from './axe';
import { homeSection, signInWithInviteCode } from './guest';
import { collectPageErrors, describeE2E, DESKTOP, newPage, withAppAndBrowser } from './helpers';
import { openDashboard, organizerCookie } from './organizer';
import { organizerApi, setUpHousehold, type OrganizerApi } from './rsvp-household-setup';
import { printedCaterersSheet, reportedEvent } from './rsvp-report-views';

// Issue 51 end to end: a household of two with one named plus-one answers the weekend's events on a
// phone, the deadline closes the form, and the organizers' views count and seat them.

describeE2E('RSVP by household, on a phone', () => {
  const e2e = withAppAndBrowser();
  /** The organizers' API, as the dashboard calls it: any status but the expected fails. */
  let organizer: OrganizerApi;
  // After withAppAndBrowser's own beforeAll: the app is up.
  beforeAll(async () => {
    organizer = organizerApi(e2e.app.url, await organizerCookie(e2e.app.url));
  });

  /** One person's answer on an event's form: coming or not, and (coming) a meal and a note. */
  async function answerFor(
    form: Locator,
    name: string,
    answer: { meal?: string; dietary?: string } | 'declines',
  ): Promise<void> {
    const coming = form.getByRole('group', { name: `Will ${name} come?` });
    if (answer === 'declines') {
      await coming.getByRole('radio', { name: 'No, cannot come' }).check();
      return;
    }
    await coming.getByRole('radio', { name: 'Yes, will come' }).check();
    if (answer.meal) {
      await form
        .getByRole('group', { name: `Meal for ${name}` })
        .getByRole('radio', { name: new RegExp(`^${answer.meal}`) })
        .check();
    }
    if (answer.dietary) {
      await form
        .getByLabel(`Food needs of ${name} (allergies, vegetarian...)`)
        .fill(answer.dietary);
    }
  }

  /** Saves an event's form and waits for its thank-you. */
  async function save(page: Page, form: Locator, event: string): Promise<void> {
    await form.getByRole('button', { name: `Save answers for ${event}` }).click();
    await form
      .getByRole('status')
      .getByText(`Thank you! Your answers for ${event} are saved.`)
      .waitFor();
    expect(await seriousAccessibilityViolations(page, '#rsvp')).toEqual([]);
  }

  test('a household of two names its plus-one and answers on a phone; the deadline closes the form; the caterer’s sheet counts them; the seating chart seats her', async () => {
    const { ana, reception } = await setUpHousehold(organizer);

    // The organizers' RSVP report, open before anyone answers: the two members not answered yet
    // (a companion counts once the household adds them).
    const dashboard = await newPage(e2e.browser, { viewport: DESKTOP });
    const dashboardErrors = collectPageErrors(dashboard);
    await openDashboard(dashboard, e2e.app.url, 'rsvps');
    await dashboard.getByRole('listitem', { name: 'Reception' }).waitFor({ timeout: 15_000 });
    expect((await reportedEvent(dashboard, 'Reception')).notAnswered).toBe('2');
    expect(await seriousAccessibilityViolations(dashboard)).toEqual([]);

    // Ana's phone (390×844), signed in with her own code: the invitation is the household's.
    const phone = await newPage(e2e.browser);
    const phoneErrors = collectPageErrors(phone);
    await signInWithInviteCode(phone, e2e.app.url, { name: 'Ana García', code: ana.inviteCode });
    const rsvp = await homeSection(phone, 'rsvp');
    const invitation = rsvp.getByRole('region', { name: 'Your invitation' });
    await invitation.waitFor({ timeout: 15_000 });
    await rsvp.getByText(/^Please answer by /).waitFor();
    expect(await invitation.getByRole('listitem').allTextContents()).toEqual([
      'Ana García',
      'Luis Ortega',
    ]);
    expect(await seriousAccessibilityViolations(phone, '#rsvp')).toEqual([]);
    // Marks this document: a reload would lose the mark.
    await phone.evaluate(() => ((window as unknown as { mark: string }).mark = 'open'));

    // The plus-one, "Guest of Ana" until named.
    await invitation.getByRole('button', { name: 'Add a companion' }).click();
    const companion = invitation.getByLabel('Name of companion 1');
    expect(await companion.getAttribute('placeholder')).toBe('Guest of Ana');
    await companion.fill('Marta Ruiz');
    await invitation.getByRole('button', { name: 'Save companions' }).click();
    await invitation.getByRole('status').getByText('Your companions are saved.').waitFor();

    // The ceremony: no meal to choose; Luis cannot make it.
    const ceremony = rsvp.getByRole('form', { name: 'Ceremony' });
    await ceremony.getByRole('group', { name: 'Will Marta Ruiz come?' }).waitFor();
    await answerFor(ceremony, 'Ana García', {});
    await answerFor(ceremony, 'Luis Ortega', 'declines');
    await answerFor(ceremony, 'Marta Ruiz', {});
    expect(await ceremony.getByRole('group', { name: /^Meal for / }).count()).toBe(0);
    await save(phone, ceremony, 'Ceremony');

    // The reception: all three, each with a meal; the plus-one cannot eat nuts.
    const dinner = rsvp.getByRole('form', { name: 'Reception' });
    await answerFor(dinner, 'Ana García', { meal: 'Sea bass' });
    await answerFor(dinner, 'Luis Ortega', { meal: 'Mushroom risotto' });
    await answerFor(dinner, 'Marta Ruiz', { meal: 'Sea bass', dietary: 'No nuts, please' });
    await save(phone, dinner, 'Reception');

    // The report follows without a reload: the reception's three and their meals, the ceremony's
    // two and Luis declining.
    await dashboard
      .getByRole('listitem', { name: 'Reception' })
      .getByTestId('attending')
      .getByText('3 adults, 0 children')
      .waitFor();
    expect(await reportedEvent(dashboard, 'Reception')).toMatchObject({
      declined: '0',
      notAnswered: '0',
      meals: ['Sea bass2', 'Mushroom risotto1', 'Chicken and chips (children’s)0'],
    });
    await expect
      .poll(async () => {
        const { attending, declined, notAnswered } = await reportedEvent(dashboard, 'Ceremony');
        return { attending, declined, notAnswered };
      })
      .toEqual({ attending: '2 adults, 0 children', declined: '1', notAnswered: '0' });
    expect(await seriousAccessibilityViolations(dashboard)).toEqual([]);

    // The caterer's sheet, printed alone: a page per event, the plus-one by name with her note.
    expect(await printedCaterersSheet(dashboard)).toEqual({
      alone: true,
      events: [
        {
          name: 'Ceremony',
          totals: 'Attending: 2 adults · 0 children',
          people: [
            ['Ana García', '—', ''],
            ['Marta Ruiz', '—', ''],
          ],
        },
        {
          name: 'Reception',
          totals: 'Attending: 3 adults · 0 children',
          people: [
            ['Ana García', 'Sea bass', ''],
            ['Luis Ortega', 'Mushroom risotto', ''],
            ['Marta Ruiz', 'Sea bass', 'No nuts, please'],
          ],
        },
      ],
    });
    // And as the CSV the caterer downloads: a row per person coming, per event.
    const [download] = await Promise.all([
      dashboard.waitForEvent('download'),
      dashboard.getByRole('link', { name: 'Download meals (CSV)' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8').split(/\r?\n/);
    expect(csv[0]).toBe('\uFEFFEvent,Date,Time,Person,Household,Child,Meal,Dietary note');
    const receptionRows = csv.filter((row) => row.startsWith('Reception,'));
    expect(receptionRows).toHaveLength(3);
    expect(receptionRows.find((row) => row.includes('Marta Ruiz'))).toMatch(
      /,No,Sea bass,"No nuts, please"$/,
    );
    expect(csv.filter((row) => row.startsWith('Ceremony,'))).toHaveLength(2);

    // The deadline moves into the past on the organizers' Households tab.
    await dashboard.getByRole('tab', { name: 'Households' }).click();
    const deadlineState = dashboard.getByTestId('rsvp-deadline-state');
    await deadlineState.getByText(/^Answers close /).waitFor({ timeout: 15_000 });
    expect(await seriousAccessibilityViolations(dashboard)).toEqual([]);
    await dashboard.getByLabel(/^Deadline \(/).fill('2026-01-15T12:00');
    await dashboard.getByRole('button', { name: 'Save deadline' }).click();
    await deadlineState.getByText(/^The deadline passed /).waitFor();
    // The household's history says who changed what.
    await dashboard.getByRole('button', { name: /^Answers & history of / }).click();
    const history = dashboard.getByRole('region', { name: 'History' });
    await history.getByText('Ana García changed the answers to Reception').waitFor();
    expect(await seriousAccessibilityViolations(dashboard)).toEqual([]);

    // The phone, open all along, turns to the answers as sent and how to reach the couple.
    await rsvp.getByText(/^The date to answer has passed\./).waitFor({ timeout: 15_000 });
    expect(await phone.evaluate(() => (window as unknown as { mark?: string }).mark)).toBe('open');
    expect(await rsvp.getByRole('form').count()).toBe(0);
    expect(await rsvp.getByRole('button', { name: /^Save / }).count()).toBe(0);
    await rsvp.getByRole('heading', { name: /^Contact the couple/ }).waitFor();
    const sent = await rsvp
      .getByRole('region', { name: 'Reception' })
      .getByRole('listitem')
      .allTextContents();
    expect(sent).toEqual([
      'Ana García: ComingMeal: Sea bass',
      'Luis Ortega: ComingMeal: Mushroom risotto',
      'Marta Ruiz: ComingMeal: Sea bassFood needs: No nuts, please',
    ]);
    expect(
      await rsvp.getByRole('region', { name: 'Ceremony' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Ana García: Coming', 'Luis Ortega: Not coming', 'Marta Ruiz: Coming']);
    expect(await seriousAccessibilityViolations(phone, '#rsvp')).toEqual([]);

    // An answer sent now is refused with the protocol's words, and nothing is stored.
    const refused = await phone.evaluate(
      async ({ eventId, personId }) => {
        const response = await fetch(`/api/households/mine/events/${eventId}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ answers: [{ personId, attending: false }] }),
        });
        return { status: response.status, body: (await response.json()) as { error?: string } };
      },
      { eventId: reception.id, personId: ana.id },
    );
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('The RSVP deadline has passed');
    const stored = await organizer<RsvpReport>('GET', '/api/admin/rsvp-report', undefined);
    expect(stored.events.find((event) => event.name === 'Reception')?.attending).toEqual({
      adults: 3,
      children: 0,
    });

    // In Spanish: the closed page's words and the meals' Spanish names.
    await phone.getByRole('button', { name: /^ES/ }).first().click();
    await rsvp.getByText(/^Ya pasó la fecha para responder\./).waitFor();
    await rsvp
      .getByRole('region', { name: 'Banquete' })
      .getByText('Menú: Lubina', { exact: true })
      .first()
      .waitFor();
    expect(await seriousAccessibilityViolations(phone, '#rsvp')).toEqual([]);

    // The seating chart: the household imported from the guest list takes three seats, the
    // plus-one's by her name.
    await organizer(
      'POST',
      '/api/seating/tables',
      { tableNumber: 1, tableName: 'Garden', capacity: 8 },
      201,
    );
    await dashboard.getByRole('tab', { name: 'Seating Chart' }).click();
    await dashboard.getByRole('button', { name: 'Import Guests' }).click();
    const importing = dashboard.getByRole('dialog', { name: 'Import Guests' });
    // Every status: a household's answers do not set its members' guest-list status (yet).
    await importing.getByRole('combobox', { name: 'RSVP status' }).click();
    await dashboard.getByRole('option', { name: 'All Statuses' }).click();
    await importing.getByRole('checkbox', { name: 'Select all shown' }).check();
    await importing.getByText('3 seats needed').waitFor();
    await importing.getByRole('combobox', { name: 'Table', exact: true }).click();
    await dashboard.getByRole('option', { name: /^Table 1 · Garden/ }).click();
    expect(await seriousAccessibilityViolations(dashboard)).toEqual([]);
    await importing.getByRole('button', { name: 'Import', exact: true }).click();
    await importing.waitFor({ state: 'detached' });
    const garden = dashboard.getByTestId('table-card-1');
    await garden.getByText('Marta Ruiz', { exact: true }).waitFor();
    expect(await garden.getByRole('listitem').allTextContents()).toEqual([
      'Ana García',
      'Luis Ortega',
      'Marta Ruiz',
    ]);
    expect(await garden.textContent()).toContain('3/8');
    expect(await seriousAccessibilityViolations(dashboard)).toEqual([]);
    // Her place card, like the others, shows the meal chosen for the reception (the seated event),
    // in the card's language: Ana turned her phone to Spanish, and her plus-one's follows hers.
    await dashboard.getByRole('tab', { name: 'Print & export' }).click();
    await expect
      .poll(() => dashboard.locator('.seating-place-card').allTextContents())
      .toEqual([
        'Ana GarcíaMesa 1Menú: Lubina',
        'Luis OrtegaTable 1Meal: Mushroom risotto',
        'Marta RuizMesa 1Menú: Lubina',
      ]);
    expect(await seriousAccessibilityViolations(dashboard)).toEqual([]);

    expect(phoneErrors.filter((error) => !error.includes('409'))).toEqual([]);
    expect(dashboardErrors).toEqual([]);
  });
});
