import {
  TIMELINE_EVENT_MESSAGES,
  PARTICIPATION_MESSAGES,
  type TimelineEvent,
  type TimelineEventBody,
} from '../../../protocol/timeline';
import { badRequest, isDuplicateKey, notFound } from '../../lib/http/errors';
import type { DomainEvents } from '../../lib/domain-events';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { getWeddingSettings } from '../wedding/service';
import { defaultSchedule } from './default-schedule';
import {
  TimelineEventModel,
  TimelineParticipationModel,
  TimelineSeedModel,
  type TimelineEventDocument,
} from './model';
import { presentEvent } from './present';

const SEED_ID = 'default-schedule';

/** The texts an organizer may leave empty in an edit (the English title is '' when empty). */
const optionalTexts = ['titleEs', 'description', 'descriptionEs', 'location', 'locationEs'] as const;

export async function listEvents(): Promise<TimelineEvent[]> {
  const docs = await TimelineEventModel.find()
    .sort({ sortOrder: 1, createdAt: 1 })
    .lean<TimelineEventDocument[]>();
  return docs.map(presentEvent);
}

/**
 * Seeds the default day from the wedding's venues, once in the site's life: the process whose
 * marker insert wins writes it; a site that already has events keeps them.
 */
export async function seedDefaultSchedule(): Promise<boolean> {
  try {
    await TimelineSeedModel.create({ _id: SEED_ID });
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
  if ((await TimelineEventModel.countDocuments()) > 0) return false;
  const schedule = defaultSchedule(await getWeddingSettings());
  await TimelineEventModel.insertMany(
    schedule.map((event, index) => ({ ...event, sortOrder: index })),
  );
  return true;
}

/** Organizers' edits to the day; every change pushes the whole day (a handful of events). */
export class TimelineEventsService {
  constructor(
    private readonly hub: RealtimeHub,
    private readonly events?: DomainEvents,
  ) {}

  private async publishDay(): Promise<TimelineEvent[]> {
    const day = await listEvents();
    this.hub.publish('timeline', 'timeline:events', day);
    await this.events?.emit('timeline.changed', {});
    return day;
  }

  async create(body: TimelineEventBody): Promise<TimelineEvent> {
    const last = await TimelineEventModel.findOne()
      .sort({ sortOrder: -1 })
      .select({ sortOrder: 1 })
      .lean<{ sortOrder: number }>();
    const created = await TimelineEventModel.create({
      ...body,
      sortOrder: (last?.sortOrder ?? -1) + 1,
    });
    await this.publishDay();
    return presentEvent(created.toObject() as TimelineEventDocument);
  }

  async update(id: string, body: TimelineEventBody): Promise<TimelineEvent> {
    // An optional text left empty is removed, so the page falls back to the other language.
    const set = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const unset = Object.fromEntries(
      optionalTexts.filter((key) => body[key] === undefined).map((key) => [key, 1]),
    );
    const { matchedCount } = await TimelineEventModel.updateOne(
      { _id: id },
      { $set: set, ...(Object.keys(unset).length ? { $unset: unset } : {}) },
    );
    if (!matchedCount) throw notFound(PARTICIPATION_MESSAGES.eventNotFound);
    const day = await this.publishDay();
    const updated = day.find((event) => event.id === id);
    if (!updated) throw notFound(PARTICIPATION_MESSAGES.eventNotFound);
    return updated;
  }

  /** Deletes the event and the messages and reactions left on it. */
  async remove(id: string): Promise<{ id: string }> {
    const { deletedCount } = await TimelineEventModel.deleteOne({ _id: id });
    if (!deletedCount) throw notFound(PARTICIPATION_MESSAGES.eventNotFound);
    const left = await TimelineParticipationModel.find({ timelineEventId: id }, { _id: 1 }).lean();
    await TimelineParticipationModel.deleteMany({ timelineEventId: id });
    await this.publishDay();
    // The messages went with their event: the moderation queue drops them too.
    for (const message of left)
      await this.events?.emit('moderation.removed', { kind: 'timeline', id: message._id.toString() });
    return { id };
  }

  /** The day in a new order: every event's id exactly once, or nothing changes. */
  async reorder(ids: string[]): Promise<TimelineEvent[]> {
    const existing = (await TimelineEventModel.find().select({ _id: 1 }).lean()).map((doc) =>
      doc._id.toString(),
    );
    const given = new Set(ids);
    if (
      given.size !== ids.length ||
      ids.length !== existing.length ||
      existing.some((id) => !given.has(id))
    )
      throw badRequest(TIMELINE_EVENT_MESSAGES.orderInvalid);
    await Promise.all(
      ids.map((id, sortOrder) =>
        TimelineEventModel.updateOne({ _id: id }, { $set: { sortOrder } }),
      ),
    );
    return this.publishDay();
  }
}
