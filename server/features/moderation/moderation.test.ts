import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestBookEntrySchema, type GuestBookEntry } from '../../../protocol/guestbook';
import {
  MODERATION_MESSAGES,
  moderationActionSchema,
  moderationItemSchema,
  moderationQueueSchema,
  type ModerationItem,
  type QueueStatus,
} from '../../../protocol/moderation';
import {
  createdMomentSchema,
  momentSchema,
  momentStatsSchema,
  type CreatedMoment,
} from '../../../protocol/moments';
import {
  nextEvent,
  recordEvents,
  startTestApp,
  subscribe,
  type TestApp,
  type TestSocket,
} from '../../test/harness';
import { clearGuestBook, countGuestBookEntries } from '../guestbook/seed';
import { storedMomentById } from '../moments/seed';
import { saveModerationPolicy } from './policy';
import { caller, device, type Answer } from './test-support';

/**
 * How long a test waits for a push before calling it missing: generous, because the whole suite
 * shares two cores with other builds; a push that never comes still fails the test.
 */
const PUSH_WAIT_MS = 30_000;
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let app: TestApp;
let cookie: string;
let api: ReturnType<typeof caller>;
/** A guest's phone: on the moments, guest book and live topics. */
let guest: TestSocket;
/** An organizer's dashboard: on the moderation topic. */
let organizer: TestSocket;

beforeAll(async () => {
  app = await startTestApp({ WRITE_LIMIT_PER_DEVICE: '1000', NO_DEVICE_LIMIT_PER_IP: '1000' });
  api = caller(app);
  cookie = await app.organizerCookie();
  guest = app.sockets[0];
  await subscribe(guest, 'moments', 'guestbook', 'live');
  organizer = await app.connect({ cookie });
  expect(await subscribe(organizer, 'moderation', 'moments')).toMatchObject({ refused: [] });
});
afterAll(() => app.close());
beforeEach(async () => {
  await saveModerationPolicy({ moments: 'publish', guestbook: 'publish' });
});

async function shareMoment(content = 'First dance!'): Promise<CreatedMoment> {
  const { status, body } = await api('/api/live-wedding-moments', {
    method: 'POST',
    deviceId: device('author'),
    body: { guestName: 'Ana', content },
  });
  expect(status).toBe(201);
  return createdMomentSchema.parse(body);
}

async function signGuestBook(message = 'Wishing you a lifetime of joy!'): Promise<GuestBookEntry> {
  const { status, body } = await api('/api/guest-book', {
    method: 'POST',
    body: { guestName: 'Lucía', message },
  });
  expect(status).toBe(201);
  return guestBookEntrySchema.parse(body);
}

const guestMoments = async () =>
  momentSchema.array().parse((await api('/api/live-wedding-moments')).body);
const guestEntries = async () =>
  guestBookEntrySchema.array().parse((await api('/api/guest-book')).body);
const guestStats = async () =>
  momentStatsSchema.parse((await api('/api/live-wedding-moments/stats')).body);

const act = (action: 'approve' | 'hide', kind: string, id: string, by?: string) =>
  api(`/api/moderation/items/${kind}/${id}/${action}`, {
    method: 'POST',
    cookie,
    body: by ? { by } : {},
  });
const remove = (kind: string, id: string) =>
  api(`/api/moderation/items/${kind}/${id}`, { method: 'DELETE', cookie, body: {} });

async function queue(status: QueueStatus = 'pending', kind?: string): Promise<ModerationItem[]> {
  const query = new URLSearchParams({ status, ...(kind ? { kind } : {}) });
  const answer = await api(`/api/moderation/queue?${query}`, { cookie });
  expect(answer.status).toBe(200);
  return moderationQueueSchema.parse(answer.body).items;
}

const logLines = async () =>
  moderationActionSchema.array().parse((await api('/api/moderation/actions', { cookie })).body);

/**
 * Events on one socket arrive in the order they were sent: once a later public moment has
 * arrived, anything pushed before it has too. That proves an event was NOT pushed.
 */
async function flushMoments(): Promise<void> {
  const arrived = nextEvent(guest, 'moment:created', PUSH_WAIT_MS);
  const sentinel = await shareMoment('sentinel');
  expect((await arrived).id).toBe(sentinel.id);
}
async function flushGuestBook(): Promise<void> {
  const arrived = nextEvent(guest, 'guestbook:entry-added', PUSH_WAIT_MS);
  const sentinel = await signGuestBook('A sentinel entry, published at once.');
  expect((await arrived).id).toBe(sentinel.id);
}

function expectRefused(answer: Answer, status: number, message: string) {
  expect(answer.status).toBe(status);
  expect(answer.body.message).toBe(message);
}

describe('review first, moments', () => {
  it('keeps a new moment from guests until an organizer approves it, then publishes it live', async () => {
    await api('/api/moderation/policy', { method: 'PUT', cookie, body: { moments: 'review' } });
    const statsBefore = await guestStats();
    const created = recordEvents(guest, 'moment:created');
    const queued = nextEvent(organizer, 'moderation:item', PUSH_WAIT_MS);

    const moment = await shareMoment('Held for review');
    expect(moment.awaitingReview).toBe(true);
    expect(await queued).toMatchObject({ kind: 'moments', id: moment.id, status: 'pending' });
    expect((await guestMoments()).some((m) => m.id === moment.id)).toBe(false);
    const organizerFeed = await api('/api/live-wedding-moments', { cookie });
    expect((organizerFeed.body as { id: string }[]).some((m) => m.id === moment.id)).toBe(false);
    expect((await queue('pending')).map((item) => item.id)).toContain(moment.id);
    // A guest who learns the id can neither like it nor see that it exists.
    const like = await api(`/api/live-wedding-moments/${moment.id}/like`, {
      method: 'POST',
      deviceId: device('curious'),
    });
    expect(like.status).toBe(404);

    await saveModerationPolicy({ moments: 'publish' });
    await flushMoments();
    expect(created.filter((m) => m.id === moment.id)).toEqual([]);
    expect((await guestStats()).totalMoments).toBe(statsBefore.totalMoments + 1); // the sentinel

    const published = nextEvent(guest, 'moment:created', PUSH_WAIT_MS);
    const approved = await act('approve', 'moments', moment.id, 'Maria');
    expect(approved.status).toBe(200);
    expect(moderationItemSchema.parse(approved.body)).toMatchObject({ status: 'published' });
    expect(await published).toMatchObject({ id: moment.id, content: 'Held for review' });
    expect((await guestMoments()).some((m) => m.id === moment.id)).toBe(true);
    expect((await guestStats()).totalMoments).toBe(statsBefore.totalMoments + 2);
    expect((await queue('pending')).some((item) => item.id === moment.id)).toBe(false);

    // Approving twice is a clear 409 that pushes nothing and logs nothing.
    const linesBefore = (await logLines()).length;
    const again = recordEvents(guest, 'moment:created');
    expectRefused(
      await act('approve', 'moments', moment.id),
      409,
      MODERATION_MESSAGES.alreadyPublished,
    );
    await flushMoments();
    expect(again.filter((m) => m.id === moment.id)).toEqual([]);
    expect((await logLines()).length).toBe(linesBefore);
    guest.off('moment:created');
  });

  it('drops a pending moment from the queue when its author deletes it, telling no guest', async () => {
    await saveModerationPolicy({ moments: 'review' });
    const moment = await shareMoment('Oops, wrong photo');
    const deleted = recordEvents(guest, 'moment:deleted');
    const removed = nextEvent(organizer, 'moderation:item-removed', PUSH_WAIT_MS);
    // A stranger does not even learn that it exists.
    const stranger = await api(`/api/live-wedding-moments/${moment.id}`, {
      method: 'DELETE',
      deviceId: device('stranger'),
    });
    expect(stranger.status).toBe(404);
    const byAuthor = await fetch(`${app.url}/api/live-wedding-moments/${moment.id}`, {
      method: 'DELETE',
      headers: { 'x-author-token': moment.authorToken },
    });
    expect(byAuthor.status).toBe(200);
    expect(await removed).toEqual({ kind: 'moments', id: moment.id });
    await saveModerationPolicy({ moments: 'publish' });
    await flushMoments();
    expect(deleted).toEqual([]);
    guest.off('moment:deleted');
  });
});

describe('hiding and deleting moments', () => {
  it('takes a hidden moment off every guest list and push stream at once, and can show it again', async () => {
    const moment = await shareMoment('An unkind post');
    await api(`/api/live-wedding-moments/${moment.id}/like`, {
      method: 'POST',
      deviceId: device('fan'),
    });
    const statsBefore = await guestStats();
    const removedForGuest = nextEvent(guest, 'moment:deleted', PUSH_WAIT_MS);
    const changed = nextEvent(organizer, 'moderation:item', PUSH_WAIT_MS);

    const hidden = await act('hide', 'moments', moment.id);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      id: moment.id,
      status: 'hidden',
      shownOn: ['home', 'live'],
    });
    expect(await removedForGuest).toEqual({ id: moment.id });
    expect(await changed).toMatchObject({ id: moment.id, status: 'hidden' });
    expect((await guestMoments()).some((m) => m.id === moment.id)).toBe(false);
    expect(await guestStats()).toMatchObject({
      totalMoments: statsBefore.totalMoments - 1,
      totalLikes: statsBefore.totalLikes - 1,
    });
    expect((await queue('hidden')).map((item) => item.id)).toContain(moment.id);

    // Hidden items are never sent to guests: not its likes, not anything.
    const liked = recordEvents(guest, 'moment:liked');
    const like = await api(`/api/live-wedding-moments/${moment.id}/like`, {
      method: 'POST',
      deviceId: device('fan2'),
    });
    expect(like.status).toBe(404);
    expectRefused(await act('hide', 'moments', moment.id), 409, MODERATION_MESSAGES.alreadyHidden);
    await flushMoments();
    expect(liked.filter((event) => event.id === moment.id)).toEqual([]);
    guest.off('moment:liked');

    const shownAgain = nextEvent(guest, 'moment:created', PUSH_WAIT_MS);
    expect((await act('approve', 'moments', moment.id)).status).toBe(200);
    expect(await shownAgain).toMatchObject({ id: moment.id, likes: 1 });
    expect((await guestStats()).totalLikes).toBe(statsBefore.totalLikes);
  });

  it('deletes for good; anything done to a deleted moment is a 404 that changes nothing', async () => {
    const moment = await shareMoment('To be deleted');
    const removedForGuest = nextEvent(guest, 'moment:deleted', PUSH_WAIT_MS);
    const removedForOrganizer = nextEvent(organizer, 'moderation:item-removed', PUSH_WAIT_MS);
    const answer = await remove('moments', moment.id);
    expect(answer).toEqual({ status: 200, body: { kind: 'moments', id: moment.id } });
    expect(await removedForGuest).toEqual({ id: moment.id });
    expect(await removedForOrganizer).toEqual({ kind: 'moments', id: moment.id });
    expect(await storedMomentById(moment.id)).toBeNull();

    const linesBefore = (await logLines()).length;
    for (const refused of [
      await act('approve', 'moments', moment.id),
      await act('hide', 'moments', moment.id),
      await remove('moments', moment.id),
    ])
      expect(refused.status).toBe(404);
    expect((await logLines()).length).toBe(linesBefore);
  });

  it('refuses a bad kind or id with a 400, and a kind nobody moderates with nothing changed', async () => {
    expect((await act('approve', 'banana', '0123456789abcdef01234567')).status).toBe(400);
    expect((await act('approve', 'moments', 'not-an-id')).status).toBe(400);
    expectRefused(
      await act('approve', 'moments', '0123456789abcdef01234567'),
      404,
      MODERATION_MESSAGES.notFound,
    );
    expect((await api('/api/moderation/queue?status=maybe', { cookie })).status).toBe(400);
  });
});

describe('guest book', () => {
  beforeEach(async () => {
    await clearGuestBook();
  });

  it('keeps a new entry from guests under review first, and publishes it live when approved', async () => {
    await api('/api/moderation/policy', { method: 'PUT', cookie, body: { guestbook: 'review' } });
    const added = recordEvents(guest, 'guestbook:entry-added');
    const queued = nextEvent(organizer, 'moderation:item', PUSH_WAIT_MS);
    const entry = await signGuestBook('Please approve my lovely note');
    expect(entry.isApproved).toBe(false);
    expect(await queued).toMatchObject({ kind: 'guestbook', id: entry.id, status: 'pending' });
    expect(await guestEntries()).toEqual([]);
    expect((await queue('pending', 'guestbook')).map((item) => item.id)).toEqual([entry.id]);

    await saveModerationPolicy({ guestbook: 'publish' });
    await flushGuestBook();
    expect(added.filter((e) => e.id === entry.id)).toEqual([]);
    guest.off('guestbook:entry-added');

    const published = nextEvent(guest, 'guestbook:entry-added', PUSH_WAIT_MS);
    expect((await act('approve', 'guestbook', entry.id)).status).toBe(200);
    expect(await published).toMatchObject({ id: entry.id, isApproved: true });
    expect((await guestEntries()).map((e) => e.id)).toContain(entry.id);
  });

  it('removes a hidden or deleted entry from every open page; a pending one is removed quietly', async () => {
    const shown = await signGuestBook('Shown, then hidden by the couple');
    const removed = nextEvent(guest, 'guestbook:entry-removed', PUSH_WAIT_MS);
    expect((await act('hide', 'guestbook', shown.id)).body).toMatchObject({ status: 'hidden' });
    expect(await removed).toEqual({ id: shown.id });
    expect((await guestEntries()).some((e) => e.id === shown.id)).toBe(false);
    expectRefused(await act('hide', 'guestbook', shown.id), 409, MODERATION_MESSAGES.alreadyHidden);

    const other = await signGuestBook('Shown, then deleted for good');
    const removedAgain = nextEvent(guest, 'guestbook:entry-removed', PUSH_WAIT_MS);
    expect((await remove('guestbook', other.id)).status).toBe(200);
    expect(await removedAgain).toEqual({ id: other.id });
    expect((await act('approve', 'guestbook', other.id)).status).toBe(404);

    await saveModerationPolicy({ guestbook: 'review' });
    const pending = await signGuestBook('Pending, then deleted');
    const removals = recordEvents(guest, 'guestbook:entry-removed');
    expect((await remove('guestbook', pending.id)).status).toBe(200);
    await saveModerationPolicy({ guestbook: 'publish' });
    await flushGuestBook();
    expect(removals).toEqual([]);
    guest.off('guestbook:entry-removed');
    expect(await countGuestBookEntries({ _id: { $in: [other.id, pending.id] } })).toBe(0);
  });
});

describe('policy, the wall and the log', () => {
  it('saves the policy per kind, tells other organizers, and refuses an empty or unknown one', async () => {
    expect((await api('/api/moderation/policy', { cookie })).body).toMatchObject({
      moments: 'publish',
      guestbook: 'publish',
    });
    const told = nextEvent(organizer, 'moderation:policy', PUSH_WAIT_MS);
    const saved = await api('/api/moderation/policy', {
      method: 'PUT',
      cookie,
      body: { guestbook: 'review', by: 'Maria' },
    });
    expect(saved.body).toMatchObject({ moments: 'publish', guestbook: 'review' });
    expect(await told).toMatchObject({ guestbook: 'review' });
    const refused = await api('/api/moderation/policy', { method: 'PUT', cookie, body: {} });
    expectRefused(refused, 400, MODERATION_MESSAGES.emptyPolicy);
    const unknown = await api('/api/moderation/policy', {
      method: 'PUT',
      cookie,
      body: { moments: 'maybe' },
    });
    expect(unknown.status).toBe(400);
    expect((await api('/api/moderation/policy', { cookie })).body).toMatchObject({
      moments: 'publish',
      guestbook: 'review',
    });
  });

  it('pauses and resumes the wall for every projector, once', async () => {
    expect((await api('/api/moderation/wall')).body).toEqual({ paused: false });
    const paused = nextEvent(guest, 'live:wall', PUSH_WAIT_MS);
    const answer = await api('/api/moderation/wall', {
      method: 'PUT',
      cookie,
      body: { paused: true },
    });
    expect(answer.body).toMatchObject({ paused: true, since: expect.any(String) });
    expect(await paused).toEqual(answer.body);
    expect((await api('/api/moderation/wall')).body).toEqual(answer.body);

    const linesBefore = (await logLines()).length;
    const again = await api('/api/moderation/wall', {
      method: 'PUT',
      cookie,
      body: { paused: true },
    });
    expect(again.body).toEqual(answer.body);
    expect((await logLines()).length).toBe(linesBefore);

    const resumed = nextEvent(guest, 'live:wall', PUSH_WAIT_MS);
    await api('/api/moderation/wall', { method: 'PUT', cookie, body: { paused: false } });
    expect(await resumed).toEqual({ paused: false });
  });

  it('records who did what, when, to which item, newest first, and pushes each line', async () => {
    const moment = await shareMoment(
      'Logged moment with a rather long text that goes on and on and on past the excerpt',
    );
    const line = nextEvent(organizer, 'moderation:action', PUSH_WAIT_MS);
    await act('hide', 'moments', moment.id, 'Maria');
    const pushed = await line;
    const [latest] = await logLines();
    expect(latest).toEqual(pushed);
    expect(latest).toMatchObject({
      action: 'hide',
      kind: 'moments',
      itemId: moment.id,
      by: {
        name: 'Maria',
        device: 'Chrome on Linux',
        session: expect.stringMatching(/^[0-9a-f]{6}$/),
      },
    });
    expect(latest.excerpt?.length).toBeLessThanOrEqual(80);
    expect(latest.excerpt?.startsWith('Logged moment')).toBe(true);
    expect(Date.now() - Date.parse(latest.at)).toBeLessThan(60_000);

    await remove('moments', moment.id);
    const kinds = (await logLines()).slice(0, 2).map((entry) => entry.action);
    expect(kinds).toEqual(['delete', 'hide']);
    expect((await logLines()).some((entry) => entry.action === 'policy')).toBe(true);
  });
});
