import { isValidObjectId } from 'mongoose';
import { recipientTypes, type RecipientType } from '../../../protocol/announcements';
import { GuestModel } from '../guests/model';

/**
 * Who is asking, as far as announcements care: an organizer, or a guest who may have signed in
 * with an invite code (guestId). The request viewer and the socket data both fit.
 */
export interface AudienceViewer {
  organizer: boolean;
  guestId?: string;
}

/**
 * The recipient types whose announcements this viewer receives. Organizers see everything; a
 * signed-in guest gets 'all' and those of their RSVP status; anyone else 'all' only.
 */
export async function audienceFor(viewer: AudienceViewer): Promise<RecipientType[]> {
  if (viewer.organizer) return [...recipientTypes];
  if (!viewer.guestId || !isValidObjectId(viewer.guestId)) return ['all'];
  const guest = await GuestModel.findById(viewer.guestId)
    .select({ rsvpStatus: 1 })
    .lean<{ rsvpStatus?: RecipientType }>();
  if (!guest) return ['all'];
  return ['all', guest.rsvpStatus ?? 'pending'];
}
