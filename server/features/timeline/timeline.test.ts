import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationItem } from '../../../protocol/moderation';
import {
  PARTICIPATION_MESSAGES,
  type ModeratedParticipation,
  type TimelineEvent,
  type TimelineParticipation,
} from '../../../protocol/timeline';
import { callApi, type ApiCall } from '../../test/api';
import { nextEvent, recordEvents, startTestApp, subscribe, type TestApp } from '../../test/harness';
import { seedGuest } from '../guests/seed';
import { saveModerationPolicy } from '../moderation/policy';
import { TimelineEventModel, TimelineParticipationModel } from './model';
import { feature } from './feature';

let app: TestApp;
let organizer: string;

beforeAll(async () => {
  app = await startTestApp({ WRITE_LIMIT_PER_DEVICE: '3' });
  organizer = await app.organizerCookie();
  await Promise.all(app.sockets.map((socket) => subscribe(socket, 'timeline')));
});
afterAll(() => app.close());

let deviceCount = 0;
const newDevice = () => `timeline_device_${++deviceCount}`.padEnd(20, 'x');

/** Calls the API from a phone: `deviceId`'s, or a new one each call. */
const api = <T = unknown>(path: string, options: Omit<ApiCall, 'headers'> = {}) =>
  callApi<T>(app.url, path, { ...options, deviceId: options.deviceId ?? newDevice() });

const events = async () => (await api<TimelineEvent[]>('/api/timeline/events')).body;
const eventTitled = async (title: string) => (await events()).find((e) => e.title === title)!;
const message = (content: string) => ({ guestName: 'Ana', guestEmail: 'ana@example.com', content });

describe('the default day', () => {
  it('is seeded once from the wedding venues, in order', async () => {
    const day = await events();
    expect(day.map((e) => [e.time, e.title, e.location])).toEqual([
      ['08:30', 'Guests Arrive', 'Memorial Chapel Garden'],
      ['09:00', 'Ceremony', 'Memorial Chapel Garden'],
      ['09:45', 'Photos with the Couple', 'Memorial Chapel Garden'],
      ['13:00', 'Reception Lunch', 'The Dock Street Table'],
      ['14:30', 'Cake & Toasts', 'The Dock Street Table'],
    ]);
    await feature.init!({} as never);
    expect(await TimelineEventModel.countDocuments()).toBe(5);
  });
});

describe('guest participation', () => {
  it('pushes a message to every open timeline, without the e-mail', async () => {
    const ceremony = await eventTitled('Ceremony');
    const pushes = app.sockets.map((socket) => nextEvent(socket, 'timeline:participation'));
    const { status, body } = await api<TimelineParticipation>(
      `/api/timeline/${ceremony.id}/participate`,
      { method: 'POST', body: message('So beautiful!') },
    );
    expect(status).toBe(201);
    for (const pushed of await Promise.all(pushes)) {
      expect(pushed).toEqual(body);
      expect(pushed).toMatchObject({
        guestName: 'Ana',
        content: 'So beautiful!',
        isApproved: true,
      });
      expect(pushed).not.toHaveProperty('guestEmail');
    }
    const list = (await api<TimelineParticipation[]>('/api/timeline/participations')).body;
    expect(list.map((p) => p.id)).toContain(body.id);
  });

  it('records the signed-in guest who posted, under their own name; a visitor keeps the typed one', async () => {
    const guestId = await seedGuest({
      firstName: 'Lucía',
      lastName: 'Timeline',
      email: 'lucia.timeline@example.com',
      inviteCode: 'LUCIA7TL',
    });
    const signIn = await fetch(`${app.url}/api/guest-auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        identifier: 'lucia.timeline@example.com',
        identifierType: 'email',
        inviteCode: 'LUCIA7TL',
      }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const ceremony = await eventTitled('Ceremony');
    const pushed = nextEvent(app.sockets[1], 'timeline:participation');
    // The form says 'Ana': a signed-in guest cannot sign as someone else.
    const signed = await api<TimelineParticipation>(`/api/timeline/${ceremony.id}/participate`, {
      method: 'POST',
      body: message('From Lucía'),
      cookie,
    });
    expect(signed.body).toMatchObject({ guestName: 'Lucía Timeline' });
    // Who posted stays on the server (ownership is checked there): no guest learns a list id.
    expect(signed.body).not.toHaveProperty('guestId');
    expect(await TimelineParticipationModel.findById(signed.body.id).lean()).toMatchObject({
      guestId,
    });
    const push = await pushed;
    expect(push.guestName).toBe('Lucía Timeline');
    expect(push).not.toHaveProperty('guestId');
    const visitor = await api<TimelineParticipation>(`/api/timeline/${ceremony.id}/participate`, {
      method: 'POST',
      body: message('From a visitor'),
    });
    expect(visitor.body).toMatchObject({ guestName: 'Ana' });
    const list = (await api<TimelineParticipation[]>('/api/timeline/participations')).body;
    expect(list.find((p) => p.id === signed.body.id)?.guestName).toBe('Lucía Timeline');
    expect(list.every((p) => !('guestId' in p))).toBe(true);
  });

  it('stores a reaction as "Reacted with" and its emoji, whatever text was sent', async () => {
    const ceremony = await eventTitled('Ceremony');
    const pushed = nextEvent(app.sockets[1], 'timeline:participation');
    const { body } = await api<TimelineParticipation>(`/api/timeline/${ceremony.id}/participate`, {
      method: 'POST',
      body: {
        guestName: 'Ben',
        content: 'spam',
        participationType: 'reaction',
        reactionType: 'love',
      },
    });
    expect(body).toMatchObject({ content: 'Reacted with ❤️', reactionType: 'love' });
    expect((await pushed).id).toBe(body.id);
  });

  it('refuses bad input with the spec’s messages and stores nothing', async () => {
    const ceremony = await eventTitled('Ceremony');
    const arrival = await eventTitled('Guests Arrive');
    const before = await TimelineParticipationModel.countDocuments();
    const post = (id: string, body: unknown) =>
      api<{ message: string }>(`/api/timeline/${id}/participate`, { method: 'POST', body });

    expect(await post(ceremony.id, { guestName: ' ', content: '' })).toMatchObject({
      status: 400,
      body: { message: 'Name is required' },
    });
    expect(await post(ceremony.id, { guestName: 'Ana', content: '' })).toMatchObject({
      status: 400,
      body: { message: 'Message is required' },
    });
    expect(await post(ceremony.id, message('x'.repeat(1001)))).toMatchObject({
      status: 400,
      body: { message: 'Must be at most 1000 characters' },
    });
    // Past the server's body limit (100 kB) the request is refused before it is read.
    expect((await post(ceremony.id, message('x'.repeat(200_000)))).status).toBe(413);
    expect(await post('0123456789abcdef01234567', message('Hi'))).toMatchObject({
      status: 404,
      body: { message: PARTICIPATION_MESSAGES.eventNotFound },
    });
    expect(await post(arrival.id, message('Hi'))).toMatchObject({
      status: 403,
      body: { message: PARTICIPATION_MESSAGES.notInteractive },
    });
    expect(await TimelineParticipationModel.countDocuments()).toBe(before);
  });

  it('follows each event’s flags: reactions without messages, photos only where allowed', async () => {
    const quiet = await TimelineEventModel.create({
      title: 'Signing the Register',
      time: '09:40',
      isInteractive: true,
      allowGuestMessages: false,
      allowPhotoUploads: false,
      sortOrder: 99,
    });
    try {
      const id = quiet._id.toString();
      const post = (body: unknown) =>
        api<{ message: string }>(`/api/timeline/${id}/participate`, { method: 'POST', body });
      const before = await TimelineParticipationModel.countDocuments();
      expect(await post(message('Hi'))).toMatchObject({
        status: 403,
        body: { message: PARTICIPATION_MESSAGES.notInteractive },
      });
      expect(
        await post({ ...message('https://example.com/p.jpg'), participationType: 'photo' }),
      ).toMatchObject({ status: 403, body: { message: PARTICIPATION_MESSAGES.noPhotos } });
      expect(await TimelineParticipationModel.countDocuments()).toBe(before);
      const reaction = await post({
        guestName: 'Ana',
        content: 'x',
        participationType: 'reaction',
        reactionType: 'excited',
      });
      expect(reaction.status).toBe(201);
      expect(await TimelineParticipationModel.countDocuments()).toBe(before + 1);
    } finally {
      await TimelineEventModel.deleteOne({ _id: quiet._id });
      await TimelineParticipationModel.deleteMany({ timelineEventId: quiet._id });
    }
  });

  it('limits how fast one device posts, and stores nothing refused', async () => {
    const ceremony = await eventTitled('Ceremony');
    const deviceId = newDevice();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { status } = await api(`/api/timeline/${ceremony.id}/participate`, {
        method: 'POST',
        body: message(`limit ${i}`),
        deviceId,
      });
      statuses.push(status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await TimelineParticipationModel.countDocuments({ content: 'limit 3' })).toBe(0);
  });
});

describe('moderation', () => {
  it('hides and deletes a message on every screen at once', async () => {
    const ceremony = await eventTitled('Ceremony');
    const { body: posted } = await api<TimelineParticipation>(
      `/api/timeline/${ceremony.id}/participate`,
      { method: 'POST', body: message('to be hidden') },
    );
    const removed = app.sockets.map((socket) =>
      nextEvent(socket, 'timeline:participation-removed'),
    );
    const hidden = await api<ModeratedParticipation>(
      `/api/timeline/participations/${posted.id}/hide`,
      { method: 'POST', cookie: organizer },
    );
    expect(hidden).toMatchObject({ status: 200, body: { status: 'hidden' } });
    for (const push of await Promise.all(removed))
      expect(push).toEqual({ id: posted.id, timelineEventId: ceremony.id });
    const guestList = (await api<TimelineParticipation[]>('/api/timeline/participations')).body;
    expect(guestList.map((p) => p.id)).not.toContain(posted.id);
    // Hiding twice is a conflict, and a guest may not hide at all.
    expect(
      (
        await api(`/api/timeline/participations/${posted.id}/hide`, {
          method: 'POST',
          cookie: organizer,
        })
      ).status,
    ).toBe(409);
    expect(
      (await api(`/api/timeline/participations/${posted.id}/hide`, { method: 'POST' })).status,
    ).toBe(401);

    // A message on screen is deleted: it leaves every screen.
    const { body: shown } = await api<TimelineParticipation>(
      `/api/timeline/${ceremony.id}/participate`,
      { method: 'POST', body: message('to be deleted') },
    );
    const deleted = app.sockets.map((socket) =>
      nextEvent(socket, 'timeline:participation-removed'),
    );
    expect(
      (
        await api(`/api/timeline/participations/${shown.id}`, {
          method: 'DELETE',
          cookie: organizer,
        })
      ).status,
    ).toBe(200);
    for (const push of await Promise.all(deleted)) expect(push.id).toBe(shown.id);
    // The hidden one is deleted for good too (guests were told when it was hidden).
    expect(
      (
        await api(`/api/timeline/participations/${posted.id}`, {
          method: 'DELETE',
          cookie: organizer,
        })
      ).status,
    ).toBe(200);
    expect(
      await TimelineParticipationModel.countDocuments({ _id: { $in: [posted.id, shown.id] } }),
    ).toBe(0);
    expect(
      (
        await api(`/api/timeline/participations/${posted.id}`, {
          method: 'DELETE',
          cookie: organizer,
        })
      ).status,
    ).toBe(404);
  });

  it('tells only the organizers when a message guests never saw is hidden or deleted', async () => {
    await saveModerationPolicy({ timeline: 'review' });
    try {
      const ceremony = await eventTitled('Ceremony');
      const organizerSocket = await app.connect({ cookie: organizer });
      await subscribe(organizerSocket, 'timeline');
      const guestRemovals = recordEvents(app.sockets[0], 'timeline:participation-removed');
      const post = async (text: string) =>
        (
          await api<TimelineParticipation>(`/api/timeline/${ceremony.id}/participate`, {
            method: 'POST',
            body: message(text),
          })
        ).body;
      const [hiddenUnseen, deletedUnseen, marker] = [
        await post('hidden before review'),
        await post('deleted before review'),
        await post('approved afterwards'),
      ];

      const organizerSawHide = nextEvent(organizerSocket, 'timeline:participation-removed');
      const hid = await api(`/api/timeline/participations/${hiddenUnseen.id}/hide`, {
        method: 'POST',
        cookie: organizer,
      });
      expect(hid.status).toBe(200);
      expect(await organizerSawHide).toMatchObject({ id: hiddenUnseen.id });
      const organizerSawDelete = nextEvent(organizerSocket, 'timeline:participation-removed');
      const deleted = await api(`/api/timeline/participations/${deletedUnseen.id}`, {
        method: 'DELETE',
        cookie: organizer,
      });
      expect(deleted.status).toBe(200);
      expect(await organizerSawDelete).toMatchObject({ id: deletedUnseen.id });

      // Pushes reach a socket in order: once the approved marker arrives, any removal sent to the
      // guest before it would have arrived too.
      const markerShown = nextEvent(app.sockets[0], 'timeline:participation');
      await api(`/api/timeline/participations/${marker.id}/approve`, {
        method: 'POST',
        cookie: organizer,
      });
      expect((await markerShown).id).toBe(marker.id);
      expect(guestRemovals).toEqual([]);
    } finally {
      await saveModerationPolicy({ timeline: 'publish' });
    }
  });

  it('keeps messages for review when organizers ask, and never pushes them to guests', async () => {
    await saveModerationPolicy({ timeline: 'review' });
    try {
      const ceremony = await eventTitled('Ceremony');
      const organizerSocket = await app.connect({ cookie: organizer });
      await subscribe(organizerSocket, 'timeline', 'moderation');
      const guestPushes = recordEvents(app.sockets[0], 'timeline:participation');
      const queued = nextEvent(organizerSocket, 'timeline:moderated');
      const inModerationQueue = nextEvent(organizerSocket, 'moderation:item');
      const { body: posted } = await api<TimelineParticipation>(
        `/api/timeline/${ceremony.id}/participate`,
        { method: 'POST', body: message('waiting for review') },
      );
      expect(posted.isApproved).toBe(false);
      expect(await queued).toMatchObject({ id: posted.id, status: 'pending' });
      expect(await inModerationQueue).toMatchObject({
        kind: 'timeline',
        id: posted.id,
        status: 'pending',
      });
      const guestModerated = recordEvents(app.sockets[1], 'timeline:moderated');

      const guestList = (await api<TimelineParticipation[]>('/api/timeline/participations')).body;
      expect(guestList.map((p) => p.id)).not.toContain(posted.id);
      const queue = (
        await api<ModeratedParticipation[]>('/api/timeline/moderation', { cookie: organizer })
      ).body;
      expect(queue.find((p) => p.id === posted.id)?.status).toBe('pending');

      // The moderation queue's view of the same message, through the feature's source.
      const source = feature.moderation!({ hub: app.server.hub } as never);
      const pending: ModerationItem[] = await source.list({ status: 'pending', limit: 10 });
      expect(pending).toContainEqual(
        expect.objectContaining({
          kind: 'timeline',
          id: posted.id,
          authorName: 'Ana',
          text: 'waiting for review',
        }),
      );

      const published = nextEvent(app.sockets[0], 'timeline:participation');
      const approved = await api<ModeratedParticipation>(
        `/api/timeline/participations/${posted.id}/approve`,
        { method: 'POST', cookie: organizer },
      );
      expect(approved.body.status).toBe('published');
      expect((await published).id).toBe(posted.id);
      expect(guestPushes.map((p) => p.id)).toEqual([posted.id]);
      expect(guestModerated).toEqual([]);
      await expect(source.approve(posted.id)).rejects.toMatchObject({ status: 409 });
    } finally {
      await saveModerationPolicy({ timeline: 'publish' });
    }
  });
});

describe('organizers edit the day', () => {
  it("takes a deleted event's messages out of the moderation queue too", async () => {
    const created = await api<TimelineEvent>('/api/timeline/events', {
      method: 'POST',
      body: {
        title: 'Cake cutting',
        time: '16:00',
        duration: 15,
        category: 'party',
        icon: 'cake',
        isInteractive: true,
        allowGuestMessages: true,
      },
      cookie: organizer,
    });
    expect(created.status).toBe(201);
    const { body: posted } = await api<TimelineParticipation>(
      `/api/timeline/${created.body.id}/participate`,
      { method: 'POST', body: message('so sweet') },
    );
    const organizerSocket = await app.connect({ cookie: organizer });
    await subscribe(organizerSocket, 'moderation');
    const dropped = nextEvent(organizerSocket, 'moderation:item-removed');
    const deleted = await api(`/api/timeline/events/${created.body.id}`, {
      method: 'DELETE',
      cookie: organizer,
    });
    expect(deleted.status).toBe(200);
    expect(await dropped).toEqual({ kind: 'timeline', id: posted.id });
    expect(await TimelineParticipationModel.countDocuments({ _id: posted.id })).toBe(0);
  });

  it('adds, edits, reorders and deletes events, pushing the whole day each time', async () => {
    const guest = app.sockets[0];
    const form = {
      title: 'First Dance',
      time: '15:00',
      duration: 20,
      category: 'party',
      icon: 'music',
      isInteractive: true,
      allowGuestMessages: true,
    };
    expect((await api('/api/timeline/events', { method: 'POST', body: form })).status).toBe(401);

    let pushed = nextEvent(guest, 'timeline:events');
    const created = await api<TimelineEvent>('/api/timeline/events', {
      method: 'POST',
      body: form,
      cookie: organizer,
    });
    expect(created).toMatchObject({ status: 201, body: { title: 'First Dance', sortOrder: 5 } });
    expect((await pushed).at(-1)?.title).toBe('First Dance');

    pushed = nextEvent(guest, 'timeline:events');
    const edited = await api<TimelineEvent>(`/api/timeline/events/${created.body.id}`, {
      method: 'PUT',
      body: { ...form, title: 'First Dance & Party', location: 'Dance floor' },
      cookie: organizer,
    });
    expect(edited.body).toMatchObject({ title: 'First Dance & Party', location: 'Dance floor' });
    expect((await pushed).at(-1)?.location).toBe('Dance floor');

    expect(
      (
        await api<{ message: string }>('/api/timeline/events', {
          method: 'POST',
          body: { ...form, time: '25:00' },
          cookie: organizer,
        })
      ).body,
    ).toEqual(expect.objectContaining({ message: 'Enter a time such as 15:30' }));

    const ids = (await events()).map((e) => e.id);
    const reversed = [...ids].reverse();
    pushed = nextEvent(guest, 'timeline:events');
    const reordered = await api<TimelineEvent[]>('/api/timeline/order', {
      method: 'PUT',
      body: { ids: reversed },
      cookie: organizer,
    });
    expect(reordered.body.map((e) => e.id)).toEqual(reversed);
    expect((await pushed).map((e) => e.id)).toEqual(reversed);
    expect(
      (
        await api('/api/timeline/order', {
          method: 'PUT',
          body: { ids: reversed.slice(1) },
          cookie: organizer,
        })
      ).status,
    ).toBe(400);
    expect((await events()).map((e) => e.id)).toEqual(reversed);

    await api(`/api/timeline/${created.body.id}/participate`, {
      method: 'POST',
      body: message('dance!'),
    });
    pushed = nextEvent(guest, 'timeline:events');
    expect(
      (
        await api(`/api/timeline/events/${created.body.id}`, {
          method: 'DELETE',
          cookie: organizer,
        })
      ).status,
    ).toBe(200);
    expect((await pushed).map((e) => e.id)).not.toContain(created.body.id);
    expect(
      await TimelineParticipationModel.countDocuments({ timelineEventId: created.body.id }),
    ).toBe(0);
    expect(
      (
        await api(`/api/timeline/events/${created.body.id}`, {
          method: 'PUT',
          body: form,
          cookie: organizer,
        })
      ).status,
    ).toBe(404);
  });
});
