import type { AnnouncementTexts, RecipientType } from '../../protocol/announcements';
import type { AnnouncementChannel } from '../../protocol/push';
import type { ModerationActor, ModerationItem, ModerationKind } from '../../protocol/moderation';

/**
 * In-process domain events: how one feature learns what another did, without importing it. They
 * are not wire events (protocol/events.ts): a listener decides what, if anything, clients are told.
 * Emitted only after the write they describe succeeded.
 */
export interface DomainEventMap {
  /** A game session's server-computed score changed (or the session completed). */
  'game.scored': { playerId: string; sessionId: string; gameType: string };
  /** An RSVP was saved; `signedInGuestId` is the guest signed in with an invite code, if any. */
  'rsvp.saved': { rsvpId: string; email: string; signedInGuestId?: string };
  /** Guests were deleted from the guest list (their seats, for one, are freed). */
  'guests.deleted': { ids: string[] };
  /** Guests were given new invite codes: the old ones, and the sessions they opened, are void. */
  'guests.code-changed': { ids: string[] };
  /** A guest posted something organizers may review (pending or already published). */
  'moderation.posted': { item: ModerationItem };
  /** A post left outside the moderation queue (its author deleted it). */
  'moderation.removed': { kind: ModerationKind; id: string };
  /**
   * An organizer approved, hid or deleted a post from its feature's own screen (the timeline's
   * messages, the gallery, the moments feed), not from the Moderation tab: the queue follows and
   * the action log records it. `item` is the post as it is now (as it was, for a delete).
   */
  'moderation.acted': {
    action: 'approve' | 'hide' | 'delete';
    item: ModerationItem;
    by: ModerationActor;
  };
  /**
   * An announcement went live (emitted again when a delivery stopped by a crash is resumed, so a
   * listener must skip what it already did).
   */
  'announcement.sent': {
    announcementId: string;
    title: string;
    message: string;
    recipientType: RecipientType;
    /** Both languages as written (a push goes in each phone's guest's language). */
    texts?: AnnouncementTexts;
    /** Absent: the banner and text messages only (as before channels could be chosen). */
    channels?: AnnouncementChannel[];
  };
  /** A guest signed out on this device: what belonged to them there (push subscriptions) goes. */
  'guest.signed-out': { guestId: string; deviceId?: string };
  /** Organizers changed the day's events (added, edited, removed, reordered): reminders re-plan. */
  'timeline.changed': Record<string, never>;
  /** The wedding's day or time zone changed: what is planned on its clock (reminders) re-plans. */
  'wedding.clock-changed': Record<string, never>;
  /**
   * A live quiz ended and its results are stored (emitted by the process that ended it; may come
   * again after a restart, so a listener must skip a run it already recorded).
   */
  'quiz.ended': { runId: string };
  /**
   * A household's answers changed: an event answered or its companions named, by a member signed
   * in (`guest`) or by an organizer for them (the RSVP confirmation goes to a guest's own answers).
   */
  /**
   * A household's answers put its members on the guest list as confirmed or declined (the guests
   * feature stores and pushes the change; a member whose status is already that is left alone).
   */
  'households.member-statuses': {
    statuses: { guestId: string; rsvpStatus: 'confirmed' | 'declined' }[];
  };
  'households.answered': {
    householdId: string;
    what: 'answers' | 'companions';
    by: { kind: 'guest'; guestId: string } | { kind: 'organizer' };
  };
}

type Listener<K extends keyof DomainEventMap> = (event: DomainEventMap[K]) => void | Promise<void>;

export class DomainEvents {
  private readonly listeners = new Map<keyof DomainEventMap, Listener<never>[]>();

  constructor(private readonly onError: (error: unknown, name: string) => void) {}

  on<K extends keyof DomainEventMap>(name: K, listener: Listener<K>): void {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener as Listener<never>]);
  }

  /**
   * Runs every listener and answers once they have all settled. A listener's failure is logged, never
   * thrown: it must not fail the write that was already made.
   */
  async emit<K extends keyof DomainEventMap>(name: K, event: DomainEventMap[K]): Promise<void> {
    const listeners = (this.listeners.get(name) ?? []) as Listener<K>[];
    await Promise.all(
      listeners.map((listener) =>
        Promise.resolve()
          .then(() => listener(event))
          .catch((error: unknown) => this.onError(error, name)),
      ),
    );
  }
}
