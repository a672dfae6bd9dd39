import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
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
import { weddingSettingsFixture } from '../../../test/wedding-fixture';
import { resetGuestSessionCache } from '../../guest-gate/session';

export const ANA = 'a'.repeat(24);
export const LUIS = 'b'.repeat(24);
export const CEREMONY = 'c'.repeat(24);
export const RECEPTION = 'd'.repeat(24);

export const ceremony: WeekendEvent = {
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

const meal = (id: string, name: string, nameEs: string, children = false) => ({
  id,
  name,
  nameEs,
  description: '',
  descriptionEs: '',
  children,
});

export const reception: WeekendEvent = {
  id: RECEPTION,
  name: 'Reception',
  nameEs: 'Banquete',
  details: '',
  detailsEs: 'Cena y baile.',
  date: '2026-06-20',
  time: '19:00',
  place: 'The Barn',
  meals: [
    meal('beef', 'Beef', 'Ternera'),
    meal('fish', 'Fish', 'Pescado'),
    meal('kids', 'Pasta', 'Pasta', true),
  ],
  questions: [{ id: 'song', prompt: 'A song to dance to?', promptEs: '¿Una canción para bailar?' }],
  seated: true,
};

/** Ana López and Luis García, with one companion not named yet; Ana is the one signed in. */
const anaAndLuis = (): Household => ({
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
});

/** Invited to the ceremony and the reception, nothing answered, the deadline still ahead. */
const unanswered = (): MyEvents => ({
  deadline: '2026-06-01T21:59:00.000Z',
  canChange: true,
  events: [
    { event: ceremony, answers: [], questionAnswers: [] },
    { event: reception, answers: [], questionAnswers: [] },
  ],
});

/**
 * The signed-in household's server for each test of the file, on a connection to a real Socket.IO
 * server (the file mocks lib/realtime/socket with liveSocketModule). A test sets `household`,
 * `mine` and `answersRefused` to what the server holds; writes change them as the server would.
 */
export function householdServerPerTest() {
  const server = {
    household: anaAndLuis(),
    mine: unanswered(),
    /** Why the server refuses (422) the next PUT of an event's answers; null: it saves them. */
    answersRefused: null as 'mealNotOffered' | 'deadlinePassed' | null,
    sent: [] as SentRequest[],
    /** The Socket.IO server the page is connected to: the test pushes on it. */
    live: startLiveServerForFile(),
  };

  beforeEach(async () => {
    await i18n.changeLanguage('en');
    localStorage.clear();
    resetGuestSessionCache();
    connection.status = 'connected';
    server.answersRefused = null;
    server.household = anaAndLuis();
    server.mine = unanswered();
    server.sent = stubFetch((method, url, body) => {
      if (url === '/api/guest-auth')
        return json({
          guest: { id: ANA, firstName: 'Ana', lastName: 'López', email: 'ana@example.com' },
        });
      if (url === '/api/wedding') return json(weddingSettingsFixture);
      if (url === '/api/households/mine' && method === 'GET') return json(server.household);
      if (url === '/api/households/mine/events' && method === 'GET') return json(server.mine);
      if (url === '/api/households/mine/companions' && method === 'PUT') {
        const { companions } = body as unknown as CompanionsBody;
        server.household = {
          ...server.household,
          companions: companions.map((companion, index) => ({
            id: companion.id ?? `new-${index}`,
            name: companion.name || null,
            child: companion.child ?? false,
            guestOf: 'Ana',
          })),
          updatedAt: new Date().toISOString(),
        };
        return json(server.household);
      }
      const answering = /^\/api\/households\/mine\/events\/(\w+)$/.exec(url);
      if (answering && method === 'PUT') {
        const refused = server.answersRefused;
        if (refused)
          return json({ message: HOUSEHOLD_MESSAGES[refused], code: `households.${refused}` }, 422);
        const { answers, questionAnswers = [] } = body as unknown as EventAnswersBody;
        const item = server.mine.events.find((e) => e.event.id === answering[1])!;
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
        server.mine = {
          ...server.mine,
          events: server.mine.events.map((e) => (e.event.id === saved.event.id ? saved : e)),
        };
        return json(saved);
      }
      return undefined;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  return server;
}

/** The first screen waits for the household's chunk, slow on a loaded machine. */
export const LOADED = { timeout: 10_000 };

/** Queries within the card of the event with this heading. */
export const eventCard = async (name: string) =>
  within((await screen.findByRole('heading', { name, level: 3 }, LOADED)).closest('section')!);
