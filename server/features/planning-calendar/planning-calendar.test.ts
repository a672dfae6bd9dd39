import { beforeEach, describe, expect, it } from 'vitest';
import type { CalendarSettings, PlannedEvent } from '../../../protocol/planning-calendar';
import { json, nextEvent, subscribe } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { CalendarEventModel, CalendarReminderModel } from './model';
import { organizerFetch, parseIcsEvents } from './test-support';

const app = useTestApp({}, { organizer: true });
beforeEach(async () => {
  await CalendarEventModel.deleteMany({});
  await CalendarReminderModel.deleteMany({});
});

const send = (method: string, path: string, body?: unknown) =>
  organizerFetch(app, app.organizer, method, path, body);

/**
 * Five years ahead of whenever the suite runs: the reminders are pending, never already due (a
 * fixed year would turn them due, and the test red, once that date passed).
 */
const YEAR = new Date().getUTCFullYear() + 5;

const tasting = {
  title: 'Cake tasting, round 2',
  date: `${YEAR}-05-14T16:30:00.000Z`,
  location: 'Pastelería Núñez; Calle Mayor 3',
  category: 'Tasting',
  description: 'Bring the swatches.\nAsk about gluten-free.',
  reminderTime: 48,
};

describe('the planning calendar', () => {
  it('adds, moves and deletes an event, pushing each change and keeping its reminder in step', async () => {
    const other = await app.connect({ cookie: app.organizer });
    await subscribe(other, 'calendar');

    const saved = nextEvent(other, 'calendar:event-saved');
    const response = await send('POST', '/api/calendar-events', tasting);
    expect(response.status).toBe(201);
    const event = await json<PlannedEvent>(response);
    expect(event).toMatchObject({
      title: tasting.title,
      reminderEnabled: true,
      reminderTime: 48,
      reminder: { status: 'pending', dueAt: `${YEAR}-05-12T16:30:00.000Z` },
    });
    expect(await saved).toEqual(event);

    const moved = nextEvent(other, 'calendar:event-saved');
    const update = await send('PUT', `/api/calendar-events/${event.id}`, {
      ...tasting,
      date: `${YEAR}-06-01T10:00:00.000Z`,
      reminderTime: 3,
      location: '',
    });
    expect(update.status).toBe(200);
    const after = await json<PlannedEvent>(update);
    expect(after.location).toBeUndefined();
    expect(after.reminder).toEqual({ status: 'pending', dueAt: `${YEAR}-06-01T07:00:00.000Z` });
    expect(await moved).toEqual(after);

    const off = await send('PUT', `/api/calendar-events/${event.id}`, {
      ...tasting,
      reminderEnabled: false,
    });
    expect((await json<PlannedEvent>(off)).reminder).toBeNull();
    expect(await CalendarReminderModel.countDocuments()).toBe(0);

    await send('PUT', `/api/calendar-events/${event.id}`, tasting);
    expect(await CalendarReminderModel.countDocuments()).toBe(1);
    const deleted = nextEvent(other, 'calendar:event-deleted');
    expect((await send('DELETE', `/api/calendar-events/${event.id}`)).status).toBe(200);
    expect(await deleted).toEqual({ id: event.id });
    expect(await CalendarReminderModel.countDocuments()).toBe(0);
    expect((await send('DELETE', `/api/calendar-events/${event.id}`)).status).toBe(404);
  });

  it('refuses bad input with the field’s message and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...tasting, title: '  ' }, 'title', 'Title is required'],
      [{ ...tasting, date: '' }, 'date', 'Choose the date and time of the event'],
      [{ ...tasting, date: 'next tuesday' }, 'date', 'Enter a valid date and time'],
      [{ ...tasting, reminderTime: -1 }, 'reminderTime', 'Reminder cannot be negative'],
      [
        { ...tasting, reminderTime: 1.5 },
        'reminderTime',
        'Reminder must be a whole number of hours',
      ],
    ];
    for (const [body, path, message] of cases) {
      const response = await send('POST', '/api/calendar-events', body);
      expect(response.status).toBe(400);
      const answer = await json<{ issues: { path: string; message: string }[] }>(response);
      expect(answer.issues).toContainEqual(expect.objectContaining({ path, message }));
    }
    expect(await CalendarEventModel.countDocuments()).toBe(0);
    expect(await CalendarReminderModel.countDocuments()).toBe(0);
  });

  it('exports an .ics whose VEVENT carries the event, its place and its reminder', async () => {
    const event = await json<PlannedEvent>(await send('POST', '/api/calendar-events', tasting));
    const response = await send('GET', '/api/calendar-events/export.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('wedding-planning.ics');
    const ics = await response.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const [vevent, ...more] = parseIcsEvents(ics);
    expect(more).toEqual([]);
    expect(vevent).toMatchObject({
      UID: `${event.id}@wedding-planning`,
      SUMMARY: tasting.title,
      DTSTART: `${YEAR}0514T163000Z`,
      LOCATION: tasting.location,
      DESCRIPTION: tasting.description,
      CATEGORIES: 'Tasting',
      DURATION: 'PT1H',
      TRIGGER: '-PT48H',
    });
  });

  it('serves the feed only at its secret address, and a rotated secret retires the old one', async () => {
    await send('POST', '/api/calendar-events', tasting);
    const settings = await json<CalendarSettings>(
      await send('GET', '/api/planning-calendar/settings'),
    );
    expect(settings.feedPath).toMatch(/^\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);

    const feed = await fetch(`${app.url}${settings.feedPath}`);
    expect(feed.status).toBe(200);
    expect(parseIcsEvents(await feed.text())[0]?.SUMMARY).toBe(tasting.title);

    const token = settings.feedPath.slice('/api/calendar-feed/'.length, -'.ics'.length);
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [
      `/api/calendar-feed/${wrong}.ics`,
      '/api/calendar-feed/guess',
      '/api/calendar-feed/',
    ]) {
      const refused = await fetch(`${app.url}${path}`);
      expect(refused.status).toBe(404);
      expect(await refused.text()).not.toContain('VEVENT');
    }

    const other = await app.connect({ cookie: app.organizer });
    await subscribe(other, 'calendar');
    const pushed = nextEvent(other, 'calendar:settings');
    const rotated = await json<CalendarSettings>(
      await send('POST', '/api/planning-calendar/feed-token'),
    );
    expect(rotated.feedPath).not.toBe(settings.feedPath);
    expect(await pushed).toEqual(rotated);
    expect((await fetch(`${app.url}${settings.feedPath}`)).status).toBe(404);
    expect((await fetch(`${app.url}${rotated.feedPath}`)).status).toBe(200);
  });

  it('says reminders cannot go out when no organizer address is configured', async () => {
    const settings = await json<CalendarSettings>(
      await send('GET', '/api/planning-calendar/settings'),
    );
    expect(settings.email).toEqual({ configured: false, recipients: 0 });
    expect(settings.sms).toEqual({ configured: false, recipients: 0 });
  });
});
