import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  historyEntrySchema,
  myEventsSchema,
  organizerWeekendEventSchema,
} from '../../../protocol/household-events';
import { HOUSEHOLD_MESSAGES } from '../../../protocol/households';
import { organizerSocket, useTestApp } from '../../test/fixtures';
import { nextEvent } from '../../test/harness';
import { clearGuests } from '../guests/seed';
import { signInWithCode } from '../guests/test-support';
import {
  EventAnswerModel,
  HistoryModel,
  HouseholdSettingsModel,
  WeekendEventModel,
} from './event-model';
import { call, clearHouseholds, expectHousehold, listedGuest } from './test-support';

const app = useTestApp({}, { organizer: true });
beforeEach(async () => {
  await Promise.all([clearGuests(), clearHouseholds(), WeekendEventModel.deleteMany({})]);
  await Promise.all([
    EventAnswerModel.deleteMany({}),
    HistoryModel.deleteMany({}),
    HouseholdSettingsModel.deleteMany({}),
  ]);
});

const admin = (method: string, path: string, body?: unknown) =>
  call(app.url, method, path, app.organizer, body);

async function invitedHousehold() {
  const ana = await listedGuest('Ana', { plusOne: true });
  const cookie = await signInWithCode(app.url, ana);
  const household = await expectHousehold(call(app.url, 'GET', '/api/households/mine', cookie));
  const created = await admin('POST', '/api/admin/weekend-events', {
    name: 'Reception',
    date: '2027-06-12',
    time: '20:00',
    householdIds: [household.id],
  });
  const event = organizerWeekendEventSchema.parse(created.body);
  const answer = (attending: boolean) => ({
    answers: [{ personId: ana.id, attending }],
  });
  return { ana, cookie, household, event, answer };
}

const setDeadline = (deadline: string | null) =>
  admin('PUT', '/api/admin/rsvp-settings', { deadline });

describe('the RSVP deadline', () => {
  it('closes answers and companions after it with a 409, storing nothing', async () => {
    const { cookie, event, answer, household } = await invitedHousehold();
    const guestPut = () =>
      call(app.url, 'PUT', `/api/households/mine/events/${event.id}`, cookie, answer(true));
    expect((await guestPut()).status).toBe(200);

    expect((await setDeadline('2020-01-01T00:00:00Z')).body).toEqual({
      deadline: '2020-01-01T00:00:00.000Z',
    });
    expect(await guestPut()).toMatchObject({
      status: 409,
      body: { code: 'households.deadlinePassed', message: HOUSEHOLD_MESSAGES.deadlinePassed },
    });
    const companions = await call(app.url, 'PUT', '/api/households/mine/companions', cookie, {
      companions: [{ id: household.companions[0]!.id, name: 'Sol' }],
    });
    expect(companions.status).toBe(409);
    const mine = myEventsSchema.parse(
      (await call(app.url, 'GET', '/api/households/mine/events', cookie)).body,
    );
    expect(mine).toMatchObject({ canChange: false, deadline: '2020-01-01T00:00:00.000Z' });
    expect(mine.events[0]!.answers).toMatchObject([{ attending: true }]);
    expect(await HistoryModel.countDocuments()).toBe(1);

    // A deadline still ahead leaves answers open.
    await setDeadline(new Date(Date.now() + 86_400_000).toISOString());
    expect((await guestPut()).status).toBe(200);
    expect((await setDeadline('tomorrow')).status).toBe(400);
  });

  it('tells every organizer’s tab the new deadline, and again when it is cleared', async () => {
    const organizer = await organizerSocket(app, 'households');
    try {
      const set = nextEvent(organizer, 'households:settings');
      await setDeadline('2027-05-01T12:00:00Z');
      expect(await set).toEqual({ deadline: '2027-05-01T12:00:00.000Z' });
      const cleared = nextEvent(organizer, 'households:settings');
      await setDeadline(null);
      expect(await cleared).toEqual({ deadline: null });
      // A refused deadline changes nothing and tells nobody: the next push is the next change.
      expect((await setDeadline('tomorrow')).status).toBe(400);
      const next = nextEvent(organizer, 'households:settings');
      await setDeadline('2027-06-01T00:00:00Z');
      expect(await next).toEqual({ deadline: '2027-06-01T00:00:00.000Z' });
    } finally {
      organizer.close();
    }
  });

  it('lets organizers answer for a household and reopen it, each change in its history', async () => {
    const { ana, cookie, event, answer, household } = await invitedHousehold();
    await setDeadline('2020-01-01T00:00:00Z');

    const forGrandma = await admin('PUT', `/api/admin/households/${household.id}/answers`, {
      eventId: event.id,
      ...answer(false),
    });
    expect(forGrandma.status, JSON.stringify(forGrandma.body)).toBe(200);
    expect((await admin('POST', `/api/admin/households/${household.id}/reopen`)).body).toEqual({
      reopened: true,
    });
    const guestPut = await call(
      app.url,
      'PUT',
      `/api/households/mine/events/${event.id}`,
      cookie,
      answer(true),
    );
    expect(guestPut.status).toBe(200);

    const history = z
      .array(historyEntrySchema)
      .parse((await admin('GET', `/api/admin/households/${household.id}/history`)).body);
    expect(history.map((entry) => [entry.what, entry.by])).toEqual([
      ['answers', { kind: 'guest', guestId: ana.id }],
      ['reopened', { kind: 'organizer' }],
      ['answers', { kind: 'organizer' }],
    ]);
    expect(history[2]!.answers).toEqual([
      { personId: ana.id, attending: false, mealId: null, dietary: '' },
    ]);
    expect(history[0]).toMatchObject({ eventId: event.id, answers: [{ attending: true }] });
    expect(
      (await call(app.url, 'GET', `/api/admin/households/${household.id}/history`, cookie)).status,
    ).toBe(401);
  });
});
