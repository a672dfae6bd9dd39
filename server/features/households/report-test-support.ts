import { expect } from 'vitest';
import {
  householdEventSchema,
  organizerWeekendEventSchema,
  type OrganizerWeekendEvent,
  type WeekendEventBody,
} from '../../../protocol/household-events';
import type { Household } from '../../../protocol/households';
import type { AppFixture } from '../../test/fixtures';
import { clearGuests } from '../guests/seed';
import {
  EventAnswerModel,
  HistoryModel,
  QuestionAnswerModel,
  WeekendEventModel,
} from './event-model';
import { call, clearHouseholds, expectHousehold, householdsIn } from './test-support';

/** Nothing of another test's households, events or answers. */
export async function clearRsvp(): Promise<void> {
  await Promise.all([
    clearGuests(),
    clearHouseholds(),
    WeekendEventModel.deleteMany({}),
    EventAnswerModel.deleteMany({}),
    QuestionAnswerModel.deleteMany({}),
    HistoryModel.deleteMany({}),
  ]);
}

/** The organizers' API of this app, signed in. */
export function organizerApi(app: AppFixture) {
  const admin = (method: string, path: string, body?: unknown) =>
    call(app.url, method, path, app.organizer, body);
  return {
    admin,
    async households(): Promise<Household[]> {
      return householdsIn((await admin('GET', '/api/admin/households')).body);
    },
    /** The household this guest is a member of. */
    async householdOf(guestId: string): Promise<Household> {
      const all = householdsIn((await admin('GET', '/api/admin/households')).body);
      const found = all.find((h) => h.members.some((member) => member.id === guestId));
      if (!found) throw new Error(`no household has ${guestId}`);
      return found;
    },
    async together(memberIds: string[]): Promise<Household> {
      return expectHousehold(admin('POST', '/api/admin/households', { memberIds }), 201);
    },
    async event(body: WeekendEventBody): Promise<OrganizerWeekendEvent> {
      const created = await admin('POST', '/api/admin/weekend-events', body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return organizerWeekendEventSchema.parse(created.body);
    },
    /** An organizer answers for a household (a phone call from grandma). */
    async answerFor(householdId: string, eventId: string, body: Record<string, unknown>) {
      const answered = await admin('PUT', `/api/admin/households/${householdId}/answers`, {
        eventId,
        questionAnswers: [],
        ...body,
      });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      return householdEventSchema.parse(answered.body);
    },
  };
}

/** A signed-in member answers one of their household's events. */
export async function answerAsGuest(
  app: AppFixture,
  cookie: string,
  eventId: string,
  body: Record<string, unknown>,
) {
  const answered = await call(app.url, 'PUT', `/api/households/mine/events/${eventId}`, cookie, {
    questionAnswers: [],
    ...body,
  });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  return householdEventSchema.parse(answered.body);
}
