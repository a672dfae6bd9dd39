import type { Types } from 'mongoose';
import { scheduleOf } from '../../../protocol/timeline-schedule';
import type { AppContext } from '../../lib/feature';
import { perApp } from '../../lib/per-app';
import {
  galleryPushesOf,
  mediaPipelineOf,
  registerVideoKind,
  videoPostsOf,
} from '../gallery/feature';
import { getWeddingSettings } from '../wedding/service';
import {
  TimelineEventModel,
  TimelineParticipationModel,
  type TimelineEventDocument,
  type TimelineParticipationDocument,
} from './model';
import { TimelineParticipationsService } from './participations-service';
import { timelineVideos, type TimelineVideos } from './videos';
import { SHOWN_PARTICIPATIONS } from './visibility';

/**
 * The timeline's door: what other features read of the day (the keepsake, translation, "my
 * posts") and the one participations service of an app (the gallery removes timeline photos
 * through it), so none reaches into the timeline's model or builds its own service.
 */
export type TimelineEventRecord = TimelineEventDocument;
export type TimelineParticipationRecord = TimelineParticipationDocument;

/** The app's participations service, made once (the gallery's removals and the routes share it). */
export const timelineParticipationsOf: (ctx: AppContext) => TimelineParticipationsService = perApp(
  (ctx) => {
    // A photo message's video takes the videos' one lifecycle; once made it is announced here.
    const videos: TimelineVideos = registerVideoKind(
      ctx,
      'timeline',
      timelineVideos(videoPostsOf(ctx), (doc) => service.announceCreated(doc)),
    );
    const service = new TimelineParticipationsService(
      ctx.hub,
      ctx.events,
      mediaPipelineOf(ctx),
      galleryPushesOf(ctx),
      videos,
    );
    return service;
  },
);

/** The day's events in their order. */
export function eventsInOrder(): Promise<TimelineEventRecord[]> {
  return TimelineEventModel.find({}).sort({ sortOrder: 1, _id: 1 }).lean<TimelineEventRecord[]>();
}

/** An event phones are reminded of: when it starts (on the venue's clock) and its texts. */
export interface EventToRemind {
  id: string;
  startsAt: Date;
  title: string;
  titleEs?: string;
}

/**
 * The events the organizers marked to remind, with their starts as the timeline page reads them
 * (the day's order decides which fall after midnight, so every event is read).
 */
export async function eventsToRemind(): Promise<EventToRemind[]> {
  const [docs, settings] = await Promise.all([
    TimelineEventModel.find()
      .sort({ sortOrder: 1, createdAt: 1 })
      .select({ time: 1, duration: 1, remind: 1, title: 1, titleEs: 1 })
      .lean<TimelineEventRecord[]>(),
    getWeddingSettings(),
  ]);
  const starts = new Map(
    scheduleOf(
      docs.map((doc) => ({ id: doc._id.toString(), time: doc.time, duration: doc.duration })),
      settings,
    ).map((event) => [event.id, event.start]),
  );
  return docs.flatMap((doc) => {
    const startsAt = starts.get(doc._id.toString());
    if (!doc.remind || !startsAt) return [];
    return [
      {
        id: doc._id.toString(),
        startsAt,
        title: doc.title ?? '',
        titleEs: doc.titleEs ?? undefined,
      },
    ];
  });
}

/** Shown messages, photos and reactions, oldest first, one at a time (only `fields` are read). */
export function shownParticipations(
  fields: Record<string, 1>,
): AsyncIterable<TimelineParticipationRecord> {
  return TimelineParticipationModel.find(SHOWN_PARTICIPATIONS)
    .sort({ createdAt: 1, _id: 1 })
    .select(fields)
    .lean<TimelineParticipationRecord>()
    .cursor() as unknown as AsyncIterable<TimelineParticipationRecord>;
}

/** The text of a shown timeline message, or undefined. */
export async function shownMessageText(id: Types.ObjectId): Promise<string | undefined> {
  const doc = await TimelineParticipationModel.findOne(
    { _id: id, participationType: 'message', ...SHOWN_PARTICIPATIONS },
    { content: 1 },
  ).lean();
  return doc?.content;
}

const ownShown = (guestId: string) => ({
  guestId,
  participationType: { $in: ['message', 'photo'] },
  ...SHOWN_PARTICIPATIONS,
});

export function countOwnPosts(guestId: string): Promise<number> {
  return TimelineParticipationModel.countDocuments(ownShown(guestId));
}

/** The shown messages and photos this guest posted, oldest first. */
export function ownPosts(guestId: string): Promise<TimelineParticipationRecord[]> {
  return TimelineParticipationModel.find(ownShown(guestId))
    .sort({ createdAt: 1, _id: 1 })
    .lean<TimelineParticipationRecord[]>();
}
