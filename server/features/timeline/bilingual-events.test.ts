import { beforeAll, describe, expect, it } from 'vitest';
import type { TimelineEvent } from '../../../protocol/timeline';
import { callApi } from '../../test/api';
import { nextEvent, subscribe } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { TimelineEventModel } from './model';

const app = useTestApp({}, { organizer: true });
beforeAll(async () => {
  await subscribe(app.sockets[0], 'timeline');
});

const api = <T = unknown>(
  path: string,
  options: { method?: string; body?: unknown; cookie?: string } = {},
) => callApi<T>(app.url, path, { ...options, deviceId: 'bilingual_events_device' });

const form = { time: '16:00', duration: 30, category: 'party', icon: 'music' };
const create = (body: object) =>
  api<TimelineEvent & { issues?: { path: string; message: string }[] }>('/api/timeline/events', {
    method: 'POST',
    body: { ...form, ...body },
    cookie: app.organizer,
  });

describe('the sample day in Spanish', () => {
  it('gives every event a Spanish title, description and place', async () => {
    const day = (await api<TimelineEvent[]>('/api/timeline/events')).body;
    expect(day.map((event) => event.titleEs)).toEqual([
      'Llegada de los invitados',
      'Ceremonia',
      'Fotos con los novios',
      'Almuerzo de recepción',
      'Pastel y brindis',
    ]);
    for (const event of day) {
      expect(event.descriptionEs).toBeTruthy();
      expect(event.locationEs).toBe(event.location);
    }
  });
});

describe('organizers write events in either language', () => {
  it('takes an event written in Spanish only and pushes it with both fields', async () => {
    const pushed = nextEvent(app.sockets[0], 'timeline:events');
    const created = await create({ titleEs: 'Baile', descriptionEs: 'Todos a la pista' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: '',
      titleEs: 'Baile',
      descriptionEs: 'Todos a la pista',
    });
    expect(created.body.description).toBeUndefined();
    expect((await pushed).find((event) => event.id === created.body.id)).toMatchObject({
      title: '',
      titleEs: 'Baile',
    });
  });

  it('pushes both versions of an edit, and an emptied Spanish text is removed', async () => {
    const created = await create({ title: 'Toast', titleEs: 'Brindis', locationEs: 'Terraza' });
    let pushed = nextEvent(app.sockets[0], 'timeline:events');
    const edited = await api<TimelineEvent>(`/api/timeline/events/${created.body.id}`, {
      method: 'PUT',
      body: {
        ...form,
        title: 'Toasts',
        titleEs: 'Brindis',
        location: 'Terrace',
        locationEs: 'Terraza',
      },
      cookie: app.organizer,
    });
    expect(edited.status).toBe(200);
    expect((await pushed).find((event) => event.id === created.body.id)).toMatchObject({
      title: 'Toasts',
      titleEs: 'Brindis',
      location: 'Terrace',
      locationEs: 'Terraza',
    });
    pushed = nextEvent(app.sockets[0], 'timeline:events');
    await api(`/api/timeline/events/${created.body.id}`, {
      method: 'PUT',
      body: { ...form, title: 'Toasts', titleEs: ' ', location: 'Terrace' },
      cookie: app.organizer,
    });
    const after = (await pushed).find((event) => event.id === created.body.id)!;
    expect(after.titleEs).toBeUndefined();
    expect(after.locationEs).toBeUndefined();
    const stored = await TimelineEventModel.findById(created.body.id).lean();
    expect(stored).not.toHaveProperty('titleEs');
  });

  it('needs a title in one language at least', async () => {
    const refused = await create({ title: ' ', titleEs: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toMatchObject([{ path: 'title', message: 'Title is required' }]);
  });

  it('refuses Spanish over the limit with the English message at the Spanish field, storing nothing', async () => {
    const before = await TimelineEventModel.countDocuments();
    const cases = [
      ['titleEs', 121, 'Must be at most 120 characters'],
      ['descriptionEs', 1001, 'Must be at most 1000 characters'],
      ['locationEs', 201, 'Must be at most 200 characters'],
    ] as const;
    for (const [field, length, message] of cases) {
      const refused = await create({ title: 'Sparklers', [field]: 'ñ'.repeat(length) });
      expect(refused.status).toBe(400);
      expect(refused.body.issues).toMatchObject([{ path: field, message }]);
    }
    expect(await TimelineEventModel.countDocuments()).toBe(before);

    const target = (await create({ title: 'Sparklers', titleEs: 'Bengalas' })).body;
    const edit = await api<{ issues: unknown }>(`/api/timeline/events/${target.id}`, {
      method: 'PUT',
      body: { ...form, title: 'Sparklers', titleEs: 'b'.repeat(121) },
      cookie: app.organizer,
    });
    expect(edit.status).toBe(400);
    expect(edit.body.issues).toMatchObject([
      { path: 'titleEs', message: 'Must be at most 120 characters' },
    ]);
    expect(await TimelineEventModel.findById(target.id).lean()).toMatchObject({
      titleEs: 'Bengalas',
    });
  });

  it('keeps serving events stored before Spanish existed', async () => {
    const old = await TimelineEventModel.collection.insertOne({
      title: 'Old Event',
      time: '3:00 PM',
      duration: 30,
      category: 'special',
      icon: 'heart',
      isInteractive: false,
      allowGuestMessages: false,
      allowPhotoUploads: false,
      sortOrder: 99,
      createdAt: new Date(),
    });
    const day = (await api<TimelineEvent[]>('/api/timeline/events')).body;
    const served = day.find((event) => event.id === old.insertedId.toString())!;
    expect(served).toMatchObject({ title: 'Old Event', time: '3:00 PM' });
    expect(served).not.toHaveProperty('titleEs');
    const edited = await api<TimelineEvent>(`/api/timeline/events/${served.id}`, {
      method: 'PUT',
      body: { ...form, title: 'Old Event', titleEs: 'Evento antiguo' },
      cookie: app.organizer,
    });
    expect(edited.body).toMatchObject({ title: 'Old Event', titleEs: 'Evento antiguo' });
  });
});
