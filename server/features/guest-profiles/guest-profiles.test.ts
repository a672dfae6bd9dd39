import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceFor } from '../../test/devices';
import { GUEST_PROFILE_MESSAGES, type MyGuestProfile } from '../../../protocol/guest-profiles';
import {
  startTestApp,
  nextEvent,
  recordEvents,
  subscribe,
  type TestApp,
  type TestSocket,
} from '../../test/harness';
import { GuestPhone, phoneJpeg } from '../gallery/test-support';
import { seedGuest } from '../guests/seed';
import { GuestProfileModel } from './model';

let app: TestApp;
let organizer: string;
const cookies: Record<'ana' | 'ben', string> = { ana: '', ben: '' };
let anaSocket: TestSocket;
let benSocket: TestSocket;
let stranger: TestSocket;
const anaPhone = () => new GuestPhone(app.url);
let anaDevice: GuestPhone;
/** Ana's avatar as guests load it (the thumbnail), set by the photo test. */
let avatarUrl = '';
const served = async (url: string) => (await fetch(new URL(url, app.url))).status;

async function signIn(firstName: string, email: string, inviteCode: string) {
  await seedGuest({ firstName, email, inviteCode });
  const response = await fetch(`${app.url}/api/guest-auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: firstName, inviteCode }),
  });
  return response.headers.getSetCookie()[0].split(';')[0];
}

async function api(
  path: string,
  options: { method?: string; body?: unknown; cookie?: string; device?: string } = {},
) {
  const response = await fetch(`${app.url}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.device ? { 'x-device-id': await deviceFor(app.url, options.device) } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Record<string, unknown> };
}

/** Ana's phone uploads a photo of this size and makes it her avatar; answers the PUT. */
async function putAnaAvatar(width: number, height: number) {
  const photo = await phoneJpeg(width, height);
  const upload = await anaDevice.presign('image/jpeg', photo.length);
  expect((await anaDevice.put(upload, photo)).status).toBe(200);
  return api('/api/guest-profiles/me/avatar', {
    method: 'PUT',
    cookie: cookies.ana,
    device: anaDevice.deviceId,
    body: { photoURL: upload.uploadURL },
  });
}

const anaProfile = {
  name: 'Ana',
  bio: 'Rock climber and baker.',
  interests: ['Hiking', 'salsa', 'hiking'],
  relationship: 'College roommate of the bride',
  funFact: 'I once baked 300 macarons in a day.',
  lookingForward: 'The first dance',
  icebreaker: 'What is the best trail you have walked?',
  email: 'leak@example.com',
};

beforeAll(async () => {
  app = await startTestApp();
  organizer = await app.organizerCookie();
  cookies.ana = await signIn('Ana', 'ana.secret@example.com', 'ANA4P9QR');
  cookies.ben = await signIn('Ben', 'ben.secret@example.com', 'BEN4P9QR');
  anaSocket = await app.connect({ cookie: cookies.ana });
  benSocket = await app.connect({ cookie: cookies.ben });
  stranger = app.sockets[0];
  for (const socket of [anaSocket, benSocket, stranger]) await subscribe(socket, 'guest-profiles');
  anaDevice = anaPhone();
});
afterAll(() => app.close());

describe('guest profiles', () => {
  it('is for signed-in guests only', async () => {
    for (const [path, method] of [
      ['/api/guest-profiles', 'GET'],
      ['/api/guest-profiles/me', 'PUT'],
      // A stranger has no profile of their own to read either.
      ['/api/guest-profiles/me', 'GET'],
    ] as const) {
      const answer = await api(path, { method, body: method === 'PUT' ? anaProfile : undefined });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(GUEST_PROFILE_MESSAGES.signInFirst);
    }
    expect(await GuestProfileModel.countDocuments()).toBe(0);
  });

  it('refuses bad input with the field message and stores nothing', async () => {
    const blank = await api('/api/guest-profiles/me', {
      method: 'PUT',
      cookie: cookies.ana,
      body: { ...anaProfile, name: ' ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Name is required');
    const long = await api('/api/guest-profiles/me', {
      method: 'PUT',
      cookie: cookies.ana,
      body: { ...anaProfile, bio: 'x'.repeat(1001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Must be at most 1000 characters');
    expect(await GuestProfileModel.countDocuments()).toBe(0);
  });

  it('publishes a profile live to signed-in guests, never to strangers, and never an e-mail', async () => {
    const strangerSaw = recordEvents(stranger, 'guest-profile:saved');
    const benSees = nextEvent(benSocket, 'guest-profile:saved');
    const saved = await api('/api/guest-profiles/me', {
      method: 'PUT',
      cookie: cookies.ana,
      body: anaProfile,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Ana',
      interests: ['Hiking', 'salsa'],
      status: 'published',
    });
    const pushed = await benSees;
    expect(pushed).toMatchObject({
      id: saved.body.id,
      name: 'Ana',
      icebreaker: anaProfile.icebreaker,
    });

    const found = await api('/api/guest-profiles?interest=HIK', { cookie: cookies.ben });
    expect((found.body as unknown as { name: string }[]).map((p) => p.name)).toEqual(['Ana']);
    const none = await api('/api/guest-profiles?interest=chess', { cookie: cookies.ben });
    expect(none.body).toEqual([]);

    const mine = await api('/api/guest-profiles/me', { cookie: cookies.ana });
    for (const text of [saved.text, found.text, mine.text, JSON.stringify(pushed)]) {
      expect(text).not.toMatch(/@example\.com/);
      expect(text).not.toMatch(/guestId|isApproved|isHidden/);
    }
    // A push arrives at Ben before the stranger could have had it.
    expect(strangerSaw).toEqual([]);
  });

  it('updates in place, with a photo processed by the photo pipeline', async () => {
    const benSees = nextEvent(benSocket, 'guest-profile:saved');
    const withAvatar = await putAnaAvatar(900, 600);
    expect(withAvatar.status, withAvatar.text).toBe(200);
    avatarUrl = (withAvatar.body as MyGuestProfile).avatarUrl!;
    expect(avatarUrl).toMatch(/480\.webp$/);
    expect((await benSees).avatarUrl).toBe(avatarUrl);
    expect(await served(avatarUrl)).toBe(200);
    // The full-size original is private: not beside the renditions, not reachable by editing the URL.
    const stored = await GuestProfileModel.findOne({ name: 'Ana' }).lean();
    expect(stored!.avatarKeys![0]).toMatch(/^originals\/.+\/original\.jpg$/);
    expect(await served(avatarUrl.replace(/480\.webp$/, 'original.jpg'))).toBe(404);
    expect(await served(`/uploads/${stored!.avatarKeys![0]}`)).toBe(404);
    expect(await GuestProfileModel.countDocuments()).toBe(1);
  });

  it('waits for approval when organizers review profiles; organizers approve and hide live', async () => {
    await api('/api/moderation/policy', {
      method: 'PUT',
      cookie: organizer,
      body: { profiles: 'review' },
    });
    const benLoses = nextEvent(benSocket, 'guest-profile:removed');
    const pending = await api('/api/guest-profiles/me', {
      method: 'PUT',
      cookie: cookies.ana,
      body: { ...anaProfile, bio: 'Now also a potter.' },
    });
    expect(pending.body).toMatchObject({ status: 'pending', bio: 'Now also a potter.' });
    expect(await benLoses).toEqual({ id: pending.body.id });
    expect((await api('/api/guest-profiles', { cookie: cookies.ben })).body).toEqual([]);

    const queue = await api('/api/moderation/queue?kind=profiles', { cookie: organizer });
    expect(JSON.stringify(queue.body)).toContain('Now also a potter.');

    const [benGets, anaGets] = [
      nextEvent(benSocket, 'guest-profile:saved'),
      nextEvent(anaSocket, 'guest-profile:saved'),
    ];
    const approved = await api(
      `/api/moderation/items/profiles/${String(pending.body.id)}/approve`,
      { method: 'POST', cookie: organizer, body: {} },
    );
    expect(approved.status, approved.text).toBe(200);
    expect((await benGets).bio).toBe('Now also a potter.');
    expect((await anaGets).id).toBe(pending.body.id);

    const [benDrops, anaDrops] = [
      nextEvent(benSocket, 'guest-profile:removed'),
      nextEvent(anaSocket, 'guest-profile:removed'),
    ];
    const hidden = await api(`/api/moderation/items/profiles/${String(pending.body.id)}/hide`, {
      method: 'POST',
      cookie: organizer,
      body: {},
    });
    expect(hidden.status).toBe(200);
    expect(await benDrops).toEqual({ id: pending.body.id });
    expect(await anaDrops).toEqual({ id: pending.body.id });
    // Hidden means unreachable: the avatar's files stop being served at once.
    expect(await served(avatarUrl)).toBe(404);
    expect(await served(avatarUrl.replace(/480\.webp$/, '1600.webp'))).toBe(404);
    expect((await api('/api/guest-profiles', { cookie: cookies.ben })).body).toEqual([]);
    expect((await api('/api/guest-profiles/me', { cookie: cookies.ana })).body).toMatchObject({
      profile: { status: 'hidden' },
    });
    // Editing does not bring a hidden profile back.
    const edited = await api('/api/guest-profiles/me', {
      method: 'PUT',
      cookie: cookies.ana,
      body: anaProfile,
    });
    expect(edited.body).toMatchObject({ status: 'hidden' });
    const again = await api(`/api/moderation/items/profiles/${String(pending.body.id)}/hide`, {
      method: 'POST',
      cookie: organizer,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(await served(avatarUrl)).toBe(404);

    // A new photo on a hidden profile is as unreachable as the rest of it.
    const replaced = await putAnaAvatar(600, 600);
    expect(replaced.status, replaced.text).toBe(200);
    avatarUrl = (replaced.body as MyGuestProfile).avatarUrl!;
    expect(await served(avatarUrl)).toBe(404);

    // Approved again: the avatar is made anew from the private original, under the same URL.
    const restored = await api(
      `/api/moderation/items/profiles/${String(pending.body.id)}/approve`,
      {
        method: 'POST',
        cookie: organizer,
        body: {},
      },
    );
    expect(restored.status, restored.text).toBe(200);
    expect(await served(avatarUrl)).toBe(200);
    expect(await served(avatarUrl.replace(/480\.webp$/, '1600.webp'))).toBe(200);
    await api('/api/moderation/policy', {
      method: 'PUT',
      cookie: organizer,
      body: { profiles: 'publish' },
    });
  });

  it('lets a guest withdraw their profile', async () => {
    const benDrops = nextEvent(benSocket, 'guest-profile:removed');
    const removed = await api('/api/guest-profiles/me', { method: 'DELETE', cookie: cookies.ana });
    expect(removed.body).toEqual({ profile: null });
    await benDrops;
    expect(await GuestProfileModel.countDocuments()).toBe(0);
    expect(await served(avatarUrl)).toBe(404);
  });
});
