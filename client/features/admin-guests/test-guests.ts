import type { AdminGuest } from '../../../protocol/admin-guests';

let counter = 0;

/** A complete admin guest row for tests; `overrides` set what the test is about. */
export function adminGuest(overrides: Partial<AdminGuest> & { name: string }): AdminGuest {
  counter += 1;
  const [firstName = '', ...rest] = overrides.name.split(' ');
  return {
    id: counter.toString(16).padStart(24, '0'),
    firstName,
    lastName: rest.join(' '),
    email: `${overrides.name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    rsvpStatus: 'pending',
    plusOne: false,
    partySize: overrides.plusOne ? 2 : 1,
    category: 'friends',
    invitationSent: false,
    inviteCode: `CODE${String(counter).padStart(4, '2')}`.replace(/[01]/g, '2'),
    isAuthenticated: false,
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}
