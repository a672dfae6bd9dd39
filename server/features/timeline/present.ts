import type {
  ModeratedParticipation,
  TimelineEvent,
  TimelineParticipation,
} from '../../../protocol/timeline';
import type { ModerationItem, ModerationStatus } from '../../../protocol/moderation';
import { storedStatus } from '../../lib/moderation-source';
import { presentVideo, presentVideoState } from '../../lib/stored-video';
import type { TimelineEventDocument, TimelineParticipationDocument } from './model';

export function presentEvent(doc: TimelineEventDocument): TimelineEvent {
  return {
    id: doc._id.toString(),
    title: doc.title ?? '',
    ...(doc.titleEs ? { titleEs: doc.titleEs } : {}),
    ...(doc.description ? { description: doc.description } : {}),
    ...(doc.descriptionEs ? { descriptionEs: doc.descriptionEs } : {}),
    time: doc.time,
    duration: doc.duration,
    ...(doc.location ? { location: doc.location } : {}),
    ...(doc.locationEs ? { locationEs: doc.locationEs } : {}),
    category: doc.category,
    icon: doc.icon,
    isInteractive: doc.isInteractive,
    allowGuestMessages: doc.allowGuestMessages,
    allowPhotoUploads: doc.allowPhotoUploads,
    remind: doc.remind ?? false,
    sortOrder: doc.sortOrder,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** Everyone sees participations, so the guest's e-mail and list id never leave the server. */
export function presentParticipation(doc: TimelineParticipationDocument): TimelineParticipation {
  return {
    id: doc._id.toString(),
    timelineEventId: doc.timelineEventId.toString(),
    guestName: doc.guestName,
    participationType: doc.participationType as TimelineParticipation['participationType'],
    content: doc.content,
    ...(doc.photo
      ? {
          photo: {
            url: doc.photo.url,
            thumbUrl: doc.photo.thumbUrl,
            width: doc.photo.width,
            height: doc.photo.height,
            ...presentVideo(doc, doc.photo.url),
          },
        }
      : {}),
    // Only ever in the answer to its author (a photo being made is in no list).
    ...presentVideoState(doc),
    ...(doc.reactionType
      ? { reactionType: doc.reactionType as TimelineParticipation['reactionType'] }
      : {}),
    isApproved: statusOf(doc) === 'published',
    createdAt: doc.createdAt.toISOString(),
  };
}

export const statusOf = (doc: Pick<TimelineParticipationDocument, 'status'>): ModerationStatus =>
  storedStatus(doc);

export function presentModerated(doc: TimelineParticipationDocument): ModeratedParticipation {
  return { ...presentParticipation(doc), status: statusOf(doc) };
}

/** A timeline message as one line of the organizers' moderation queue. */
export function presentModerationItem(doc: TimelineParticipationDocument): ModerationItem {
  return {
    kind: 'timeline',
    id: doc._id.toString(),
    authorName: doc.guestName,
    text: doc.content,
    ...(doc.photo ? { mediaUrl: doc.photo.thumbUrl } : {}),
    // A hidden photo's MP4 is not served: the queue shows its poster alone.
    ...(doc.photo && statusOf(doc) !== 'hidden' ? presentVideo(doc, doc.photo.url) : {}),
    status: statusOf(doc),
    // A photo is in the gallery too (gallery-photos.ts).
    shownOn: doc.photo ? ['timeline', 'gallery'] : ['timeline'],
    createdAt: doc.createdAt.toISOString(),
  };
}
