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
import { GuestModel, type GuestDocument } from '../guests/model';
import { presentAdminGuest } from '../guests/admin-present';
import { isUniqueViolation } from '../../lib/http/errors';
import { withFreshInviteCode } from '../guests/invite-code';
import { presentGuestStatus } from '../guests/service';
import { RsvpModel, type RsvpDocument } from '../rsvp/model';
import { presentRsvp } from '../rsvp/service';

type RsvpWithGuest = RsvpDocument & { guestId?: mongoose.Types.ObjectId | null };

/** What an RSVP says about the guest: attending or not, bringing someone, what they cannot eat. */
function guestChangesFrom(rsvp: RsvpDocument) {
  return {
    rsvpStatus: rsvp.attending ? 'confirmed' : 'declined',
    plusOne: rsvp.attending && (rsvp.guestCount ?? 0) > 1,
    ...(rsvp.dietaryRestrictions ? { dietaryRestrictions: rsvp.dietaryRestrictions } : {}),
  };
}

/** Keeps the guest list in step with RSVPs, and lists those that match nobody on it. */
export class RsvpLinksService {
  constructor(private readonly hub: RealtimeHub) {}

  /**
   * Applies a saved RSVP to the signed-in guest, else to the guest with its e-mail; an RSVP that
   * matches nobody stays unmatched for the organizers.
   */
  async onRsvpSaved(event: {
    rsvpId: string;
    email: string;
    signedInGuestId?: string;
  }): Promise<void> {
    const rsvp = await RsvpModel.findById(event.rsvpId).lean<RsvpWithGuest>();
    if (!rsvp) return;
    const guest =
      (event.signedInGuestId && mongoose.isValidObjectId(event.signedInGuestId)
        ? await GuestModel.findById(event.signedInGuestId).lean<GuestDocument>()
        : null) ??
      (rsvp.guestId ? await GuestModel.findById(rsvp.guestId).lean<GuestDocument>() : null) ??
      (await GuestModel.findOne({ email: event.email }).lean<GuestDocument>());
    if (guest) await this.apply(rsvp, guest._id);
  }

  async unmatched(): Promise<Rsvp[]> {
    const docs = await RsvpModel.find({ guestId: null })
      .sort({ createdAt: -1, _id: -1 })
      .lean<RsvpDocument[]>();
    return docs.map(presentRsvp);
  }

  async link(rsvpId: string, guestId: string): Promise<RsvpLinked> {
    const rsvp = await this.unlinked(rsvpId);
    if (!(await GuestModel.exists({ _id: guestId }))) throw notFound(GUEST_NOT_FOUND_MESSAGE);
    return this.apply(rsvp, new mongoose.Types.ObjectId(guestId));
  }

  /** Puts the person who answered on the guest list, with a fresh invite code. */
  async addGuest(rsvpId: string): Promise<RsvpLinked> {
    const rsvp = await this.unlinked(rsvpId);
    try {
      const created = await withFreshInviteCode((inviteCode) =>
        GuestModel.create({
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
    const rsvp = await RsvpModel.findById(rsvpId).lean<RsvpWithGuest>();
    if (!rsvp) throw notFound(RSVP_NOT_FOUND_MESSAGE);
    if (rsvp.guestId) throw conflict(RSVP_ALREADY_LINKED_MESSAGE);
    return rsvp;
  }

  private async apply(rsvp: RsvpDocument, guestId: mongoose.Types.ObjectId): Promise<RsvpLinked> {
    const guest = await GuestModel.findByIdAndUpdate(
      guestId,
      { $set: guestChangesFrom(rsvp) },
      { new: true },
    ).lean<GuestDocument>();
    if (!guest) throw notFound(GUEST_NOT_FOUND_MESSAGE);
    await RsvpModel.updateOne({ _id: rsvp._id }, { $set: { guestId } });
    const status = presentGuestStatus(guest);
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
