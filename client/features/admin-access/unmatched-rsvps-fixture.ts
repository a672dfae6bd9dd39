import type { GuestStatus } from '../../../protocol/guests';
import type { Rsvp } from '../../../protocol/rsvp';
import { json } from '../../test/fake-fetch';

/** The unmatched-RSVPs panel's test data: Dora answered without being on the guest list. */
const at = '2025-08-01T10:00:00.000Z';
export const dora: Rsvp = {
  id: 'r1',
  firstName: 'Dora',
  lastName: 'Evans',
  email: 'dora@example.com',
  attending: true,
  guestCount: 2,
  createdAt: at,
  updatedAt: at,
};
/** The guest Dora's answer can be linked to. */
export const cleo: GuestStatus = {
  id: 'g3',
  firstName: 'Cleo',
  lastName: 'Diaz',
  isAuthenticated: false,
};

/**
 * The panel's routes for one test: Dora's answer waits until it is linked to Cleo or she is added
 * as a guest. Nothing for any other url.
 */
export function unmatchedRsvpRoutes(): (url: string) => Response | undefined {
  let unmatched: Rsvp[] = [dora];
  return (url) => {
    if (url === '/api/admin/rsvp/unmatched') return json(unmatched);
    if (url === '/api/guest-list') return json([cleo]);
    if (url === '/api/admin/rsvp/r1/link') {
      unmatched = [];
      return json({ rsvpId: 'r1', guest: cleo });
    }
    if (url === '/api/admin/rsvp/r1/guest') {
      unmatched = [];
      return json(
        { rsvpId: 'r1', guest: { ...cleo, id: 'g9', firstName: 'Dora', lastName: 'Evans' } },
        201,
      );
    }
    return undefined;
  };
}
