import { beforeEach, expect } from 'vitest';
import { useTestApp } from '../../test/fixtures';
import { seedGuest, storedGuestById } from '../guests/seed';
import { SeatingAssignmentModel, SeatingSettingsModel, SeatingTableModel } from './model';

type Send = { method?: string; cookie?: string; body?: unknown };

/** Calls the app like a browser would; answers status and parsed JSON. */
export function apiClient(url: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read field by field
  return async <T = any>(path: string, { method = 'GET', cookie, body }: Send = {}) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
}

/**
 * The app of a seating test file, its organizer signed in (`app.organizer`), every test starting
 * from an empty chart; `api` calls it as apiClient does. Read them inside tests and hooks.
 */
export function useSeatingApp() {
  const app = useTestApp({}, { organizer: true });
  beforeEach(async () => {
    await SeatingAssignmentModel.deleteMany({});
    await SeatingTableModel.deleteMany({});
    await SeatingSettingsModel.deleteMany({});
  });
  const api: ReturnType<typeof apiClient> = (path, send) => apiClient(app.url)(path, send);
  return { app, api };
}

let counter = 0;
export async function addListGuest(
  firstName: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  counter += 1;
  return seedGuest({
    firstName,
    lastName: 'Test',
    email: `${firstName.toLowerCase()}${counter}@example.com`,
    inviteCode: `SEAT${String(counter).padStart(4, '0')}`,
    ...extra,
  });
}

/** Signs a guest in with the invite code, as /guest-login does; answers the session cookie. */
export async function guestCookie(url: string, guestId: string): Promise<string> {
  const guest = await storedGuestById(guestId);
  const response = await fetch(`${url}/api/guest-auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      identifier: guest!.email,
      identifierType: 'email',
      inviteCode: guest!.inviteCode,
    }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
