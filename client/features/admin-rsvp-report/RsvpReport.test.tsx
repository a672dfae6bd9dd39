import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOUSEHOLD_MESSAGES } from '../../../protocol/households';
import type { Reminder, RsvpReport as Report } from '../../../protocol/rsvp-report';
import { i18n } from '../../lib/i18n';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { pushTo, resetAfterTest } from '../../test/topic-pushes';
import {
  ceremony,
  ceremonyWithQuestion,
  earlierReminder,
  households,
  report,
} from './report-fixture';
import { RsvpReport } from './RsvpReport';

// The report renders many events, tables and lists: on a busy 2-core
// machine the first render of a file takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../lib/realtime/useTopic', () => import('../../test/topic-pushes'));

let requests: SentRequest[];
let current: Report;
let reminders: Reminder[];
let sendAnswer: () => Response;
beforeEach(() => {
  current = report();
  reminders = [earlierReminder];
  sendAnswer = () =>
    json({
      reminded: [{ householdId: 'h2', name: 'Carla Ruiz' }],
      skipped: [{ householdId: 'h3', name: 'The Vidals', reason: 'unreachable' }],
    });
  requests = stubFetch(async (method, url) => {
    if (url === '/api/admin/rsvp-report') return json(current);
    if (url === '/api/admin/rsvp-reminders' && method === 'GET') return json(reminders);
    if (url === '/api/admin/rsvp-reminders' && method === 'POST') return sendAnswer();
    if (url === '/api/admin/weekend-events') return json([ceremonyWithQuestion]);
    if (url === '/api/admin/households') return json(households);
    return undefined;
  });
});
afterEach(resetAfterTest);

const reads = (url: string) =>
  requests.filter((request) => request.method === 'GET' && request.url === url).length;
const eventCard = (name: string) =>
  within(screen.getByRole('list', { name: 'Answers per event' })).getByRole('listitem', { name });
const figure = (card: HTMLElement, id: string) => within(card).getByTestId(id).textContent;
const rowTexts = (root: HTMLElement, testId: string) =>
  within(root)
    .getAllByTestId(testId)
    .map((row) => [...row.children].map((cell) => cell.textContent));
const load = async () => {
  renderWithProviders(<RsvpReport />);
  await screen.findByRole('list', { name: 'Answers per event' });
};

describe('the RSVP report', { timeout: 20_000 }, () => {
  it('shows per event who comes (adults and children), who declined and who has not answered', async () => {
    await load();
    const dinner = eventCard('Ceremony and dinner');
    expect(
      within(dinner).getByText(/Saturday, September 12, 2026 at 5:30\s?PM · Finca El Olivar/),
    ).toBeInTheDocument();
    expect(figure(dinner, 'attending')).toBe('3 adults, 1 child');
    expect(figure(dinner, 'declined')).toBe('1');
    expect(figure(dinner, 'not-answered')).toBe('0');
    expect(figure(dinner, 'invited')).toBe('5');
    const brunch = eventCard('Sunday brunch');
    expect(figure(brunch, 'attending')).toBe('2 adults, 0 children');
    expect(figure(brunch, 'not-answered')).toBe('1');
    expect(within(brunch).getByText('No meals offered at this event.')).toBeInTheDocument();
    // No household answered a question: the questions and households are not read.
    expect(reads('/api/admin/weekend-events') + reads('/api/admin/households')).toBe(0);
  });

  it('shows the households’ answers to an event’s questions under the question', async () => {
    current = {
      ...current,
      events: [
        {
          ...ceremony,
          questionAnswers: [
            { questionId: 'q1', householdId: 'h1', answer: 'September <b>' },
            { questionId: 'q1', householdId: 'h2', answer: 'Dancing Queen' },
          ],
        },
        current.events[1],
      ],
    };
    await load();
    const dinner = eventCard('Ceremony and dinner');
    expect(within(dinner).getByText('Answers to the questions (2)')).toBeInTheDocument();
    const question = await within(dinner).findByTestId('question');
    expect(within(question).getByText('Which song gets you dancing?')).toBeInTheDocument();
    expect([...question.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'The Ortiz family: September <b>',
      'Carla Ruiz & Dani Ruiz: Dancing Queen',
    ]);
    expect(question.querySelector('b')).toBeNull();

    // The question reworded: read again on its push.
    const before = reads('/api/admin/weekend-events');
    pushTo('households', 'households:event-saved', ceremonyWithQuestion);
    await waitFor(() => expect(reads('/api/admin/weekend-events')).toBe(before + 1));
  });

  it('counts the meals of each event in its order, the children’s option marked', async () => {
    await load();
    const table = within(eventCard('Ceremony and dinner')).getByRole('table', {
      name: 'Meals at Ceremony and dinner',
    });
    expect(rowTexts(table, 'meal-row')).toEqual([
      ['Sea bass', '2'],
      ['Risotto', '1'],
      ['Kids’ pasta (children’s)', '1'],
    ]);
  });

  it('names a companion not named yet after whom they come with', async () => {
    await load();
    const dinner = eventCard('Ceremony and dinner');
    expect(within(dinner).getByText('Guest of Ana · Sea bass')).toBeInTheDocument();
    expect(
      within(dinner).getByText('Leo Ortiz (child) · Kids’ pasta · Nut allergy'),
    ).toBeInTheDocument();
  });

  it('lists each person’s dietary note once, with the events they attend', async () => {
    await load();
    const table = screen.getByRole('table', { name: 'Dietary notes' });
    expect(rowTexts(table, 'dietary-row')).toEqual([
      ['Ana Ortiz', 'No shellfish', 'Ceremony and dinner, Sunday brunch'],
      ['Leo Ortiz (child)', 'Nut allergy', 'Ceremony and dinner'],
      ['Carla Ruiz', 'Vegetarian', 'Ceremony and dinner'],
    ]);
  });

  it('lists who has not answered, for which events, when last reminded and how to reach them', async () => {
    await load();
    const list = screen.getByRole('list', { name: 'Not answered yet' });
    const [carla, vidals] = within(list).getAllByTestId('unanswered-household');
    expect(carla).toHaveTextContent('Carla Ruiz');
    expect(carla).toHaveTextContent('Events: Sunday brunch');
    expect(carla).toHaveTextContent('Not reminded yet');
    expect(carla).toHaveTextContent('Reachable by: e-mail, text message');
    expect(vidals).toHaveTextContent('Events: Ceremony and dinner, Sunday brunch');
    expect(vidals).toHaveTextContent(/Last reminded Aug 1, 2026/);
    expect(vidals).toHaveTextContent('No e-mail, phone or push to reach them');
  });

  it('sends reminders and shows whom they reached and whom they skipped, and why', async () => {
    const user = userEvent.setup();
    await load();
    const sent = await screen.findByRole('list', { name: 'Reminders sent' });
    expect(within(sent).getByText('e-mail to v***@mail.com: failed')).toBeInTheDocument();
    const readsBefore = reads('/api/admin/rsvp-report');

    await user.click(screen.getByRole('button', { name: 'Send reminders' }));
    const result = await screen.findByRole('status', { name: 'Reminders sent now' });
    expect(requests).toContainEqual({
      method: 'POST',
      url: '/api/admin/rsvp-reminders',
      body: undefined,
    });
    expect(result).toHaveTextContent('1 household reminded');
    expect(within(result).getByTestId('reminded-now')).toHaveTextContent('Carla Ruiz');
    expect(result).toHaveTextContent('1 household skipped');
    expect(within(result).getByTestId('skipped-now')).toHaveTextContent(
      'The Vidals: no way to reach them',
    );
    // The report's "last reminded" is read again.
    await waitFor(() => expect(reads('/api/admin/rsvp-report')).toBe(readsBefore + 1));
  });

  it('shows the server’s refusal when nobody is left to remind, in the organizer’s language', async () => {
    await i18n.changeLanguage('es');
    sendAnswer = () =>
      json(
        {
          message: HOUSEHOLD_MESSAGES.remindersNothingToSend,
          code: 'households.remindersNothingToSend',
        },
        409,
      );
    const user = userEvent.setup();
    renderWithProviders(<RsvpReport />);
    await user.click(await screen.findByRole('button', { name: 'Enviar recordatorios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Todos los hogares han respondido o recibieron un recordatorio en los últimos 3 días.',
    );
  });

  it('reads the report again on a push and shows the new counts', async () => {
    await load();
    expect(figure(eventCard('Ceremony and dinner'), 'declined')).toBe('1');
    const readsBefore = reads('/api/admin/rsvp-report');
    current = {
      ...current,
      events: [
        { ...ceremony, attending: { adults: 4, children: 1 }, declined: 0 },
        current.events[1],
      ],
    };
    pushTo('households', 'households:answers', { householdId: 'h2', eventId: 'e1', answers: [] });
    await waitFor(() =>
      expect(figure(eventCard('Ceremony and dinner'), 'attending')).toBe('4 adults, 1 child'),
    );
    expect(figure(eventCard('Ceremony and dinner'), 'declined')).toBe('0');
    expect(reads('/api/admin/rsvp-report')).toBe(readsBefore + 1);

    for (const event of ['households:saved', 'households:removed', 'households:event-saved']) {
      const before = reads('/api/admin/rsvp-report');
      pushTo('households', event, {});
      await waitFor(() => expect(reads('/api/admin/rsvp-report')).toBe(before + 1));
    }
  });

  it('patches a pushed reminder into the list by id and the household’s line, without reading again', async () => {
    await load();
    const sent = await screen.findByRole('list', { name: 'Reminders sent' });
    const reportReads = reads('/api/admin/rsvp-report');
    const reminderReads = reads('/api/admin/rsvp-reminders');
    const carla: Reminder = {
      id: 'rem2',
      householdId: 'h2',
      name: 'Carla Ruiz',
      at: '2026-08-20T10:00:00.000Z',
      channels: [
        { channel: 'email', outcome: 'queued', to: 'c***@mail.com' },
        { channel: 'sms', outcome: 'queued', to: '••• 4321' },
      ],
    };
    pushTo('households', 'households:reminder', carla);
    await within(sent).findByText('Carla Ruiz');
    const [first] = within(sent).getAllByTestId('reminder');
    expect(first).toHaveTextContent('Carla Ruiz');
    expect(first).toHaveTextContent('e-mail to c***@mail.com: waiting to send');
    expect(
      within(screen.getByRole('list', { name: 'Not answered yet' })).getAllByTestId(
        'unanswered-household',
      )[0],
    ).toHaveTextContent(/Last reminded Aug 20, 2026/);

    pushTo('households', 'households:reminder', {
      ...carla,
      channels: [
        { channel: 'email', outcome: 'sent', to: 'c***@mail.com' },
        { channel: 'sms', outcome: 'failed', to: '••• 4321' },
      ],
    });
    await within(sent).findByText('e-mail to c***@mail.com: sent');
    expect(within(sent).getByText('text message to ••• 4321: failed')).toBeInTheDocument();
    expect(within(sent).getAllByTestId('reminder')).toHaveLength(2);
    expect(reads('/api/admin/rsvp-report')).toBe(reportReads);
    expect(reads('/api/admin/rsvp-reminders')).toBe(reminderReads);
  });

  it('links the caterer’s CSV in the organizer’s language', async () => {
    const { unmount } = renderWithProviders(<RsvpReport />);
    const link = await screen.findByRole('link', { name: 'Download meals (CSV)' });
    expect(link).toHaveAttribute('href', '/api/admin/rsvp-report/meals.csv?lang=en');
    unmount();

    await i18n.changeLanguage('es');
    renderWithProviders(<RsvpReport />);
    expect(await screen.findByRole('link', { name: 'Descargar los menús (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/rsvp-report/meals.csv?lang=es',
    );
  });

  it('reads in Spanish, a companion not named yet included', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(<RsvpReport />);
    const list = await screen.findByRole('list', { name: 'Respuestas por evento' });
    const dinner = within(list).getByRole('listitem', { name: 'Ceremonia y cena' });
    expect(figure(dinner, 'attending')).toBe('3 adultos, 1 niño/a');
    expect(within(dinner).getByText('Invitado de Ana · Lubina')).toBeInTheDocument();
    expect(
      within(dinner).getByText(/sábado, 12 de septiembre de 2026 a las 17:30/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Informe de respuestas' })).toBeInTheDocument();
  });
});
