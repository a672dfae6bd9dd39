import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceFor } from '../../test/devices';
import type { Topic } from '../../../protocol/events';
import { INVITE_ONLY_MESSAGE } from '../../../protocol/site-access';
import { weddingSettingsSchema } from '../../../protocol/wedding';
import {
  nextEvent,
  startTestApp,
  subscribe,
  type TestApp,
  type TestSocket,
} from '../../test/harness';
import { newDeviceId } from '../gallery/test-support';
import { seedGuest } from '../guests/seed';
import { signInAs } from '../guests/test-support';

let app: TestApp;
let organizerCookie: string;
let guestCookie: string;

beforeAll(async () => {
  app = await startTestApp();
  organizerCookie = await app.organizerCookie();
  await seedGuest({
    firstName: 'Lucía',
    lastName: 'Núñez',
    email: 'lucia@example.com',
    inviteCode: 'LUC4P9QR',
  });
  const signedIn = await signInAs(app.url, 'Lucía Núñez', 'LUC4P9QR');
  expect(signedIn.status).toBe(200);
  guestCookie = signedIn.cookie!;
});
afterAll(() => app.close());

const read = (path: string, cookie?: string) =>
  fetch(`${app.url}${path}`, { headers: cookie ? { cookie } : {} });

function setMode(mode: 'open' | 'invite-only') {
  return fetch(`${app.url}/api/admin/site-access`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: organizerCookie },
    body: JSON.stringify({ mode }),
  });
}

/** What guests have posted, as the pages that show it read it. */
const GUEST_CONTENT = [
  '/api/live-wedding-moments',
  '/api/live-wedding-moments/stats',
  '/api/gallery-photos',
  '/api/guest-book',
  '/api/timeline/participations',
  '/api/venues/reviews',
  '/api/seating/my-seat',
  '/api/seating/find?name=Lucia%20Nunez',
  '/api/games/leaderboard/live',
  '/api/notices',
];
const GUEST_TOPICS: Topic[] = [
  'moments',
  'gallery',
  'guestbook',
  'timeline',
  'venues',
  'leaderboard',
  'notices',
  'live',
  'seat',
];

async function postMoment(content: string) {
  return fetch(`${app.url}/api/live-wedding-moments`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-device-id': await deviceFor(app.url, newDeviceId()),
      cookie: guestCookie,
    },
    body: JSON.stringify({ guestName: 'Lucía', content }),
  });
}

describe('an invite-only site', () => {
  let momentContent: string;
  let strangerBefore: TestSocket;

  beforeAll(async () => {
    // A stranger's page, open since the site was open, follows the wall.
    strangerBefore = await app.connect();
    expect((await subscribe(strangerBefore, 'wedding', 'moments')).refused).toEqual([]);
    momentContent = `Dancing with ${newDeviceId().slice(0, 6)}`;
    const posted = await postMoment(momentContent);
    expect(posted.status, await posted.clone().text()).toBe(201);
    expect((await setMode('invite-only')).status).toBe(200);
  });
  afterAll(async () => {
    expect((await setMode('open')).status).toBe(200);
  });

  it('shows a stranger the basic facts: names, date and venue', async () => {
    const settings = weddingSettingsSchema.parse(await (await read('/api/wedding')).json());
    expect(settings.siteAccess).toBe('invite-only');
    expect(settings.couple.displayName).not.toBe('');
    expect((await read('/api/venues/ceremony')).status).toBe(200);
    expect(await (await read('/api/guest-auth')).json()).toEqual({ guest: null });
  });

  it.each(GUEST_CONTENT)('refuses %s to a stranger, with the invite-only message', async (path) => {
    const refused = await read(path);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: INVITE_ONLY_MESSAGE });
  });

  it('a forged session cookie is a stranger, not an error', async () => {
    const refused = await read(
      '/api/live-wedding-moments',
      'wedding_guest=forged; wedding_organizer=forged; wedding_projector=forged',
    );
    expect(refused.status).toBe(403);
  });

  it('shows the guests’ posts to a signed-in guest and to an organizer', async () => {
    for (const cookie of [guestCookie, organizerCookie]) {
      const moments = await read('/api/live-wedding-moments', cookie);
      expect(moments.status).toBe(200);
      expect(JSON.stringify(await moments.json())).toContain(momentContent);
      for (const path of GUEST_CONTENT) expect((await read(path, cookie)).status, path).toBe(200);
    }
  });

  it('refuses a stranger’s socket every live topic but the settings', async () => {
    const stranger = await app.connect();
    const result = await subscribe(stranger, 'wedding', ...GUEST_TOPICS);
    expect(result.subscribed).toEqual(['wedding']);
    expect(result.refused).toEqual(
      GUEST_TOPICS.map((topic) => ({ topic, reason: INVITE_ONLY_MESSAGE })),
    );
  });

  it('stops pushing guests’ posts to a stranger’s page opened while the site was open', async () => {
    const heard: string[] = [];
    strangerBefore.on('moment:created', (moment) => heard.push(moment.content));
    const guest = await app.connect({ cookie: guestCookie });
    await subscribe(guest, 'moments');
    const guestHeard = nextEvent(guest, 'moment:created');
    expect((await postMoment('Cake time!')).status).toBe(201);
    expect((await guestHeard).content).toBe('Cake time!');
    // A later push on the same socket: anything pushed before it has arrived by then.
    const settingsPushed = nextEvent(strangerBefore, 'wedding:updated');
    expect((await setMode('invite-only')).status).toBe(200);
    expect((await settingsPushed).siteAccess).toBe('invite-only');
    expect(heard).toEqual([]);
  });

  it('lets a signed-in guest’s and an organizer’s sockets join them', async () => {
    for (const cookie of [guestCookie, organizerCookie]) {
      const socket = await app.connect({ cookie });
      const result = await subscribe(socket, 'wedding', ...GUEST_TOPICS);
      expect(result).toEqual({ subscribed: ['wedding', ...GUEST_TOPICS], refused: [] });
    }
  });
});

describe('an open site', () => {
  it('still shows everything to a stranger, reads and live topics', async () => {
    for (const path of GUEST_CONTENT.filter((p) => !p.startsWith('/api/seating/find'))) {
      expect((await read(path)).status, path).toBe(200);
    }
    const stranger = await app.connect();
    expect(await subscribe(stranger, ...GUEST_TOPICS)).toEqual({
      subscribed: GUEST_TOPICS,
      refused: [],
    });
  });
});
