import { expect } from 'vitest';

// Issue 51's household, set up through the organizers' API as the dashboard would (the screens
// that do it have tests of their own): two guests, one companion allowed, two weekend events.

interface Created {
  id: string;
}
interface Guest extends Created {
  inviteCode: string;
}

/** A call to the organizers' API that fails the test on any status but `status` (200 unless told). */
export type OrganizerApi = <T = unknown>(
  method: string,
  path: string,
  body: unknown,
  status?: number,
) => Promise<T>;

/** The organizers' API of the app at `appUrl`, with an organizer's session `cookie`. */
export function organizerApi(appUrl: string, cookie: string): OrganizerApi {
  return async <T>(method: string, path: string, body: unknown, status = 200) => {
    const response = await fetch(`${appUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    const answer: unknown = await response.json();
    expect(response.status, `${method} ${path}: ${JSON.stringify(answer)}`).toBe(status);
    return answer as T;
  };
}

/**
 * Ana García and Luis Ortega invited together with one companion, to the ceremony (no meal) and
 * the reception (two meals and a children's menu; the seating chart's event), answers open until
 * a deadline next spring.
 */
export async function setUpHousehold(organizer: OrganizerApi) {
  const guest = (name: string, email: string) =>
    organizer<Guest>('POST', '/api/admin/guests', { name, email }, 201);
  const ana = await guest('Ana García', 'ana.garcia@example.com');
  const luis = await guest('Luis Ortega', 'luis.ortega@example.com');
  const household = await organizer<Created>(
    'POST',
    '/api/admin/households',
    { memberIds: [ana.id, luis.id] },
    201,
  );
  await organizer('PUT', `/api/admin/households/${household.id}/companions-allowed`, {
    companionsAllowed: 1,
  });
  const event = (body: object) =>
    organizer<Created>(
      'POST',
      '/api/admin/weekend-events',
      { date: '2027-06-12', householdIds: [household.id], ...body },
      201,
    );
  const ceremony = await event({
    name: 'Ceremony',
    nameEs: 'Ceremonia',
    time: '17:00',
    place: 'San Miguel chapel',
  });
  const reception = await event({
    name: 'Reception',
    nameEs: 'Banquete',
    time: '19:30',
    place: 'Finca El Olivar',
    meals: [
      { name: 'Sea bass', nameEs: 'Lubina', description: 'With saffron rice' },
      { name: 'Mushroom risotto', nameEs: 'Risotto de setas' },
      { name: 'Chicken and chips', nameEs: 'Pollo con patatas', children: true },
    ],
    seated: true,
  });
  await organizer('PUT', '/api/admin/rsvp-settings', { deadline: '2027-05-01T21:59:00.000Z' });
  return { ana, luis, household, ceremony, reception };
}
