import { isValidObjectId } from 'mongoose';
import type { Viewer } from '../../lib/auth/viewer';
import { fullName } from './admin-present';
import { GuestModel, type GuestDocument } from './model';

/**
 * The name a post is signed with. A guest signed in with their invite code posts as their
 * guest-list name, whatever the form says (so nobody signed in can post as someone else); without
 * a guest session, the typed name is all there is. `max` is the field's own limit.
 */
export async function posterName(
  viewer: Pick<Viewer, 'guestId'>,
  typed: string,
  max: number,
): Promise<string> {
  if (!viewer.guestId || !isValidObjectId(viewer.guestId)) return typed;
  const guest = await GuestModel.findById(viewer.guestId)
    .select({ firstName: 1, lastName: 1 })
    .lean<Pick<GuestDocument, 'firstName' | 'lastName'>>();
  const name = guest ? fullName(guest).slice(0, max).trim() : '';
  return name || typed;
}
