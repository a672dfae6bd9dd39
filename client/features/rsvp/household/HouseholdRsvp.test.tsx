import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  EventAnswersBody,
  HouseholdEvent,
  MyEvents,
  WeekendEvent,
} from '../../../../protocol/household-events';
import {
  HOUSEHOLD_MESSAGES,
  type CompanionsBody,
  type Household,
} from '../../../../protocol/households';
import { i18n } from '../../../lib/i18n';
import { connection } from '../../../lib/realtime/connection';
import { json, stubFetch, type SentRequest } from '../../../test/fake-fetch';
import { startLiveServerForFile } from '../../../test/live-server';
import { renderWithProviders } from '../../../test/render';
import { weddingSettingsFixture } from '../../../test/wedding-fixture';
import { resetGuestSessionCache } from '../../guest-gate/session';
import { RsvpSection } from '../components/RsvpSection';

// The page's one connection, to a real Socket.IO server: the household's pushes arrive on it.
vi.mock('../../../lib/realtime/socket', (importOriginal) =>
  import('../../../test/live-server').then((m) => m.liveSocketModule(importOriginal)),
);
const liveServer = startLiveServerForFile();

const ANA = 'a'.repeat(24);
const LUIS = 'b'.repeat(24);
const CEREMONY = 'c'.repeat(24);
const RECEPTION = 'd'.repeat(24);

const ceremony: WeekendEvent = {
  id: CEREMONY,
  name: 'Ceremony',
  nameEs: 'Ceremonia',
  details: 'In the garden.',
  detailsEs: '',
  date: '2026-06-20',
  time: '17:30',
  place: 'Rose Garden',
  meals: [],
  questions: [],
  seated: false,
};
const reception: WeekendEvent = {
  id: RECEPTION,
  name: 'Reception',
  nameEs: 'Banquete',
  details: '',
  detailsEs: 'Cena y baile.',
  date: '2026-06-20',
  time: '19:00',
  place: 'The Barn',
  meals: [
    {
      id: 'beef',
      name: 'Beef',
      nameEs: 'Ternera',
      description: '',
      descriptionEs: '',
      children: false,
    },
    {
      id: 'fish',
      name: 'Fish',
      nameEs: 'Pescado',
      description: '',
      descriptionEs: '',
      children: false,
    },
    {
      id: 'kids',
      name: 'Pasta',
      nameEs: 'Pasta',
      description: '',
      descriptionEs: '',
      children: true,
    },
  ],
  questions: [{ id: 'song', prompt: 'A song to dance to?', promptEs: '¿Una canción para bailar?' }],
  seated: true,
};

let household: Household;
let mine: MyEvents;
/** What the server answers to the next PUT of an event's answers: saved, or refused. */
let answerRefusal: { status: number; body: unknown } | null;
let sent: SentRequest[];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
  resetGuestSessionCache();
  connection.status = 'connected';
  answerRefusal = null;
  household = {
    id: 'e'.repeat(24),
    name: '',
    members: [
      { id: ANA, firstName: 'Ana', lastName: 'López' },
      { id: LUIS, firstName: 'Luis', lastName: 'García' },
    ],
    companionsAllowed: 2,
    companions: [{ id: 'comp-1', name: null, child: false, guestOf: 'Ana' }],
    reopened: false,
    updatedAt: '2026-05-01T10:00:00.000Z',
  };
  mine = {
    deadline: '2026-06-01T21:59:00.000Z',
    canChange: true,
    events: [
      { event: ceremony, answers: [], questionAnswers: [] },
      { event: reception, answers: [], questionAnswers: [] },
    ],
  };
  sent = stubFetch((method, url, body) => {
    if (url === '/api/guest-auth')
      return json({
        guest: { id: ANA, firstName: 'Ana', lastName: 'López', email: 'ana@example.com' },
      });
    if (url === '/api/wedding') return json(weddingSettingsFixture);
    if (url === '/api/households/mine' && method === 'GET') return json(household);
    if (url === '/api/households/mine/events' && method === 'GET') return json(mine);
    if (url === '/api/households/mine/companions' && method === 'PUT') {
      const { companions } = body as unknown as CompanionsBody;
      household = {
        ...household,
        companions: companions.map((companion, index) => ({
          id: companion.id ?? `new-${index}`,
          name: companion.name || null,
          child: companion.child ?? false,
          guestOf: 'Ana',
        })),
        updatedAt: new Date().toISOString(),
      };
      return json(household);
    }
    const answering = /^\/api\/households\/mine\/events\/(\w+)$/.exec(url);
    if (answering && method === 'PUT') {
      if (answerRefusal) return json(answerRefusal.body, answerRefusal.status);
      const { answers, questionAnswers = [] } = body as unknown as EventAnswersBody;
      const item = mine.events.find((e) => e.event.id === answering[1])!;
      const saved: HouseholdEvent = {
        event: item.event,
        answers: answers.map((answer) => ({
          personId: answer.personId,
          attending: answer.attending,
          mealId: answer.mealId ?? null,
          dietary: answer.dietary ?? '',
        })),
        questionAnswers: questionAnswers
          .filter((answer) => answer.answer)
          .map((answer) => ({ questionId: answer.questionId, answer: answer.answer ?? '' })),
      };
      mine = {
        ...mine,
        events: mine.events.map((e) => (e.event.id === saved.event.id ? saved : e)),
      };
      return json(saved);
    }
    return undefined;
  });
});

afterEach(() => vi.unstubAllGlobals());

/** The first screen waits for the household's chunk, slow on a loaded machine. */
const LOADED = { timeout: 10_000 };

const eventCard = async (name: string) =>
  within((await screen.findByRole('heading', { name, level: 3 }, LOADED)).closest('section')!);

// Typing on a shared, slow machine: the form tests take a few seconds each.
describe("a signed-in household's RSVP", { timeout: 60_000 }, () => {
  it('shows the household and each of its events, the deadline, and every person to answer for', async () => {
    renderWithProviders(<RsvpSection />);
    const ceremonyCard = await eventCard('Ceremony');
    // On the wedding's clock (New York), whatever the phone's.
    expect(
      await screen.findByText('Please answer by June 1, 2026 at 5:59 PM.'),
    ).toBeInTheDocument();
    expect(ceremonyCard.getByText('Saturday, June 20, 2026 at 5:30 PM')).toBeInTheDocument();
    expect(ceremonyCard.getByText('Rose Garden')).toBeInTheDocument();
    expect(ceremonyCard.getByText('In the garden.')).toBeInTheDocument();
    for (const name of ['Ana López', 'Luis García', 'Guest of Ana']) {
      expect(ceremonyCard.getByRole('group', { name })).toBeInTheDocument();
    }
    const receptionCard = await eventCard('Reception');
    // The details exist only in Spanish: shown, marked as the other language.
    expect(receptionCard.getByText('Cena y baile.')).toHaveAttribute('lang', 'es');
    expect(receptionCard.getByLabelText('A song to dance to?')).toBeInTheDocument();
    // The spec's form is not this guest's.
    expect(screen.queryByRole('button', { name: 'Send RSVP' })).not.toBeInTheDocument();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it('names a companion and marks them as a child', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RsvpSection />);
    const name = await screen.findByLabelText('Name of companion 1', {}, LOADED);
    expect(name).toHaveAttribute('placeholder', 'Guest of Ana');
    await user.type(name, 'Sol');
    await user.click(screen.getByLabelText('Companion 1 is a child'));
    await user.click(screen.getByRole('button', { name: 'Save companions' }));
    expect(await screen.findByText('Your companions are saved.')).toBeInTheDocument();
    expect(sent.find((r) => r.url === '/api/households/mine/companions')?.body).toEqual({
      companions: [{ id: 'comp-1', name: 'Sol', child: true }],
    });
    // Named, and a child: the events ask for Sol, with the children's menu first.
    const receptionCard = await eventCard('Reception');
    const sol = await receptionCard.findByRole('group', { name: 'Sol' });
    await user.click(within(sol).getByRole('radio', { name: 'Yes, will come' }));
    const meals = within(within(sol).getByRole('group', { name: 'Meal for Sol' })).getAllByRole(
      'radio',
    );
    expect(meals[0]).toHaveAccessibleName(/Pasta/);
    expect(meals[0]).toHaveAccessibleName(/Children's menu/);
  });

  it("saves an event's answers with each person's meal and note, and the event's question", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RsvpSection />);
    const card = await eventCard('Reception');
    const ana = card.getByRole('group', { name: 'Ana López' });
    await user.click(within(ana).getByRole('radio', { name: 'Yes, will come' }));
    await user.click(within(ana).getByRole('radio', { name: 'Fish' }));
    await user.type(within(ana).getByLabelText(/Food needs of Ana López/), 'No nuts');
    const luis = card.getByRole('group', { name: 'Luis García' });
    await user.click(within(luis).getByRole('radio', { name: 'No, cannot come' }));
    await user.type(card.getByLabelText('A song to dance to?'), 'September');
    await user.click(card.getByRole('button', { name: 'Save answers for Reception' }));

    expect(
      await card.findByText('Thank you! Your answers for Reception are saved.'),
    ).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `/api/households/mine/events/${RECEPTION}`,
      body: {
        // The companion has not answered yet: left out, the server keeps them unanswered.
        answers: [
          { personId: ANA, attending: true, mealId: 'fish', dietary: 'No nuts' },
          { personId: LUIS, attending: false, dietary: '' },
        ],
        questionAnswers: [{ questionId: 'song', answer: 'September' }],
      },
    });
    // The saved answers are the form's now.
    expect(within(ana).getByRole('radio', { name: 'Fish' })).toBeChecked();
  });

  it("shows the server's refusal in the guest's language", async () => {
    await i18n.changeLanguage('es');
    answerRefusal = {
      status: 422,
      body: { message: HOUSEHOLD_MESSAGES.mealNotOffered, code: 'households.mealNotOffered' },
    };
    const user = userEvent.setup();
    renderWithProviders(<RsvpSection />);
    const card = await eventCard('Banquete');
    const ana = card.getByRole('group', { name: 'Ana López' });
    await user.click(within(ana).getByRole('radio', { name: 'Sí, vendrá' }));
    await user.click(within(ana).getByRole('radio', { name: 'Ternera' }));
    await user.click(card.getByRole('button', { name: 'Guardar respuestas de Banquete' }));
    expect(await card.findByRole('alert')).toHaveTextContent(
      'Este menú no se ofrece en este evento.',
    );
    // The guest's choice is kept to correct or send again.
    expect(within(ana).getByRole('radio', { name: 'Ternera' })).toBeChecked();
  });

  it('turns to the answers as sent when the deadline passed while the page was open', async () => {
    answerRefusal = {
      status: 422,
      body: { message: HOUSEHOLD_MESSAGES.deadlinePassed, code: 'households.deadlinePassed' },
    };
    const user = userEvent.setup();
    renderWithProviders(<RsvpSection />);
    const card = await eventCard('Ceremony');
    mine = { ...mine, canChange: false };
    await user.click(
      within(card.getByRole('group', { name: 'Ana López' })).getByRole('radio', {
        name: 'Yes, will come',
      }),
    );
    await user.click(card.getByRole('button', { name: 'Save answers for Ceremony' }));
    expect(await screen.findByText(/The date to answer has passed/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows the answers as sent, read-only, with how to reach the couple, after the deadline', async () => {
    mine = {
      ...mine,
      canChange: false,
      events: [
        {
          event: reception,
          answers: [
            { personId: ANA, attending: true, mealId: 'beef', dietary: 'No nuts' },
            { personId: LUIS, attending: false, mealId: null, dietary: '' },
          ],
          questionAnswers: [{ questionId: 'song', answer: 'September' }],
        },
      ],
    };
    renderWithProviders(<RsvpSection />);
    const card = await eventCard('Reception');
    expect(screen.getByText(/The date to answer has passed/)).toBeInTheDocument();
    const ana = card.getByText('Ana López:').closest('li')!;
    expect(ana).toHaveTextContent('Coming');
    expect(ana).toHaveTextContent('Meal: Beef');
    expect(ana).toHaveTextContent('Food needs: No nuts');
    expect(card.getByText('Luis García:').closest('li')).toHaveTextContent('Not coming');
    expect(card.getByText('Guest of Ana:').closest('li')).toHaveTextContent('No answer');
    expect(card.getByText('September')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    const contact = weddingSettingsFixture.contact;
    expect(await screen.findByRole('link', { name: new RegExp(contact.email) })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it('reads the household again when a change to it is pushed', async () => {
    liveServer().subscribed.clear();
    renderWithProviders(<RsvpSection />);
    const card = await eventCard('Ceremony');
    const luis = card.getByRole('group', { name: 'Luis García' });
    expect(within(luis).getByRole('radio', { name: 'Yes, will come' })).not.toBeChecked();
    await waitFor(() => expect(liveServer().subscribed.has('my-household')).toBe(true));

    // Luis answered from his own phone.
    mine = {
      ...mine,
      events: mine.events.map((item) =>
        item.event.id === CEREMONY
          ? { ...item, answers: [{ personId: LUIS, attending: true, mealId: null, dietary: '' }] }
          : item,
      ),
    };
    liveServer().push('my-household', 'my-household:changed', { householdId: household.id });
    await waitFor(() =>
      expect(within(luis).getByRole('radio', { name: 'Yes, will come' })).toBeChecked(),
    );
  });

  it('keeps the answers but cannot save them while offline, and says so', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderWithProviders(<RsvpSection />);
      const card = await eventCard('Ceremony');
      expect(card.getByRole('button', { name: 'Save answers for Ceremony' })).toBeDisabled();
      expect(card.getByText(/You are offline/)).toBeInTheDocument();
      online.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(card.getByRole('button', { name: 'Save answers for Ceremony' })).toBeEnabled();
    } finally {
      online.mockRestore();
    }
  });

  it("falls back to the spec's form for a guest whose household has no events", async () => {
    mine = { ...mine, events: [] };
    renderWithProviders(<RsvpSection />);
    expect(await screen.findByRole('button', { name: 'Send RSVP' }, LOADED)).toBeInTheDocument();
  });
});
