import type { Guest, GuestStatus } from '../../../protocol/guests';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { GuestModel, type GuestDocument } from './model';

/** Who a guest is and how to reach them: the part the guest list and a guest's own session share. */
export function presentGuestContact(
  doc: Pick<GuestDocument, '_id' | 'firstName' | 'lastName' | 'email' | 'phone'>,
) {
  return {
    id: doc._id.toString(),
    firstName: doc.firstName,
    lastName: doc.lastName ?? '',
    email: doc.email,
    ...(doc.phone ? { phone: doc.phone } : {}),
  };
}

export function presentGuest(doc: GuestDocument): Guest {
  return {
    ...presentGuestContact(doc),
    isAuthenticated: doc.isAuthenticated ?? false,
    ...(doc.lastLoginAt ? { lastLoginAt: doc.lastLoginAt.toISOString() } : {}),
    inviteCode: doc.inviteCode,
    createdAt: doc.createdAt.toISOString(),
  };
}

export function presentGuestStatus(doc: GuestDocument): GuestStatus {
  const { id, firstName, lastName, isAuthenticated, lastLoginAt } = presentGuest(doc);
  return { id, firstName, lastName, isAuthenticated, ...(lastLoginAt ? { lastLoginAt } : {}) };
}

export class GuestsService {
  constructor(private readonly hub: RealtimeHub) {}

  /** Everyone on the list, by last then first name, for the sign-in status page. */
  async list(): Promise<GuestStatus[]> {
    const docs = await GuestModel.find()
      .sort({ lastName: 1, firstName: 1, _id: 1 })
      .lean<GuestDocument[]>();
    return docs.map(presentGuestStatus);
  }

  /**
   * Marks a guest as signed in now and tells the organizers watching the status page. Answers the
   * updated guest, or null when the id is not on the list.
   */
  async recordSignIn(guestId: string, at: Date = new Date()): Promise<Guest | null> {
    const doc = await GuestModel.findByIdAndUpdate(
      guestId,
      { $set: { isAuthenticated: true, lastLoginAt: at } },
      { new: true },
    ).lean<GuestDocument>();
    if (!doc) return null;
    this.hub.publish('guests', 'guests:updated', presentGuestStatus(doc), {
      audience: 'organizers',
    });
    return presentGuest(doc);
  }
}
