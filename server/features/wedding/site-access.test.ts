import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_ONLY_MESSAGE } from '../../../protocol/site-access';
import { weddingSettingsSchema } from '../../../protocol/wedding';
import { startTestApp, type TestApp } from '../../test/harness';
import { GuestModel } from '../guests/model';

let app: TestApp;
let organizerCookie: string;
beforeAll(async () => {
  app = await startTestApp();
  organizerCookie = await app.organizerCookie();
  await GuestModel.create({
    firstName: 'Ana',
    lastName: 'Garcia',
    email: 'ana@example.com',
    inviteCode: 'ANA4P9QR',
  });
});
afterAll(() => app.close());

const siteAccess = async () =>
  weddingSettingsSchema.parse(await (await fetch(`${app.url}/api/wedding`)).json()).siteAccess;

function setMode(mode: string, cookie?: string) {
  return fetch(`${app.url}/api/admin/site-access`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ mode }),
  });
}

function rsvp(email: string, cookie?: string) {
  return fetch(`${app.url}/api/rsvp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ firstName: 'Ana', lastName: 'Garcia', email, attending: true }),
  });
}

describe('site access', () => {
  it('starts open: anyone may write', async () => {
    expect(await siteAccess()).toBe('open');
    expect((await rsvp('stranger@example.com')).status).toBe(200);
  });

  it('is changed by organizers only, and validated', async () => {
    expect((await setMode('invite-only')).status).toBe(401);
    expect((await setMode('members', organizerCookie)).status).toBe(400);
    expect(await siteAccess()).toBe('open');
  });

  it('invite-only refuses writes from browsers without a guest session, but not sign-in', async () => {
    const set = await setMode('invite-only', organizerCookie);
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ mode: 'invite-only' });
    expect(await siteAccess()).toBe('invite-only');

    const refused = await rsvp('stranger2@example.com');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: INVITE_ONLY_MESSAGE });

    const signedIn = await fetch(`${app.url}/api/guest-auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'Ana Garcia', inviteCode: 'ANA4P9QR' }),
    });
    expect(signedIn.status).toBe(200);
    const guestCookie = signedIn.headers.getSetCookie()[0].split(';')[0];
    expect((await rsvp('ana@example.com', guestCookie)).status).toBe(200);
    expect((await rsvp('organizer@example.com', organizerCookie)).status).toBe(200);

    await setMode('open', organizerCookie);
    expect((await rsvp('stranger3@example.com')).status).toBe(200);
  });
});
