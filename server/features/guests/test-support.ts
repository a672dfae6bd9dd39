import { expect } from 'vitest';
import { adminGuestSchema, type AdminGuest } from '../../../protocol/admin-guests';
import { generateInviteCode } from './invite-code';
import { GuestModel } from './model';

let counter = 0;

/**
 * Signs a listed guest in as they type it on /guest-login: `identifier` (a name, say) and their
 * invite code. Answers the status and the session cookie (the first Set-Cookie's pair).
 */
export async function signInAs(url: string, identifier: string, inviteCode: string) {
  const response = await fetch(`${url}/api/guest-auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, inviteCode }),
  });
  return { status: response.status, cookie: response.headers.getSetCookie()[0]?.split(';')[0] };
}

/**
 * Puts a guest on the list and signs them in with their invite code, as /guest-login does
 * (`headers` adds, e.g., a device identity). Answers who they are and the session cookie.
 */
export async function signedInGuest(
  url: string,
  name: { firstName: string; lastName: string },
  headers: Record<string, string> = {},
): Promise<{ id: string; cookie: string; email: string; inviteCode: string }> {
  counter += 1;
  const inviteCode = generateInviteCode();
  const email = `${name.firstName}.${name.lastName}.${counter}@example.com`.toLowerCase();
  const guest = await GuestModel.create({ ...name, email, inviteCode });
  const cookie = await signInWithCode(url, { email, inviteCode }, headers);
  return { id: guest._id.toString(), cookie, email, inviteCode };
}

/**
 * Signs a guest of the list in with their e-mail and invite code, as /guest-login does (one more
 * phone each call); answers that phone's session cookie. `headers` adds, e.g., a device identity.
 */
export async function signInWithCode(
  url: string,
  guest: { email?: string | null; inviteCode?: string | null },
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(`${url}/api/guest-auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      identifier: guest.email,
      identifierType: 'email',
      inviteCode: guest.inviteCode,
    }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Adds a guest through the organizers' API, as the Guest List tab does (a push to organizers). */
export async function addGuestAsOrganizer(
  url: string,
  organizerCookie: string,
  guest: { name: string; email: string },
): Promise<AdminGuest> {
  const response = await fetch(`${url}/api/admin/guests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: organizerCookie },
    body: JSON.stringify(guest),
  });
  expect(response.status).toBe(201);
  return adminGuestSchema.parse(await response.json());
}
