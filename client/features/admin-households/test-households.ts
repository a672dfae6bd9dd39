import type { HistoryEntry, OrganizerWeekendEvent } from '../../../protocol/household-events';
import type { Household } from '../../../protocol/households';

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
