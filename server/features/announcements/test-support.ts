import { GuestModel } from '../guests/model';

let serial = 0;

/** Stores a guest of the guest list with this phone and RSVP; answers its id. */
export async function addGuest(
  firstName: string,
  phone: string | undefined,
  rsvpStatus: 'pending' | 'confirmed' | 'declined' = 'pending',
): Promise<string> {
  serial += 1;
  const guest = await GuestModel.create({
    firstName,
    lastName: 'Test',
    email: `${firstName.toLowerCase()}${serial}@example.com`,
    phone,
    rsvpStatus,
    inviteCode: `CODE${String(serial).padStart(4, '0')}${firstName.slice(0, 2).toUpperCase()}`,
  });
  return guest._id.toString();
}

/** Calls the app's API as a guest (no cookie) or an organizer (its cookie). */
export function apiClient(baseUrl: string) {
  return async (
    path: string,
    options: { method?: string; body?: unknown; cookie?: string } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.cookie) headers.cookie = options.cookie;
    const response = await fetch(`${baseUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown> & unknown[],
    };
  };
}
