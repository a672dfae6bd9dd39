import { isValidObjectId } from 'mongoose';
import { recipientTypes, type RecipientType } from '../../../protocol/announcements';
import { findGuest, guestsWithRsvpStatus } from '../guests/door';

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
  const guest = await findGuest(viewer.guestId);
  if (!guest) return ['all'];
  return ['all', (guest.rsvpStatus as RecipientType | undefined) ?? 'pending'];
}

/** The segment of one signed-in guest's sockets: pushes addressed to that guest. */
export const guestSegment = (guestId: string) => `guest:${guestId}`;

/**
 * The `notices` segments a socket joins when it subscribes. A signed-in guest joins their own
 * segment, not one of an RSVP status: the status may change while the page stays open (the guest
 * answers the RSVP, an organizer marks them), so who gets an announcement for a status is decided
 * when it is sent (see recipientSegments). Organizers get every announcement.
 */
export function noticeSegmentsOf(viewer: AudienceViewer): string[] {
  if (viewer.organizer) return [...recipientTypes];
  if (!viewer.guestId || !isValidObjectId(viewer.guestId)) return ['all'];
  return ['all', guestSegment(viewer.guestId)];
}

/**
 * The segments an announcement is pushed to: 'all', or the organizers' segment of that status and
 * the guests whose RSVP has that status now (the same guests its text messages go to).
 */
export async function recipientSegments(recipientType: RecipientType): Promise<string[]> {
  if (recipientType === 'all') return ['all'];
  const guests = await guestsWithRsvpStatus(recipientType);
  return [recipientType, ...guests.map((guest) => guestSegment(guest._id.toString()))];
}
