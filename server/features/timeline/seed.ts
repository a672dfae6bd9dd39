import type { FilterQuery } from 'mongoose';
import {
  TimelineEventModel,
  TimelineParticipationModel,
  type TimelineEventDocument,
} from './model';

/**
 * The day's timeline (events, and guests' messages and reactions on them) as tests and benches of
 * other features seed and inspect it: before a scenario starts, as an older version stored it, or
 * as a run left it. Product code of other features reads through door.ts instead.
 */

/** Adds events to the timeline (the schema fills in the defaults); answers their ids, in order. */
export async function seedTimelineEvents(events: Record<string, unknown>[]): Promise<string[]> {
  const stored = await TimelineEventModel.insertMany(events);
  return stored.map((event) => String(event._id));
}

/** Adds one event to the timeline; answers its id. */
export const seedTimelineEvent = async (event: Record<string, unknown>): Promise<string> =>
  (await seedTimelineEvents([event]))[0]!;

/** The id of an event of the timeline seeded at start (the first one stored). */
export async function someTimelineEventId(): Promise<string> {
  const event = await TimelineEventModel.findOne().lean<TimelineEventDocument>();
  if (!event) throw new Error('the timeline holds no event');
  return event._id.toString();
}

/** Changes stored events behind the app's back, as an organizer's edit elsewhere would. */
export const changeStoredTimelineEvents = async (
  filter: FilterQuery<TimelineEventDocument>,
  fields: Record<string, unknown>,
): Promise<void> => {
  await TimelineEventModel.updateMany(filter, { $set: fields });
};

/** A guest's message or reaction on an event, through the schema; answers its id. */
export const seedParticipation = async (fields: Record<string, unknown>): Promise<string> =>
  (await TimelineParticipationModel.create(fields))._id.toString();

/** Many participations at once, through the schema (a bench's volume). */
export const seedParticipations = async (rows: object[]): Promise<void> => {
  await TimelineParticipationModel.insertMany(rows);
};

/** Writes rows straight to the collection, past the schema: participations an older version stored. */
export const seedStoredParticipationRows = async (
  rows: Record<string, unknown>[],
): Promise<void> => {
  await TimelineParticipationModel.collection.insertMany(rows);
};

/** The participations matching `filter` exactly as stored, every field the collection holds. */
export const storedParticipationRows = (filter: Record<string, unknown>) =>
  TimelineParticipationModel.collection.find(filter).toArray();
