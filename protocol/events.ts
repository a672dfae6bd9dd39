import { z } from 'zod';
import {
  announcementDeletedSchema,
  announcementSchema,
  publicAnnouncementSchema,
} from './announcements';
import { venueReviewAddedSchema, venueReviewRemovedSchema } from './ar-venue';
import { galleryPhotoSchema, photoRemovedSchema } from './gallery';
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
import { weddingSettingsSchema } from './wedding';

/**
 * Every live topic, who may join it and the events pushed on it (named `topic:verb`).
 * Both the server hub and the client socket layer are typed from this one map.
 */
export const topics = {
  /** The wedding's public facts, pushed after an organizer edits them so open pages update. */
  wedding: {
    access: 'public',
    events: {
      'wedding:updated': weddingSettingsSchema,
      'wedding:party-updated': z.array(partyMemberSchema),
    },
  },
  moments: {
    access: 'public',
    events: {
      'moment:created': momentSchema,
      'moment:liked': momentLikedSchema,
      'moment:deleted': momentDeletedSchema,
      'moments:stats': momentStatsSchema,
    },
  },
  guestbook: {
    access: 'public',
    events: {
      'guestbook:entry-added': guestBookEntrySchema,
      // An organizer hid or deleted an entry: every open page drops it.
      'guestbook:entry-removed': guestBookEntryRemovedSchema,
    },
  },
  rsvp: {
    access: 'organizer',
    events: {
      'rsvp:saved': rsvpSchema,
      // An answer matched or linked to a guest-list row (the organizers' RSVPs view shows to whom).
      'rsvp:linked': organizerRsvpSchema,
    },
  },
  guests: {
    access: 'organizer',
    events: {
      'guests:updated': guestStatusSchema,
      // The admin guest list: rows added or changed, and rows removed, after the write.
      'guests:saved': guestsSavedSchema,
      'guests:deleted': guestDeletedSchema,
    },
  },
  leaderboard: {
    access: 'public',
    events: {
      'leaderboard:updated': leaderboardUpdateSchema,
      'leaderboard:podium': podiumStateSchema,
    },
  },
  /** What the reception's `/live` screen shows (organizer setting). */
  live: {
    access: 'public',
    events: {
      'live:screen': liveScreenSettingsSchema,
      // The organizers paused (or resumed) the moments wall while they tidy up.
      'live:wall': wallStateSchema,
    },
  },
  timeline: {
    access: 'public',
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
  /** Drafts, schedules and delivery details: organizers only. */
  announcements: {
    access: 'organizer',
    events: {
      'announcement:saved': announcementSchema,
      'announcement:deleted': announcementDeletedSchema,
    },
  },
  /**
   * Sent announcements as guests see them. Each socket gets only the ones addressed to it: the
   * server decides who, when it sends (see announcements/audience.ts).
   */
  notices: {
    access: 'public',
    events: { 'announcement:sent': publicAnnouncementSchema },
  },
  /** Gifts with the donors' contact details: organizers only. */
  gifts: {
    access: 'organizer',
    events: { 'gift:recorded': giftDonationSchema, 'gift:updated': giftDonationSchema },
  },
  /** The organizers' review queue: new posts, their changes, the policy and the action log. */
  moderation: {
    access: 'organizer',
    events: {
      'moderation:item': moderationItemSchema,
      'moderation:item-removed': moderationItemRemovedSchema,
      'moderation:policy': moderationPolicySchema,
      'moderation:action': moderationActionSchema,
    },
  },
  gallery: {
    access: 'public',
    events: {
      'gallery:photo-added': galleryPhotoSchema,
      'gallery:photo-removed': photoRemovedSchema,
    },
  },
  seating: {
    access: 'organizer',
    events: {
      'seating:table-saved': seatingTableSchema,
      'seating:table-deleted': tableDeletedSchema,
      'seating:assignment-saved': seatingAssignmentSchema,
      'seating:assignment-deleted': assignmentDeletedSchema,
      'seating:published': seatingPublicationSchema,
    },
  },
  /**
   * What a guest may know of the seating: whether it is published (everyone), and their own
   * table (only the signed-in guest's socket, in the segment of their guest id).
   */
  seat: {
    access: 'public',
    events: { 'seat:published': seatingPublicationSchema, 'seat:mine': mySeatSchema },
  },
  /** Venue reviews from the AR venue page, pushed once stored. */
  venues: {
    access: 'public',
    events: {
      'venue:review-added': venueReviewAddedSchema,
      'venue:review-removed': venueReviewRemovedSchema,
    },
  },
  /**
   * "Meet the guests": pushed only to signed-in guests and organizers (the segment of the topic),
   * and only published profiles; a hidden or withdrawn one is removed.
   */
  'guest-profiles': {
    access: 'public',
    events: {
      'guest-profile:saved': guestProfileSchema,
      'guest-profile:removed': guestProfileRemovedSchema,
    },
  },
  /** The couple's suppliers (with their contact details): organizers only. */
  vendors: {
    access: 'organizer',
    events: { 'vendor:saved': vendorSchema, 'vendor:deleted': vendorDeletedSchema },
  },
  /** Whether guests may download their own posts: every open menu and /my-posts follow the switch. */
  downloads: {
    access: 'public',
    events: { 'downloads:switched': keepsakeSettingsSchema },
  },
  /** The keepsake build's progress: organizers only. */
  keepsake: {
    access: 'organizer',
    events: { 'keepsake:progress': keepsakeProgressSchema },
  },
  /** The planning calendar, its reminders' state and its feed address: organizers only. */
  calendar: {
    access: 'organizer',
    events: {
      'calendar:event-saved': plannedEventSchema,
      'calendar:event-deleted': plannedEventDeletedSchema,
      'calendar:settings': calendarSettingsSchema,
    },
  },
} as const satisfies Record<
  string,
  { access: 'public' | 'organizer'; events: Record<string, z.ZodType> }
>;

export type Topic = keyof typeof topics;
export const topicNames = Object.keys(topics) as Topic[];
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
export const SERVER_STOPPING_EVENT = 'server:stopping';

/**
 * Sent by a server process to each of its sockets when its link to the other processes (Redis)
 * is back after an outage: what was written on another process meanwhile was pushed to nobody
 * here, so the page refetches the topics it shows, at a random moment within `refetchWithinMs`.
 * Not a topic: every socket gets it.
 */
export const resyncSchema = z.object({ refetchWithinMs: z.number().int().min(0) });
export type Resync = z.infer<typeof resyncSchema>;
export const RESYNC_EVENT = 'server:resync';

export type ServerToClientEvents = {
  [E in EventName]: (
    payload: AllEvents[E] extends z.ZodType ? z.infer<AllEvents[E]> : never,
  ) => void;
} & {
  [SERVER_STOPPING_EVENT]: (payload: ServerStopping) => void;
  [RESYNC_EVENT]: (payload: Resync) => void;
};

export const subscribeResultSchema = z.object({
  subscribed: z.array(topicSchema),
  refused: z.array(z.object({ topic: z.string(), reason: z.string() })),
});
export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

export interface ClientToServerEvents {
  subscribe: (topics: string[], ack: (result: SubscribeResult) => void) => void;
  unsubscribe: (topics: string[], ack: (result: SubscribeResult) => void) => void;
}

/** Who may join a topic. */
export function topicAccess(topic: Topic): 'public' | 'organizer' {
  return topics[topic].access;
}

const topicByEvent = new Map<string, Topic>(
  (Object.keys(topics) as Topic[]).flatMap((topic) =>
    Object.keys(topics[topic].events).map((event) => [event, topic] as const),
  ),
);

/** The topic an event is pushed on. */
export function topicOfEvent(event: string): Topic | undefined {
  return topicByEvent.get(event);
}

/** Finds the schema for an event on a topic; used to check payloads before they are sent. */
export function eventSchema(topic: Topic, event: string): z.ZodType | undefined {
  return (topics[topic].events as Record<string, z.ZodType>)[event];
}

/** Room names: everyone subscribed to a topic, and the organizers among them. */
export const topicRoom = (topic: Topic) => `topic:${topic}`;
export const organizerRoom = (topic: Topic) => `topic:${topic}#organizers`;
/** A part of a topic's audience (e.g. the guests whose RSVP is confirmed), joined at subscribe. */
export const segmentRoom = (topic: Topic, segment: string) => `topic:${topic}#segment:${segment}`;
