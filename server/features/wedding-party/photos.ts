import { PARTY_EDIT_MESSAGES } from '../../../protocol/wedding-edit';
import { copyLinkedImage, removeCopiedImages, type LinkedImageDeps } from '../gallery/linked-image';
import type { MediaKeys } from '../gallery/renditions';
import { PartyMemberModel } from './model';
import type { Types } from 'mongoose';

export { isLink } from '../gallery/linked-image';

/** What the party's photos need: the store, and whether links may point at loopback (tests). */
export type PartyPhotoDeps = LinkedImageDeps;

/** A member's photo once saved: its address, and its files when the site holds a copy. */
export interface StoredPartyPhoto {
  photoUrl: string;
  photoKeys?: MediaKeys;
}

/** A member's photo link, copied into the store (gallery/linked-image.ts); the page shows the thumb. */
export async function copyPartyPhoto(
  deps: PartyPhotoDeps,
  memberId: string,
  link: string,
  field: string,
): Promise<StoredPartyPhoto> {
  const copy = await copyLinkedImage(deps, `party-${memberId}`, link, {
    field,
    message: PARTY_EDIT_MESSAGES.photoUnreachable,
  });
  return { photoUrl: copy.thumbUrl, photoKeys: copy.keys };
}

/** Removes copied photos' files (a save that failed, a photo replaced or removed). */
export const removePartyPhotos = removeCopiedImages;

/**
 * Copies the photos members were given as links before the site copied them (their pages now
 * load only the site's own pictures): run at start-up, each member's link at most once per
 * process. A member edited meanwhile keeps the edit (the update is conditional on the link); two
 * processes copying at once leave one copy, the other's files removed.
 */
export async function copyLinkedPartyPhotos(deps: PartyPhotoDeps): Promise<number> {
  const linked = await PartyMemberModel.find(
    { photoUrl: { $regex: '^https?://', $options: 'i' }, photoKeys: { $exists: false } },
    { photoUrl: 1 },
  ).lean<{ _id: Types.ObjectId; photoUrl: string }[]>();
  let copied = 0;
  for (const member of linked) {
    let photo: StoredPartyPhoto;
    try {
      photo = await copyPartyPhoto(deps, member._id.toString(), member.photoUrl, 'photoUrl');
    } catch (error) {
      deps.logger.warn(
        { err: error, member: member._id.toString() },
        'wedding-party photo link not copied at start-up; its member shows the default portrait until an organizer saves another',
      );
      continue;
    }
    const { modifiedCount } = await PartyMemberModel.updateOne(
      { _id: member._id, photoUrl: member.photoUrl, photoKeys: { $exists: false } },
      { $set: { photoUrl: photo.photoUrl, photoKeys: photo.photoKeys } },
    );
    if (modifiedCount === 1) copied += 1;
    else await removePartyPhotos(deps, [photo.photoKeys]);
  }
  return copied;
}
