import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_ONLY_MESSAGE } from '../../../protocol/site-access';
import { weddingSettingsSchema } from '../../../protocol/wedding';
import { startTestApp, type TestApp } from '../../test/harness';
import { seedGuest } from '../guests/seed';
import { WEDDING_SETTINGS_ID, WeddingSettingsModel } from './model';
import { SITE_ACCESS_MAX_AGE_MS, cachedSiteAccess, getSiteAccess } from './site-access';

let app: TestApp;
let organizerCookie: string;
beforeAll(async () => {
  app = await startTestApp();
  organizerCookie = await app.organizerCookie();
  await seedGuest({
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
    expect(await refused.json()).toMatchObject({ message: INVITE_ONLY_MESSAGE });

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Switches the mode straight in the database, as another process of the site would. */
const switchElsewhere = (mode: string) =>
  WeddingSettingsModel.updateOne({ _id: WEDDING_SETTINGS_ID }, { $set: { siteAccess: mode } });

describe("the write gate's copy of the mode", () => {
  /** The real read from the database, counted. */
  function countedRead() {
    const counted = { reads: 0, read: () => ((counted.reads += 1), getSiteAccess()) };
    return counted;
  }

  it('is read once for requests arriving together, and again only after a second', async () => {
    const db = countedRead();
    const gate = cachedSiteAccess(db.read);
    expect(await Promise.all(Array.from({ length: 20 }, () => gate.get()))).toEqual(
      Array(20).fill('open'),
    );
    expect(db.reads).toBe(1);

    await switchElsewhere('invite-only');
    try {
      expect(await gate.get()).toBe('open'); // within the second: the copy
      expect(db.reads).toBe(1);
      await sleep(SITE_ACCESS_MAX_AGE_MS + 50);
      expect(await Promise.all([gate.get(), gate.get(), gate.get()])).toEqual(
        Array(3).fill('invite-only'),
      );
      expect(db.reads).toBe(2);
    } finally {
      await switchElsewhere('open');
    }
  });

  it("takes this process's switch at once, even over a read already under way", async () => {
    const db = countedRead();
    const gate = cachedSiteAccess(db.read);
    const readBeforeSwitch = gate.get(); // reads 'open'
    gate.set('invite-only');
    expect(await readBeforeSwitch).toBe('invite-only');
    expect(await gate.get()).toBe('invite-only');
    expect(db.reads).toBe(1);
  });

  it('keeps no failed read: the next request reads again', async () => {
    let reads = 0;
    const gate = cachedSiteAccess(() => {
      reads += 1;
      return reads === 1 ? Promise.reject(new Error('database away')) : getSiteAccess();
    });
    const together = [gate.get(), gate.get()];
    for (const failed of together) await expect(failed).rejects.toThrow('database away');
    expect(reads).toBe(1);
    expect(await gate.get()).toBe('open');
    expect(reads).toBe(2);
  });

  it("in the app: an organizer's switch applies to the next write, another process's within a second", async () => {
    expect((await setMode('invite-only', organizerCookie)).status).toBe(200);
    expect((await rsvp('at-once@example.com')).status).toBe(403);
    expect((await setMode('open', organizerCookie)).status).toBe(200);
    expect((await rsvp('reopened@example.com')).status).toBe(200);

    await switchElsewhere('invite-only');
    try {
      await sleep(SITE_ACCESS_MAX_AGE_MS + 50);
      expect((await rsvp('elsewhere@example.com')).status).toBe(403);
    } finally {
      await setMode('open', organizerCookie);
    }
    expect((await rsvp('open-again@example.com')).status).toBe(200);
  });
});
