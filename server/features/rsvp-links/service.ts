import mongoose from 'mongoose';
import {
  GUEST_NOT_FOUND_MESSAGE,
  RSVP_ALREADY_LINKED_MESSAGE,
  RSVP_NOT_FOUND_MESSAGE,
  type RsvpLinked,
} from '../../../protocol/rsvp-links';
import type { Rsvp } from '../../../protocol/rsvp';
import { conflict, notFound } from '../../lib/http/errors';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { addGuestRecord, applyRsvpToGuest, guestExists } from '../guests/door';
import { presentAdminGuest } from '../guests/admin-present';
import { isUniqueViolation } from '../../lib/http/errors';
import { withFreshInviteCode } from '../guests/invite-code';
import { presentGuestStatus } from '../guests/service';
import { findRsvp, markRsvpLinked, unmatchedRsvps, type RsvpRecord } from '../rsvp/door';
import { presentOrganizerRsvp, presentRsvp } from '../rsvp/service';

type RsvpWithGuest = RsvpRecord;

/**
 * What an RSVP says about the guest: attending or not, how many people come (the guest included),
 * what they cannot eat. `plusOne` follows the party, for the views that only read that.
 */
function guestChangesFrom(rsvp: RsvpRecord) {
  const partySize = rsvp.attending ? Math.max(1, rsvp.guestCount ?? 1) : undefined;
  return {
    $set: {
      rsvpStatus: rsvp.attending ? 'confirmed' : 'declined',
      plusOne: (partySize ?? 0) > 1,
      ...(partySize ? { partySize } : {}),
      ...(rsvp.dietaryRestrictions ? { dietaryRestrictions: rsvp.dietaryRestrictions } : {}),
    },
    // Someone who declines brings nobody: the row falls back to its plus-one rule.
    ...(partySize ? {} : { $unset: { partySize: '' as const } }),
  };
}

/** Keeps the guest list in step with RSVPs, and lists those that match nobody on it. */
export class RsvpLinksService {
  constructor(private readonly hub: RealtimeHub) {}

  /**
   * Applies a signed-in guest's answer to their own row. An answer without a session matches
   * nobody, whatever e-mail it carries: it stays unmatched until an organizer links it.
   */
  async onRsvpSaved(event: {
    rsvpId: string;
    email: string;
    signedInGuestId?: string;
  }): Promise<void> {
    if (!event.signedInGuestId || !mongoose.isValidObjectId(event.signedInGuestId)) return;
    const rsvp = await findRsvp(event.rsvpId);
    if (!rsvp) return;
    // A session that outlived its guest's row: the answer waits for an organizer like any other.
    if (!(await guestExists(event.signedInGuestId))) return;
    await this.apply(rsvp, new mongoose.Types.ObjectId(event.signedInGuestId));
  }

  async unmatched(): Promise<Rsvp[]> {
    const docs = await unmatchedRsvps();
    return docs.map(presentRsvp);
  }

  async link(rsvpId: string, guestId: string): Promise<RsvpLinked> {
    const rsvp = await this.unlinked(rsvpId);
    if (!(await guestExists(guestId))) throw notFound(GUEST_NOT_FOUND_MESSAGE);
    return this.apply(rsvp, new mongoose.Types.ObjectId(guestId));
  }

  /** Puts the person who answered on the guest list, with a fresh invite code. */
  async addGuest(rsvpId: string): Promise<RsvpLinked> {
    const rsvp = await this.unlinked(rsvpId);
    try {
      const created = await withFreshInviteCode((inviteCode) =>
        addGuestRecord({
          firstName: rsvp.firstName,
          lastName: rsvp.lastName,
          email: rsvp.email,
          inviteCode,
        }),
      );
      return await this.apply(rsvp, created._id);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw conflict(
        `A guest with the e-mail ${rsvp.email} is already on the list: link to them instead.`,
      );
    }
  }

  private async unlinked(rsvpId: string): Promise<RsvpWithGuest> {
    const rsvp = await findRsvp(rsvpId);
    if (!rsvp) throw notFound(RSVP_NOT_FOUND_MESSAGE);
    if (rsvp.guestId) throw conflict(RSVP_ALREADY_LINKED_MESSAGE);
    return rsvp;
  }

  private async apply(rsvp: RsvpRecord, guestId: mongoose.Types.ObjectId): Promise<RsvpLinked> {
    const guest = await applyRsvpToGuest(guestId, guestChangesFrom(rsvp));
    if (!guest) throw notFound(GUEST_NOT_FOUND_MESSAGE);
    // Linking does not change the answer: its updatedAt keeps telling when it was last answered.
    await markRsvpLinked(rsvp._id, guestId);
    const status = presentGuestStatus(guest);
    this.hub.publish('rsvp', 'rsvp:linked', presentOrganizerRsvp(rsvp, guest), {
      audience: 'organizers',
    });
    // Both views of the list: the sign-in status page and the admin Guest List.
    this.hub.publish('guests', 'guests:updated', status, { audience: 'organizers' });
    this.hub.publish(
      'guests',
      'guests:saved',
      { guests: [presentAdminGuest(guest)] },
      { audience: 'organizers' },
    );
    return { rsvpId: rsvp._id.toString(), guest: status };
  }
}
