import { expect } from 'vitest';
import { generateInviteCode } from './invite-code';
import { GuestModel } from './model';

let counter = 0;

/**
 * Puts a guest on the list and signs them in with their invite code, as /guest-login does.
 * Answers their id and the session cookie.
 */
export async function signedInGuest(
  url: string,
  name: { firstName: string; lastName: string },
): Promise<{ id: string; cookie: string }> {
  counter += 1;
  const inviteCode = generateInviteCode();
  const email = `${name.firstName}.${name.lastName}.${counter}@example.com`.toLowerCase();
  const guest = await GuestModel.create({ ...name, email, inviteCode });
  const response = await fetch(`${url}/api/guest-auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: email, identifierType: 'email', inviteCode }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: guest._id.toString(), cookie };
}
