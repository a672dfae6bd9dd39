import { z } from 'zod';
import {
  announcementDeletedSchema,
  announcementSchema,
  publicAnnouncementSchema,
} from './announcements';
import { announcementPushCountsSchema } from './push';
import { venueReviewAddedSchema, venueReviewRemovedSchema } from './ar-venue';
import { galleryPhotoSchema, photoRemovedSchema } from './gallery';
import { revealStateSchema } from './gallery-reveal';
import { giftDonationSchema } from './gifts';
import { keepsakeProgressSchema, keepsakeSettingsSchema } from './keepsake';
import { leaderboardUpdateSchema, podiumStateSchema } from './leaderboard';
import { liveScreenSettingsSchema } from './live-screen';
import {
  assignmentDeletedSchema,
  seatingAssignmentSchema,
  mySeatSchema,
  seatingPublicationSchema,
  seatingTableSchema,
  tableDeletedSchema,
} from './seating';
import {
  moderatedParticipationSchema,
  participationRemovedSchema,
  timelineEventSchema,
  timelineParticipationSchema,
} from './timeline';
import { guestBookEntryRemovedSchema, guestBookEntrySchema } from './guestbook';
import { guestProfileRemovedSchema, guestProfileSchema } from './guest-profiles';
import {
  moderationActionSchema,
  moderationItemRemovedSchema,
  moderationItemSchema,
  moderationPolicySchema,
  wallStateSchema,
} from './moderation';
import { guestDeletedSchema, guestsSavedSchema } from './admin-guests';
import { guestStatusSchema } from './guests';
import {
  householdAnswersSchema,
  organizerWeekendEventSchema,
  rsvpSettingsSchema,
} from './household-events';
import { householdRemovedSchema, householdSchema } from './households';
import { reminderSchema } from './rsvp-report';
import { momentDeletedSchema, momentLikedSchema, momentSchema, momentStatsSchema } from './moments';
import {
  calendarSettingsSchema,
  plannedEventDeletedSchema,
  plannedEventSchema,
} from './planning-calendar';
import { organizerRsvpSchema, rsvpSchema } from './rsvp';
import { vendorDeletedSchema } from './vendors';
import { vendorSchema } from './planning';
import { partyMemberSchema } from './wedding-party';
import { QUIZ_PING_EVENT, quizAnsweredSchema, quizLiveSchema, quizRosterSchema } from './quiz';
import { videoFailedSchema, videoProgressSchema, videoReadySchema } from './post-video';
import {
  RESYNC_EVENT,
  SERVER_STOPPING_EVENT,
  topicNames,
  type EventNameOf,
  type Topic,
} from './topics';
import { weddingSettingsSchema } from './wedding';

export {
  organizerRoom,
  RESYNC_EVENT,
  segmentRoom,
  SERVER_STOPPING_EVENT,
  topicAccess,
  topicNames,
  topicOfEvent,
  topicRoom,
  type Topic,
} from './topics';

/**
 * The payload of every event pushed on each topic (./topics.ts says who may join a topic and names
 * its events; `satisfies` holds the two to the same names). The server checks a payload against
 * its schema before it is sent; both sides type their sockets from this map.
 */
export const topics = {
  wedding: {
    events: {
      'wedding:updated': weddingSettingsSchema,
      'wedding:party-updated': z.array(partyMemberSchema),
    },
  },
  moments: {
    events: {
      'moment:created': momentSchema,
      'moment:liked': momentLikedSchema,
      'moment:deleted': momentDeletedSchema,
      'moments:stats': momentStatsSchema,
    },
  },
  guestbook: {
    events: {
      'guestbook:entry-added': guestBookEntrySchema,
      // An organizer hid or deleted an entry: every open page drops it.
      'guestbook:entry-removed': guestBookEntryRemovedSchema,
    },
  },
  rsvp: {
    events: {
      'rsvp:saved': rsvpSchema,
      // An answer matched or linked to a guest-list row (the organizers' RSVPs view shows to whom).
      'rsvp:linked': organizerRsvpSchema,
    },
  },
  guests: {
    events: {
      'guests:updated': guestStatusSchema,
      // The admin guest list: rows added or changed, and rows removed, after the write.
      'guests:saved': guestsSavedSchema,
      'guests:deleted': guestDeletedSchema,
    },
  },
  households: {
    events: {
      'households:saved': householdSchema,
      'households:removed': householdRemovedSchema,
      'households:event-saved': organizerWeekendEventSchema,
      'households:answers': householdAnswersSchema,
      // A reminder sent, or a delivery's outcome recorded (whom it reached).
      'households:reminder': reminderSchema,
      // The RSVP deadline set or cleared by an organizer (every tab shows the new one).
      'households:settings': rsvpSettingsSchema,
    },
  },
  'my-household': {
    events: {
      // Something of the signed-in guest's household changed (answers by another member or an
      // organizer, companions, a reopening, its events): the page reads it again.
      'my-household:changed': z.object({ householdId: z.string() }),
    },
  },
  leaderboard: {
    events: {
      'leaderboard:updated': leaderboardUpdateSchema,
      'leaderboard:podium': podiumStateSchema,
    },
  },
  live: {
    events: {
      'live:screen': liveScreenSettingsSchema,
      // The organizers paused (or resumed) the moments wall while they tidy up.
      'live:wall': wallStateSchema,
    },
  },
  timeline: {
    events: {
      /** A published message or reaction (never a pending or hidden one). */
      'timeline:participation': timelineParticipationSchema,
      'timeline:participation-removed': participationRemovedSchema,
      /** The whole day, in order, after an organizer adds, edits, reorders or deletes an event. */
      'timeline:events': z.array(timelineEventSchema),
      /** Organizers only (audience): a participation's moderation state, new or changed. */
      'timeline:moderated': moderatedParticipationSchema,
    },
  },
  announcements: {
    events: {
      'announcement:saved': announcementSchema,
      'announcement:deleted': announcementDeletedSchema,
      'announcement:push': announcementPushCountsSchema,
    },
  },
  notices: {
    events: { 'announcement:sent': publicAnnouncementSchema },
  },
  gifts: {
    events: { 'gift:recorded': giftDonationSchema, 'gift:updated': giftDonationSchema },
  },
  moderation: {
    events: {
      'moderation:item': moderationItemSchema,
      'moderation:item-removed': moderationItemRemovedSchema,
      'moderation:policy': moderationPolicySchema,
      'moderation:action': moderationActionSchema,
    },
  },
  gallery: {
    events: {
      'gallery:photo-added': galleryPhotoSchema,
      'gallery:photo-removed': photoRemovedSchema,
      'gallery:reveal': revealStateSchema,
    },
  },
  seating: {
    events: {
      'seating:table-saved': seatingTableSchema,
      'seating:table-deleted': tableDeletedSchema,
      'seating:assignment-saved': seatingAssignmentSchema,
      'seating:assignment-deleted': assignmentDeletedSchema,
      'seating:published': seatingPublicationSchema,
    },
  },
  seat: {
    events: { 'seat:published': seatingPublicationSchema, 'seat:mine': mySeatSchema },
  },
  venues: {
    events: {
      'venue:review-added': venueReviewAddedSchema,
      'venue:review-removed': venueReviewRemovedSchema,
    },
  },
  'guest-profiles': {
    events: {
      'guest-profile:saved': guestProfileSchema,
      'guest-profile:removed': guestProfileRemovedSchema,
    },
  },
  vendors: {
    events: { 'vendor:saved': vendorSchema, 'vendor:deleted': vendorDeletedSchema },
  },
  downloads: {
    events: { 'downloads:switched': keepsakeSettingsSchema },
  },
  keepsake: {
    events: { 'keepsake:progress': keepsakeProgressSchema },
  },
  'my-videos': {
    events: {
      'video:progress': videoProgressSchema,
      'video:ready': videoReadySchema,
      'video:failed': videoFailedSchema,
    },
  },
  quiz: { events: { 'quiz:state': quizLiveSchema } },
  'quiz-screen': {
    events: { 'quiz:roster': quizRosterSchema, 'quiz:answered': quizAnsweredSchema },
  },
  calendar: {
    events: {
      'calendar:event-saved': plannedEventSchema,
      'calendar:event-deleted': plannedEventDeletedSchema,
      'calendar:settings': calendarSettingsSchema,
    },
  },
} as const satisfies { [T in Topic]: { events: Record<EventNameOf<T>, z.ZodType> } };

export const topicSchema = z.enum(topicNames as [Topic, ...Topic[]]);

type TopicEvents<T extends Topic> = (typeof topics)[T]['events'];
export type EventOf<T extends Topic> = keyof TopicEvents<T> & string;
export type PayloadOf<T extends Topic, E extends EventOf<T>> = z.infer<TopicEvents<T>[E]>;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;
type AllEvents = UnionToIntersection<{ [T in Topic]: TopicEvents<T> }[Topic]>;
export type EventName = keyof AllEvents & string;

/**
 * Sent by a server process that is stopping (a deploy, a restart) to each of its sockets just
 * before it closes them: reconnect (the load balancer sends the phone to another process), at a
 * random moment within `reconnectWithinMs` so that a whole room does not arrive at once.
 * Not a topic: every socket gets it.
 */
export const serverStoppingSchema = z.object({ reconnectWithinMs: z.number().int().min(0) });
export type ServerStopping = z.infer<typeof serverStoppingSchema>;

/**
 * Sent by a server process to each of its sockets when its link to the other processes (Redis)
 * is back after an outage: what was written on another process meanwhile was pushed to nobody
 * here, so the page refetches the topics it shows, at a random moment within `refetchWithinMs`.
 * Not a topic: every socket gets it.
 */
export const resyncSchema = z.object({ refetchWithinMs: z.number().int().min(0) });
export type Resync = z.infer<typeof resyncSchema>;

export type ServerToClientEvents = {
  [E in EventName]: (
    payload: AllEvents[E] extends z.ZodType ? z.infer<AllEvents[E]> : never,
  ) => void;
} & {
  [SERVER_STOPPING_EVENT]: (payload: ServerStopping) => void;
  [RESYNC_EVENT]: (payload: Resync) => void;
  /** The live quiz's ping (protocol/quiz.ts): the phone acknowledges at once. */
  [QUIZ_PING_EVENT]: (ack: () => void) => void;
};

export const subscribeResultSchema = z.object({
  subscribed: z.array(topicSchema),
  refused: z.array(z.object({ topic: z.string(), reason: z.string() })),
});
export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

/**
 * The handshake's refusal of a page from another site (its Origin is not this site's): the
 * connect_error's message. Pages never show it; a developer reading the console does.
 */
export const CROSS_SITE_SOCKET_MESSAGE =
  'Cross-site connection refused: live updates are only for the wedding website itself.';

export interface ClientToServerEvents {
  subscribe: (topics: string[], ack: (result: SubscribeResult) => void) => void;
  unsubscribe: (topics: string[], ack: (result: SubscribeResult) => void) => void;
}

/** Finds the schema for an event on a topic; used to check payloads before they are sent. */
export function eventSchema(topic: Topic, event: string): z.ZodType | undefined {
  return (topics[topic].events as Record<string, z.ZodType>)[event];
}
