import { describe, expect, it } from 'vitest';
import { weddingSettingsSchema } from '../../../protocol/wedding';
import { callApi } from '../../test/api';
import { eventually } from '../../test/app-process';
import { useTestApp } from '../../test/fixtures';
import { JobModel } from '../../lib/jobs/model';
import { defaultWeddingSettings } from '../wedding/defaults';
import { REMINDER_JOB } from './reminders';

const app = useTestApp({}, { organizer: true });

const remindersOf = (eventId: string) =>
  JobModel.find({ type: REMINDER_JOB, 'payload.eventId': eventId }).lean();

/** The wedding's settings with another day and zone, saved as the dashboard's editor does. */
async function moveWedding(day: string, timeZone: string) {
  const current = weddingSettingsSchema.parse((await callApi(app.url, '/api/wedding')).body);
  const edit = { ...structuredClone(defaultWeddingSettings), ceremonyStart: `${day}T16:00` };
  edit.timeZone = timeZone;
  edit.defaultLanguage = current.defaultLanguage;
  const saved = await callApi(app.url, '/api/admin/wedding', {
    method: 'PUT',
    cookie: app.organizer,
    body: edit,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

describe('timeline reminders when the wedding moves', () => {
  it('plans each marked event again on the new day and clock, at once', async () => {
    const year = new Date().getUTCFullYear() + 1;
    await moveWedding(`${year}-06-20`, 'Europe/Madrid');
    const created = await callApi<{ id: string }>(app.url, '/api/timeline/events', {
      method: 'POST',
      cookie: app.organizer,
      body: { title: 'The first dance', titleEs: 'El primer baile', time: '21:30', remind: true },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    // 21:30 in Madrid in June (UTC+2) is 19:30 UTC; the reminder goes 10 minutes before.
    await eventually('planned on the first day', async () =>
      (await remindersOf(id)).some(
        (job) => job.runAt.toISOString() === `${year}-06-20T19:20:00.000Z`,
      ),
    );

    // A day earlier and in Mexico City (UTC−6): planned again without any edit of the timeline.
    await moveWedding(`${year}-06-19`, 'America/Mexico_City');
    const jobs = await remindersOf(id);
    expect(jobs.map((job) => job.runAt.toISOString())).toContain(`${year}-06-20T03:20:00.000Z`);
  });
});
