import type { InviteOnlyOpenness } from './endpoint';

/**
 * Every live topic: who may join it and the names of the events pushed on it (named `topic:verb`).
 * Free of zod, so a page's socket layer routes pushes without loading every feature's schemas;
 * the payloads' schemas are in ./events.ts, checked against these names when the server builds.
 */
export const topicEvents = {
  /** The wedding's public facts, pushed after an organizer edits them so open pages update. */
  wedding: {
    access: 'public',
    // A stranger follows the settings on an invite-only site, so its gate follows a change of mode.
    openOnInviteOnlySite: 'everyone',
    events: ['wedding:updated', 'wedding:party-updated'],
  },
  moments: {
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    events: ['moment:created', 'moment:liked', 'moment:deleted', 'moments:stats'],
  },
  guestbook: { access: 'public', events: ['guestbook:entry-added', 'guestbook:entry-removed'] },
  rsvp: { access: 'organizer', events: ['rsvp:saved', 'rsvp:linked'] },
  guests: { access: 'organizer', events: ['guests:updated', 'guests:saved', 'guests:deleted'] },
  /** Households (members, companions), the weekend's events and their answers: organizers only. */
  households: {
    access: 'organizer',
    events: [
      'households:saved',
      'households:removed',
      'households:event-saved',
      'households:answers',
      'households:reminder',
      'households:settings',
    ],
  },
  /**
   * A guest's own household (their RSVP page): only the sockets of its members, each in the
   * segment of their household's id, decided by the server from the guest's session.
   */
  'my-household': { access: 'public', events: ['my-household:changed'] },
  leaderboard: {
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    events: ['leaderboard:updated', 'leaderboard:podium'],
  },
  /** What the reception's `/live` screen shows (organizer setting). */
  live: {
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    events: ['live:screen', 'live:wall'],
  },
  timeline: {
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    events: [
      'timeline:participation',
      'timeline:participation-removed',
      'timeline:events',
      'timeline:moderated',
    ],
  },
  /** Drafts, schedules and delivery details: organizers only. */
  announcements: {
    access: 'organizer',
    events: ['announcement:saved', 'announcement:deleted', 'announcement:push'],
  },
  /**
   * Sent announcements as guests see them. Each socket gets only the ones addressed to it: the
   * server decides who, when it sends (see announcements/audience.ts).
   */
  notices: {
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    events: ['announcement:sent'],
  },
  /** Gifts with the donors' contact details: organizers only. */
  gifts: { access: 'organizer', events: ['gift:recorded', 'gift:updated'] },
  /** The organizers' review queue: new posts, their changes, the policy and the action log. */
  moderation: {
    access: 'organizer',
    events: [
      'moderation:item',
      'moderation:item-removed',
      'moderation:policy',
      'moderation:action',
    ],
  },
  gallery: {
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    events: ['gallery:photo-added', 'gallery:photo-removed', 'gallery:reveal'],
  },
  seating: {
    access: 'organizer',
    events: [
      'seating:table-saved',
      'seating:table-deleted',
      'seating:assignment-saved',
      'seating:assignment-deleted',
      'seating:published',
    ],
  },
  /**
   * What a guest may know of the seating: whether it is published (everyone), and their own
   * table (only the signed-in guest's socket, in the segment of their guest id).
   */
  seat: { access: 'public', events: ['seat:published', 'seat:mine'] },
  /** Venue reviews from the AR venue page, pushed once stored. */
  venues: { access: 'public', events: ['venue:review-added', 'venue:review-removed'] },
  /**
   * "Meet the guests": pushed only to signed-in guests and organizers (the segment of the topic),
   * and only published profiles; a hidden or withdrawn one is removed.
   */
  'guest-profiles': {
    access: 'public',
    events: ['guest-profile:saved', 'guest-profile:removed'],
  },
  /** The couple's suppliers (with their contact details): organizers only. */
  vendors: { access: 'organizer', events: ['vendor:saved', 'vendor:deleted'] },
  /** Whether guests may download their own posts: every open menu and /my-posts follow the switch. */
  downloads: { access: 'public', events: ['downloads:switched'] },
  /**
   * A phone's own videos while they are made (progress, ready, failed): each socket joins only the
   * segment of its own device, decided by the server from the device cookie.
   */
  'my-videos': { access: 'public', events: ['video:progress', 'video:ready', 'video:failed'] },
  /**
   * The live quiz as everyone sees it (the projector, the host, every phone): each change of phase,
   * question or pause. No payload on it holds a right answer before its question closed.
   */
  quiz: { access: 'public', openOnInviteOnlySite: 'projector-screens', events: ['quiz:state'] },
  /** What only the shared screens need (the projector's lobby and the host): joins and answer counts. */
  'quiz-screen': {
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    events: ['quiz:roster', 'quiz:answered'],
  },
  /** The keepsake build's progress: organizers only. */
  keepsake: { access: 'organizer', events: ['keepsake:progress'] },
  /** The planning calendar, its reminders' state and its feed address: organizers only. */
  calendar: {
    access: 'organizer',
    events: ['calendar:event-saved', 'calendar:event-deleted', 'calendar:settings'],
  },
} as const satisfies Record<
  string,
  {
    access: 'public' | 'organizer';
    /** As an endpoint's (./endpoint.ts): who else may follow it on an invite-only site. */
    openOnInviteOnlySite?: InviteOnlyOpenness;
    events: readonly `${string}:${string}`[];
  }
>;

export type Topic = keyof typeof topicEvents;
export const topicNames = Object.keys(topicEvents) as Topic[];
/** The names of the events pushed on a topic. */
export type EventNameOf<T extends Topic> = (typeof topicEvents)[T]['events'][number];

/** Who may join a topic. */
export function topicAccess(topic: Topic): 'public' | 'organizer' {
  return topicEvents[topic].access;
}

/** Who besides invited guests and organizers may follow a topic on an invite-only site. */
export function topicOpenness(topic: Topic): InviteOnlyOpenness | undefined {
  return (topicEvents[topic] as { openOnInviteOnlySite?: InviteOnlyOpenness }).openOnInviteOnlySite;
}

const topicByEvent = new Map<string, Topic>(
  topicNames.flatMap((topic) => topicEvents[topic].events.map((event) => [event, topic] as const)),
);

/** The topic an event is pushed on. */
export function topicOfEvent(event: string): Topic | undefined {
  return topicByEvent.get(event);
}

/** Sent to every socket of a server process that is stopping (see ./events.ts). */
export const SERVER_STOPPING_EVENT = 'server:stopping';
/** Sent to every socket of a process whose link to the others is back (see ./events.ts). */
export const RESYNC_EVENT = 'server:resync';

/**
 * The live quiz's ping (see ./quiz.ts): sent by the server to each phone on the `quiz` topic, which
 * acknowledges at once; the round trip gives the phone's one-way delay. Not a topic event.
 */
export const QUIZ_PING_EVENT = 'quiz:ping';

/** Room names: everyone subscribed to a topic, and the organizers among them. */
export const topicRoom = (topic: Topic) => `topic:${topic}`;
export const organizerRoom = (topic: Topic) => `topic:${topic}#organizers`;
/** A part of a topic's audience (e.g. the guests whose RSVP is confirmed), joined at subscribe. */
export const segmentRoom = (topic: Topic, segment: string) => `topic:${topic}#segment:${segment}`;
