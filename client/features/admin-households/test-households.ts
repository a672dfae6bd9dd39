import type {
  HistoryEntry,
  OrganizerWeekendEvent,
  PersonAnswer,
  QuestionAnswer,
} from '../../../protocol/household-events';
import { HOUSEHOLD_MESSAGES, type Household } from '../../../protocol/households';
import { json, stubFetch } from '../../test/fake-fetch';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { deadlinePassed } from './households-cache';

/** A 24-hex id, as the server's ObjectIds read. */
export const id = (n: number) => n.toString(16).padStart(24, '0');

export const garcias: Household = {
  id: id(1),
  name: 'The Garcías',
  members: [
    { id: id(11), firstName: 'Ana', lastName: 'García' },
    { id: id(12), firstName: 'Luis', lastName: 'García' },
  ],
  companionsAllowed: 1,
  companions: [{ id: 'c-1', name: null, child: false, guestOf: 'Ana' }],
  reopened: false,
  updatedAt: '2026-04-01T10:00:00.000Z',
};

export const carter: Household = {
  id: id(2),
  name: '',
  members: [{ id: id(21), firstName: 'Ben', lastName: 'Carter' }],
  companionsAllowed: 0,
  companions: [],
  reopened: false,
  updatedAt: '2026-04-01T10:00:00.000Z',
};

const event = (
  n: number,
  fields: Partial<OrganizerWeekendEvent> & Pick<OrganizerWeekendEvent, 'name' | 'date' | 'time'>,
): OrganizerWeekendEvent => ({
  id: id(n),
  nameEs: '',
  details: '',
  detailsEs: '',
  place: '',
  meals: [],
  questions: [],
  seated: false,
  householdIds: [],
  updatedAt: '2026-04-01T10:00:00.000Z',
  ...fields,
});

export const ceremony = event(31, {
  name: 'Ceremony',
  nameEs: 'Ceremonia',
  date: '2026-06-20',
  time: '16:00',
  place: 'The chapel',
  householdIds: [garcias.id, carter.id],
});

export const reception = event(32, {
  name: 'Reception',
  nameEs: 'Banquete',
  date: '2026-06-20',
  time: '19:00',
  meals: [
    {
      id: 'm-fish',
      name: 'Fish',
      nameEs: 'Pescado',
      description: 'With lemon',
      descriptionEs: 'Con limón',
      children: false,
    },
    {
      id: 'm-pasta',
      name: 'Pasta',
      nameEs: 'Pasta',
      description: '',
      descriptionEs: '',
      children: true,
    },
  ],
  questions: [{ id: 'q-song', prompt: 'A song request', promptEs: 'Una canción' }],
  seated: true,
  householdIds: [garcias.id],
});

export const brunch = event(33, { name: 'Brunch', date: '2026-06-21', time: '11:00' });

/** The Garcías' history, newest first: Ana answered the reception, Luis named the companion. */
export const garciasHistory: HistoryEntry[] = [
  {
    id: 'h-2',
    what: 'answers',
    eventId: reception.id,
    by: { kind: 'guest', guestId: id(11) },
    answers: [
      { personId: id(11), attending: true, mealId: 'm-fish', dietary: 'No nuts' },
      { personId: id(12), attending: false, mealId: null, dietary: '' },
    ],
    at: '2026-05-01T10:00:00.000Z',
  },
  {
    id: 'h-1',
    what: 'companions',
    eventId: null,
    by: { kind: 'guest', guestId: id(12) },
    answers: null,
    at: '2026-04-30T10:00:00.000Z',
  },
];

type EventAnswers = { answers: PersonAnswer[]; questionAnswers: QuestionAnswer[] };

/** The Garcías' answers as stored: the reception as the history above left it, and a song. */
export const garciasAnswers = (): Record<string, EventAnswers> => ({
  [reception.id]: {
    answers: [...garciasHistory[0]!.answers!],
    questionAnswers: [{ questionId: 'q-song', answer: 'Moon River' }],
  },
});

/**
 * Stands in for the server of the households tab: the Garcías and Ben Carter, the ceremony and the
 * reception, no deadline. Writes change `state`, so what is read next is what was written.
 */
export function fakeHouseholdsServer() {
  const state = {
    households: [garcias, carter],
    events: [ceremony, reception],
    history: garciasHistory,
    /** The Garcías' answers and question answers per event. */
    answers: garciasAnswers(),
    deadline: null as string | null,
    /** The Garcías' answers are refused with the server's 422. */
    refuseAnswers: false,
  };
  const householdOf = (url: string, action: string) =>
    new RegExp(`^/api/admin/households/(\\w+)/${action}$`).exec(url)?.[1];
  const saved = (household: Household) => {
    state.households = state.households.map((h) => (h.id === household.id ? household : h));
    return json(household);
  };
  const requests = stubFetch(async (method, url, body) => {
    if (url === '/api/wedding') return json(weddingSettingsFixture);
    if (url === '/api/admin/households' && method === 'GET') return json(state.households);
    if (url === '/api/admin/households' && method === 'POST') {
      const ids = body!.memberIds as string[];
      const members = state.households.flatMap((h) => h.members).filter((m) => ids.includes(m.id));
      const created: Household = { ...carter, id: id(50), members };
      state.households = [
        ...state.households.map((h) => ({
          ...h,
          members: h.members.filter((m) => !ids.includes(m.id)),
        })),
        created,
      ].filter((h) => h.members.length > 0);
      return json(created, 201);
    }
    if (url === '/api/admin/weekend-events' && method === 'GET') return json(state.events);
    if (url === '/api/admin/weekend-events' && method === 'POST') {
      const meals = (body!.meals as object[]).map((meal, n) => ({ ...meal, id: `m-new-${n}` }));
      const questions = (body!.questions as object[]).map((q, n) => ({ ...q, id: `q-new-${n}` }));
      return json({ ...brunch, ...body, id: id(40), meals, questions }, 201);
    }
    const event = /^\/api\/admin\/weekend-events\/(\w+)$/.exec(url)?.[1];
    if (event && method === 'PUT') {
      return json({ ...state.events.find((e) => e.id === event), ...body });
    }
    if (url === '/api/admin/rsvp-settings') {
      if (method === 'PUT') state.deadline = body!.deadline as string | null;
      return json({ deadline: state.deadline });
    }
    if (householdOf(url, 'history') === garcias.id) return json(state.history);
    const answersOf = householdOf(url, 'events');
    if (answersOf && method === 'GET') {
      const household = state.households.find((h) => h.id === answersOf);
      if (!household) return json({ message: HOUSEHOLD_MESSAGES.notFound }, 404);
      const own = answersOf === garcias.id ? state.answers : {};
      return json({
        deadline: state.deadline,
        canChange: !deadlinePassed(state.deadline) || household.reopened,
        events: state.events
          .filter((event) => event.householdIds.includes(answersOf))
          .map((event) => ({ event, ...(own[event.id] ?? { answers: [], questionAnswers: [] }) })),
      });
    }
    if (householdOf(url, 'answers') === garcias.id) {
      if (state.refuseAnswers) return json({ message: HOUSEHOLD_MESSAGES.mealNotOffered }, 422);
      const entry: HistoryEntry = {
        id: `h-${state.history.length + 1}`,
        what: 'answers',
        eventId: String(body!.eventId),
        by: { kind: 'organizer' },
        // As stored: a person declining has no meal.
        answers: (body!.answers as { mealId?: string }[]).map((answer) => ({
          mealId: null,
          ...answer,
        })) as HistoryEntry['answers'],
        at: '2026-05-02T10:00:00.000Z',
      };
      state.history = [entry, ...state.history];
      // As stored: each person sent replaces their answer; an empty question answer clears it.
      const before = state.answers[entry.eventId!] ?? { answers: [], questionAnswers: [] };
      const sentIds = new Set(entry.answers!.map((answer) => answer.personId));
      const sentQuestions = body!.questionAnswers as QuestionAnswer[];
      const stored: EventAnswers = {
        answers: [
          ...before.answers.filter((answer) => !sentIds.has(answer.personId)),
          ...entry.answers!,
        ],
        questionAnswers: [
          ...before.questionAnswers.filter(
            (kept) => !sentQuestions.some((sent) => sent.questionId === kept.questionId),
          ),
          ...sentQuestions.filter((sent) => sent.answer),
        ],
      };
      state.answers = { ...state.answers, [entry.eventId!]: stored };
      return json({ event: reception, ...stored });
    }
    if (householdOf(url, 'reopen') === garcias.id) {
      saved({ ...garcias, reopened: true });
      return json({ reopened: true });
    }
    const renamed = householdOf(url, 'name');
    if (renamed) {
      return saved({
        ...state.households.find((h) => h.id === renamed)!,
        name: String(body!.name),
      });
    }
    const target = householdOf(url, 'members') ?? householdOf(url, 'merge');
    if (target) {
      // Moves one guest, or every member of the merged household, into the target.
      const moving = body!.guestId
        ? [body!.guestId as string]
        : state.households.find((h) => h.id === body!.householdId)!.members.map((m) => m.id);
      const people = state.households
        .flatMap((h) => h.members)
        .filter((m) => moving.includes(m.id));
      state.households = state.households
        .map((h) =>
          h.id === target
            ? { ...h, members: [...h.members, ...people] }
            : { ...h, members: h.members.filter((m) => !moving.includes(m.id)) },
        )
        .filter((h) => h.members.length > 0);
      return json(state.households.find((h) => h.id === target));
    }
    return undefined;
  });
  return { state, requests };
}
export type FakeHouseholdsServer = ReturnType<typeof fakeHouseholdsServer>;
