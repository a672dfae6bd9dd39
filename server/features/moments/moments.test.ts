import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AUTHOR_TOKEN_HEADER,
  MOMENT_MEDIA_MESSAGES,
  MOMENT_MISSING_INFO,
  createdMomentSchema,
  momentSchema,
  momentStatsSchema,
  type CreateMomentBody,
  type CreatedMoment,
  type Moment,
  type MomentStats,
} from '../../../protocol/moments';
import { callApi } from '../../test/api';
import { nextEvent, recordEvents, subscribe, type TestSocket } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { GuestPhone } from '../gallery/test-support';
import { signedInGuest } from '../guests/test-support';
import { MomentLikeModel, MomentModel } from './model';
import { rebuildStats } from './stats';

const dataDir = mkdtempSync(path.join(tmpdir(), 'moments-'));
// This file posts far more than one phone would; the limits have tests of their own.
const app = useTestApp(
  {
    DATA_DIR: dataDir,
    WRITE_LIMIT_PER_DEVICE: '1000',
    NO_DEVICE_LIMIT_PER_IP: '1000',
    LIKE_LIMIT_PER_DEVICE: '1000',
  },
  { organizer: true },
);

beforeAll(async () => {
  await Promise.all(app.sockets.map((socket) => subscribe(socket, 'moments')));
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** A valid device id per name; the '_' after the name keeps 'd1' and 'd10' apart once padded. */
const device = (name: string) => `dev_${name}_`.padEnd(20, 'x');

interface CallOptions {
  method?: string;
  body?: unknown;
  deviceId?: string;
  authorToken?: string;
  cookie?: string;
}

function api(path: string, { authorToken, ...options }: CallOptions = {}) {
  return callApi(app.url, path, {
    ...options,
    headers: authorToken ? { [AUTHOR_TOKEN_HEADER]: authorToken } : {},
  });
}

async function share(
  body: Partial<CreateMomentBody> = {},
  deviceId = device('author'),
): Promise<CreatedMoment> {
  const { status, body: answer } = await api('/api/live-wedding-moments', {
    method: 'POST',
    deviceId,
    body: { guestName: 'Ana', content: 'First dance!', ...body },
  });
  expect(status).toBe(201);
  return createdMomentSchema.parse(answer);
}

/** A photo moment: its picture uploaded the only way a moment takes one (moment-media.test.ts). */
async function sharePhoto(
  body: Partial<CreateMomentBody> = {},
  deviceId = device('author'),
): Promise<CreatedMoment> {
  const phone = new GuestPhone(app.url, deviceId);
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c84' } })
    .jpeg()
    .toBuffer();
  const upload = await phone.presign('image/jpeg', jpeg.length);
  expect((await phone.put(upload, jpeg)).status).toBe(200);
  return share({ ...body, momentType: 'photo', mediaUploadURL: upload.uploadURL }, deviceId);
}

const like = (id: string, deviceId?: string) =>
  api(`/api/live-wedding-moments/${id}/like`, { method: 'POST', deviceId });

const remove = (id: string, options: Omit<CallOptions, 'method'> = {}) =>
  api(`/api/live-wedding-moments/${id}`, { method: 'DELETE', ...options });

async function listAs(options: Omit<CallOptions, 'method' | 'body'> = {}): Promise<Moment[]> {
  const { status, body } = await api('/api/live-wedding-moments', options);
  expect(status).toBe(200);
  return momentSchema.array().parse(body);
}

async function statsAs(options: Omit<CallOptions, 'method' | 'body'> = {}): Promise<MomentStats> {
  const { status, body } = await api('/api/live-wedding-moments/stats', options);
  expect(status).toBe(200);
  return momentStatsSchema.parse(body);
}

/**
 * Events on one socket arrive in the order they were sent, so once a later public moment has
 * arrived, anything pushed before it has arrived too: that proves an event was NOT pushed.
 */
async function flush(socket: TestSocket): Promise<void> {
  const arrived = nextEvent(socket, 'moment:created');
  const sentinel = await share({ content: 'sentinel' });
  expect((await arrived).id).toBe(sentinel.id);
}

async function waitFor(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('sharing a moment', () => {
  it('stores it and pushes the stored document to every subscribed socket', async () => {
    const received = app.sockets.map((socket) => nextEvent(socket, 'moment:created'));
    const created = await share({
      guestName: '  Ana  ',
      content: 'They said yes!',
      hashtags: [' #Love ', 'love', '', '##FirstDance', 'firstdance ', '  '],
      location: 'Garden',
    });

    expect(created).toMatchObject({
      guestName: 'Ana',
      content: 'They said yes!',
      momentType: 'text',
      hashtags: ['Love', 'FirstDance'],
      location: 'Garden',
      isPublic: true,
      likes: 0,
    });
    expect(created.authorToken.length).toBeGreaterThanOrEqual(32);
    const { authorToken: _token, ...stored } = created;
    for (const payload of await Promise.all(received)) expect(payload).toEqual(stored);

    const inDb = await MomentModel.findById(created.id).select('+authorTokenHash').lean();
    expect(inDb?.authorTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(inDb)).not.toContain(created.authorToken);
  });

  it('accepts photo moments with their uploaded picture and lists newest first', async () => {
    const photo = await sharePhoto({ content: 'Cake' });
    const text = await share({ content: 'Dance' });
    const list = await listAs({ deviceId: device('viewer') });
    expect(list.slice(0, 2).map((moment) => moment.id)).toEqual([text.id, photo.id]);
    expect(list[1]).toMatchObject({ momentType: 'photo', mediaUrl: photo.mediaUrl });
    expect(photo.mediaUrl).toMatch(/^\/uploads\/photos\//);
  });

  it('keeps a guest e-mail away from other guests and pushes, but shows it to organizers', async () => {
    const pushed = nextEvent(app.sockets[0], 'moment:created');
    const created = await share({ guestEmail: 'ana@example.com' });
    expect((await pushed).guestEmail).toBeUndefined();
    expect((await listAs()).find((moment) => moment.id === created.id)?.guestEmail).toBeUndefined();
    const asOrganizer = await listAs({ cookie: app.organizer });
    expect(asOrganizer.find((moment) => moment.id === created.id)?.guestEmail).toBe(
      'ana@example.com',
    );
  });
});

describe('the name on a moment', () => {
  it('is a signed-in guest’s own, whatever the form says; others keep the name they typed', async () => {
    const ana = await signedInGuest(app.url, { firstName: 'Ana', lastName: 'Garcia' });
    const wall = nextEvent(app.sockets[1], 'moment:created');
    const posted = await api('/api/live-wedding-moments', {
      method: 'POST',
      deviceId: device('ana'),
      cookie: ana.cookie,
      body: { guestName: 'The Groom', content: 'I take it back' },
    });
    expect(posted.status).toBe(201);
    expect(posted.body.guestName).toBe('Ana Garcia');
    expect((await wall).guestName).toBe('Ana Garcia');

    const anonymous = await share({ guestName: 'Cousin Ben', content: 'Cheers!' });
    expect(anonymous.guestName).toBe('Cousin Ben');
    const listed = await api('/api/live-wedding-moments');
    const names = new Map(listed.body.map((m) => [(m as Moment).id, (m as Moment).guestName]));
    expect(names.get(String(posted.body.id))).toBe('Ana Garcia');
    expect(names.get(anonymous.id)).toBe('Cousin Ben');
  });
});

describe('likes', () => {
  it('count once per device and push the new count', async () => {
    const moment = await share();
    const pushed = nextEvent(app.sockets[1], 'moment:liked');
    expect((await like(moment.id, device('one'))).body).toEqual({ id: moment.id, likes: 1 });
    expect(await pushed).toEqual({ id: moment.id, likes: 1 });
    expect((await like(moment.id, device('two'))).body).toEqual({ id: moment.id, likes: 2 });

    const liked = recordEvents(app.sockets[0], 'moment:liked');
    const again = await like(moment.id, device('two'));
    expect(again).toEqual({ status: 200, body: { id: moment.id, likes: 2 } });
    await flush(app.sockets[0]);
    expect(liked.filter((event) => event.id === moment.id && event.likes > 2)).toEqual([]);
    expect(await MomentLikeModel.countDocuments({ momentId: moment.id })).toBe(2);
  });

  it('from the same device twice count once', async () => {
    const moment = await share();
    expect((await like(moment.id, device('twice'))).body).toEqual({ id: moment.id, likes: 1 });
    expect((await like(moment.id, device('twice'))).body).toEqual({ id: moment.id, likes: 1 });
    expect((await MomentModel.findById(moment.id).lean())?.likes).toBe(1);
  });

  it('lose no count when many devices like at once', async () => {
    const moment = await share();
    const likesBefore = (await statsAs()).totalLikes;
    const devices = Array.from({ length: 40 }, (_, index) => device(`crowd-${index}`));
    // Every device twice, all at the same time: 40 likes, not 80, and none lost.
    const answers = await Promise.all([...devices, ...devices].map((id) => like(moment.id, id)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const stored = await MomentModel.findById(moment.id).lean();
    expect(stored?.likes).toBe(40);
    expect(Math.max(...answers.map((answer) => answer.body.likes as number))).toBe(40);
    expect((await listAs()).find((item) => item.id === moment.id)?.likes).toBe(40);
    expect((await statsAs()).totalLikes).toBe(likesBefore + 40);
  });

  it('need a device id, and a moment that exists', async () => {
    const moment = await share();
    expect(await like(moment.id)).toMatchObject({ status: 400 });
    expect((await like('0123456789abcdef01234567', device('one'))).status).toBe(404);
    expect((await like('not-an-id', device('one'))).status).toBe(400);
    expect((await MomentModel.findById(moment.id).lean())?.likes).toBe(0);
  });
});

describe('deleting', () => {
  it('refuses a stranger (403), keeps the moment and pushes nothing', async () => {
    const moment = await share();
    const deleted = recordEvents(app.sockets[1], 'moment:deleted');
    const stranger = await remove(moment.id, { deviceId: device('stranger') });
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toMatch(/only the guest who shared this moment or an organizer/i);
    expect((await remove(moment.id, { authorToken: 'forged-token-of-someone' })).status).toBe(403);
    await flush(app.sockets[1]);
    expect(deleted).toEqual([]);
    expect((await listAs()).some((item) => item.id === moment.id)).toBe(true);
  });

  it("lets the author's device delete with its token, and pushes moment:deleted", async () => {
    const moment = await share();
    await like(moment.id, device('fan'));
    const pushed = app.sockets.map((socket) => nextEvent(socket, 'moment:deleted'));
    const answer = await remove(moment.id, { authorToken: moment.authorToken });
    expect(answer).toEqual({ status: 200, body: { id: moment.id } });
    for (const payload of await Promise.all(pushed)) expect(payload).toEqual({ id: moment.id });
    expect((await listAs()).some((item) => item.id === moment.id)).toBe(false);
    expect(await MomentLikeModel.countDocuments({ momentId: moment.id })).toBe(0);
    expect((await remove(moment.id, { authorToken: moment.authorToken })).status).toBe(404);
  });

  it('lets an organizer delete any moment', async () => {
    const moment = await share();
    const pushed = nextEvent(app.sockets[0], 'moment:deleted');
    expect((await remove(moment.id, { cookie: app.organizer })).status).toBe(200);
    expect(await pushed).toEqual({ id: moment.id });
  });
});

describe('private moments', () => {
  it('reach only their author and organizers', async () => {
    const author = device('private-author');
    const stranger = await app.connect({ deviceId: device('private-stranger') });
    const organizer = await app.connect({ cookie: app.organizer });
    await subscribe(stranger, 'moments');
    await subscribe(organizer, 'moments');
    const seenByStranger: unknown[] = [];
    stranger.onAny((event: string, payload: unknown) => seenByStranger.push({ event, payload }));
    const statsBefore = await statsAs();

    const organizerGotIt = nextEvent(organizer, 'moment:created');
    const secret = await share({ content: 'Only for the couple', isPublic: false }, author);
    expect((await organizerGotIt).id).toBe(secret.id);

    expect(
      (await listAs({ deviceId: device('private-stranger') })).some((m) => m.id === secret.id),
    ).toBe(false);
    expect((await listAs()).some((m) => m.id === secret.id)).toBe(false);
    expect((await listAs({ deviceId: author })).find((m) => m.id === secret.id)?.isPublic).toBe(
      false,
    );
    expect((await listAs({ cookie: app.organizer })).some((m) => m.id === secret.id)).toBe(true);

    // Others can neither like it nor learn that it exists.
    expect((await like(secret.id, device('private-stranger'))).status).toBe(404);
    expect((await remove(secret.id, { deviceId: device('private-stranger') })).status).toBe(404);
    const organizerLiked = nextEvent(organizer, 'moment:liked');
    expect((await like(secret.id, author)).body).toEqual({ id: secret.id, likes: 1 });
    expect(await organizerLiked).toEqual({ id: secret.id, likes: 1 });

    expect(await statsAs({ deviceId: device('private-stranger') })).toEqual(statsBefore);
    const organizerStats = await statsAs({ cookie: app.organizer });
    expect(organizerStats.totalMoments).toBeGreaterThan(statsBefore.totalMoments);

    const organizerDeleted = nextEvent(organizer, 'moment:deleted');
    expect((await remove(secret.id, { authorToken: secret.authorToken })).status).toBe(200);
    expect(await organizerDeleted).toEqual({ id: secret.id });

    await flush(stranger);
    const strangerStats = () =>
      seenByStranger
        .filter((entry) => (entry as { event: string }).event === 'moments:stats')
        .map((entry) => (entry as { payload: MomentStats }).payload.totalMoments);
    // Stats follow their write: wait for the ones counting the sentinel.
    await waitFor(() => strangerStats().includes(statsBefore.totalMoments + 1));
    expect(JSON.stringify(seenByStranger)).not.toContain(secret.id);
    expect(JSON.stringify(seenByStranger)).not.toContain('Only for the couple');
    // The private moment never counted in what the stranger was shown: only the sentinel did.
    expect(Math.max(...strangerStats())).toBe(statsBefore.totalMoments + 1);
  });
});

describe('stats', () => {
  it('are exact after a mix of writes, in the answer and in the last push', async () => {
    const guestsBefore = await statsAs();
    const organizersBefore = await statsAs({ cookie: app.organizer });
    const pushes = recordEvents(app.sockets[0], 'moments:stats');

    const a = await share({ content: 'a' });
    const b = await sharePhoto({ content: 'b' });
    const c = await sharePhoto({ content: 'c' });
    await share({ content: 'hidden', isPublic: false });
    // Shared two hours ago: counted, but not as recent.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 2 * 3600_000 });
    try {
      await share({ content: 'earlier today' });
    } finally {
      vi.useRealTimers();
    }
    const likes = await Promise.all([
      like(a.id, device('x')),
      like(a.id, device('y')),
      like(b.id, device('x')),
      like(c.id, device('x')),
    ]);
    expect(likes.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await like(a.id, device('x'))).body.likes).toBe(2);
    expect((await remove(c.id, { authorToken: c.authorToken })).status).toBe(200);

    const plus = (
      stats: MomentStats,
      moments: number,
      likesAdded: number,
      recent: number,
      types: Record<string, number>,
    ) => ({
      totalMoments: stats.totalMoments + moments,
      totalLikes: stats.totalLikes + likesAdded,
      recentMoments: stats.recentMoments + recent,
      momentsByType: Object.fromEntries(
        Object.entries({ ...stats.momentsByType, ...types }).map(([type]) => [
          type,
          (stats.momentsByType[type] ?? 0) + (types[type] ?? 0),
        ]),
      ),
    });
    const expected = plus(guestsBefore, 3, 3, 2, { text: 2, photo: 1 });
    expect(await statsAs()).toEqual(expected);
    expect(await statsAs({ cookie: app.organizer })).toEqual(
      plus(organizersBefore, 4, 3, 3, { text: 3, photo: 1 }),
    );
    // The last guest push matches once every queued push has gone out.
    await waitFor(() => JSON.stringify(pushes.at(-1)) === JSON.stringify(expected));

    // The running totals agree with a full recount of the moments, as made at start-up.
    await rebuildStats();
    expect(await statsAs()).toEqual(expected);
  });
});

describe('validation', () => {
  const valid = { guestName: 'Ana', content: 'Hello' };
  const cases: [string, unknown, string | RegExp][] = [
    ['no name', { content: 'Hello' }, MOMENT_MISSING_INFO],
    ['no content', { guestName: 'Ana' }, MOMENT_MISSING_INFO],
    ['a blank name', { ...valid, guestName: '   ' }, MOMENT_MISSING_INFO],
    ['blank content', { ...valid, content: ' \n ' }, MOMENT_MISSING_INFO],
    ['an empty body', {}, MOMENT_MISSING_INFO],
    ['an unknown type', { ...valid, momentType: 'audio' }, /momentType/],
    [
      'a photo without its upload',
      { ...valid, momentType: 'photo' },
      MOMENT_MEDIA_MESSAGES.uploadRequired,
    ],
    [
      'a gif without its upload',
      { ...valid, momentType: 'gif' },
      MOMENT_MEDIA_MESSAGES.uploadRequired,
    ],
    [
      'a video without its upload',
      { ...valid, momentType: 'video' },
      MOMENT_MEDIA_MESSAGES.uploadRequired,
    ],
    [
      'a text moment with a link',
      { ...valid, mediaUrl: 'https://example.com/a.jpg' },
      MOMENT_MEDIA_MESSAGES.notFromThisSite,
    ],
    [
      'a script address',
      { ...valid, momentType: 'photo', mediaUrl: 'javascript:alert(1)' },
      MOMENT_MEDIA_MESSAGES.notFromThisSite,
    ],
    ['hashtags that are not a list', { ...valid, hashtags: 'love' }, /hashtags/],
    ['a hashtag that is too long', { ...valid, hashtags: ['x'.repeat(51)] }, /hashtag/],
    [
      'too many hashtags',
      { ...valid, hashtags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      /hashtags/,
    ],
    ['a text public flag', { ...valid, isPublic: 'yes' }, /isPublic/],
    ['a numeric location', { ...valid, location: 42 }, /location/],
    ['an invalid e-mail', { ...valid, guestEmail: 'not-an-email' }, /guestEmail/],
    ['content that is too long', { ...valid, content: 'x'.repeat(2001) }, /content/],
    ['a name that is too long', { ...valid, guestName: 'x'.repeat(81) }, /guestName/],
    ['a list instead of an object', [valid], /body/],
  ];

  it.each(cases)('answers 400 for %s and stores nothing', async (_label, body, message) => {
    const before = await MomentModel.countDocuments();
    const created = recordEvents(app.sockets[0], 'moment:created');
    const answer = await api('/api/live-wedding-moments', {
      method: 'POST',
      body,
      deviceId: device('v'),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(await MomentModel.countDocuments()).toBe(before);
    await flush(app.sockets[0]);
    expect(created.map((moment) => moment.content)).toEqual(['sentinel']);
  });
});
