import type { OrganizerWeekendEvent } from '../../../protocol/household-events';
import type { Household } from '../../../protocol/households';
import type { EventReport, Reminder, RsvpReport } from '../../../protocol/rsvp-report';

/**
 * Two households' answers to two events: Ana Ortiz and Ben Lopez (household h1) with Ana's
 * companion not named yet and a child, Carla Ruiz (h2) who has not answered the brunch.
 */
export const ceremony: EventReport = {
  eventId: 'e1',
  name: 'Ceremony and dinner',
  nameEs: 'Ceremonia y cena',
  date: '2026-09-12',
  time: '17:30',
  place: 'Finca El Olivar',
  invited: 5,
  attending: { adults: 3, children: 1 },
  declined: 1,
  notAnswered: 0,
  meals: [
    { mealId: 'm1', name: 'Sea bass', nameEs: 'Lubina', children: false, count: 2 },
    { mealId: 'm2', name: 'Risotto', nameEs: 'Risotto', children: false, count: 1 },
    { mealId: 'm3', name: 'Kids’ pasta', nameEs: 'Pasta infantil', children: true, count: 1 },
  ],
  mealNotChosen: 0,
  people: [
    {
      personId: 'p1',
      householdId: 'h1',
      name: 'Ana Ortiz',
      guestOf: null,
      child: false,
      mealId: 'm1',
      dietary: 'No shellfish',
    },
    {
      personId: 'c1',
      householdId: 'h1',
      name: null,
      guestOf: 'Ana',
      child: false,
      mealId: 'm1',
      dietary: '',
    },
    {
      personId: 'c2',
      householdId: 'h1',
      name: 'Leo Ortiz',
      guestOf: 'Ana',
      child: true,
      mealId: 'm3',
      dietary: 'Nut allergy',
    },
    {
      personId: 'p3',
      householdId: 'h2',
      name: 'Carla Ruiz',
      guestOf: null,
      child: false,
      mealId: 'm2',
      dietary: 'Vegetarian',
    },
  ],
  questionAnswers: [],
};

export const brunch: EventReport = {
  eventId: 'e2',
  name: 'Sunday brunch',
  nameEs: 'Brunch del domingo',
  date: '2026-09-13',
  time: '11:00',
  place: 'Hotel Miramar',
  invited: 4,
  attending: { adults: 2, children: 0 },
  declined: 1,
  notAnswered: 1,
  meals: [],
  mealNotChosen: 0,
  people: [
    {
      personId: 'p1',
      householdId: 'h1',
      name: 'Ana Ortiz',
      guestOf: null,
      child: false,
      mealId: null,
      dietary: 'No shellfish',
    },
    {
      personId: 'c1',
      householdId: 'h1',
      name: null,
      guestOf: 'Ana',
      child: false,
      mealId: null,
      dietary: '',
    },
  ],
  questionAnswers: [],
};

export const report = (): RsvpReport => ({
  events: [ceremony, brunch],
  dietary: [
    {
      personId: 'p1',
      householdId: 'h1',
      name: 'Ana Ortiz',
      guestOf: null,
      child: false,
      note: 'No shellfish',
      eventIds: ['e1', 'e2'],
    },
    {
      personId: 'c2',
      householdId: 'h1',
      name: 'Leo Ortiz',
      guestOf: 'Ana',
      child: true,
      note: 'Nut allergy',
      eventIds: ['e1'],
    },
    {
      personId: 'p3',
      householdId: 'h2',
      name: 'Carla Ruiz',
      guestOf: null,
      child: false,
      note: 'Vegetarian',
      eventIds: ['e1'],
    },
  ],
  unanswered: [
    {
      householdId: 'h2',
      name: 'Carla Ruiz',
      eventIds: ['e2'],
      lastRemindedAt: null,
      reachableBy: ['email', 'sms'],
    },
    {
      householdId: 'h3',
      name: 'The Vidals',
      eventIds: ['e1', 'e2'],
      lastRemindedAt: '2026-08-01T09:00:00.000Z',
      reachableBy: [],
    },
  ],
});

export const earlierReminder: Reminder = {
  id: 'rem1',
  householdId: 'h3',
  name: 'The Vidals',
  at: '2026-08-01T09:00:00.000Z',
  channels: [{ channel: 'email', outcome: 'failed', to: 'v***@mail.com' }],
};

/** The ceremony's song request, as the weekend's events list it. */
export const ceremonyWithQuestion: OrganizerWeekendEvent = {
  id: 'e1',
  name: ceremony.name,
  nameEs: ceremony.nameEs,
  details: '',
  detailsEs: '',
  date: ceremony.date,
  time: ceremony.time,
  place: ceremony.place,
  meals: [],
  questions: [
    { id: 'q1', prompt: 'Which song gets you dancing?', promptEs: '¿Qué canción te hace bailar?' },
  ],
  seated: true,
  householdIds: ['h1', 'h2'],
  updatedAt: '2026-07-01T09:00:00.000Z',
};

const household = (id: string, name: string, members: [string, string][]): Household => ({
  id,
  name,
  members: members.map(([firstName, lastName], index) => ({
    id: `${id}-${index}`,
    firstName,
    lastName,
  })),
  companionsAllowed: 0,
  companions: [],
  reopened: false,
  updatedAt: '2026-07-01T09:00:00.000Z',
});

export const households: Household[] = [
  household('h1', 'The Ortiz family', [['Ana', 'Ortiz']]),
  household('h2', '', [
    ['Carla', 'Ruiz'],
    ['Dani', 'Ruiz'],
  ]),
];
