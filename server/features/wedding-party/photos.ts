import { PARTY_EDIT_MESSAGES } from '../../../protocol/wedding-edit';
import { badRequest } from '../../lib/http/errors';
import { NotAnImageError, processPhoto } from '../../lib/images/pipeline';
import { fetchRemoteImage, RemoteImageError } from '../../lib/images/remote-image';
import type { Logger } from '../../lib/logger';
import type { ObjectStorage } from '../../lib/storage';
import { photoKeys, withPrintCopies } from '../gallery/keys';
import type { MediaKeys } from '../gallery/renditions';
import { PartyMemberModel } from './model';
import type { Types } from 'mongoose';

/** What the party's photos need: the store, and whether links may point at loopback (tests). */
export interface PartyPhotoDeps {
  storage: ObjectStorage;
  logger: Logger;
  allowLoopback: boolean;
}

/** A member's photo once saved: its address, and its files when the site holds a copy. */
export interface StoredPartyPhoto {
  photoUrl: string;
  photoKeys?: MediaKeys;
}

/** A link to a picture on another site (a path starting with / is the site's own). */
export const isLink = (value: string) => /^https?:\/\//i.test(value);

/**
 * The picture at an organizer's link, copied into the store through the photo pipeline (checked
 * as a picture, metadata dropped, WebP renditions): the page shows the copy, so the CSP need not
 * allow other hosts. Refused with the form's message when the link cannot be fetched or read.
 */
export async function copyPartyPhoto(
  deps: PartyPhotoDeps,
  memberId: string,
  link: string,
  field: string,
): Promise<StoredPartyPhoto> {
  let processed;
  try {
    const body = await fetchRemoteImage(link, { allowLoopback: deps.allowLoopback });
    processed = await processPhoto(body);
  } catch (error) {
    if (!(error instanceof RemoteImageError) && !(error instanceof NotAnImageError)) throw error;
    deps.logger.warn({ reason: error.message }, 'wedding-party photo link not copied');
    throw badRequest(PARTY_EDIT_MESSAGES.photoUnreachable, [
      { path: field, message: PARTY_EDIT_MESSAGES.photoUnreachable },
    ]);
  }
  const keys = photoKeys(`party-${memberId}`, processed.original.extension);
  const [thumb, large] = processed.renditions;
  const written: string[] = [];
  try {
    for (const [key, body, type] of [
      [keys.originalKey, processed.original.body, processed.original.contentType],
      [keys.thumbKey, thumb!.body, thumb!.contentType],
      [keys.largeKey, large!.body, large!.contentType],
    ] as const) {
      await deps.storage.write(key, body, type);
      written.push(key);
    }
  } catch (error) {
    await deps.storage.remove(written);
    throw error;
  }
  return { photoUrl: deps.storage.publicUrl(keys.thumbKey), photoKeys: keys };
}

/** Removes a copied photo's files (a save that failed, a photo replaced or removed). */
export async function removePartyPhotos(
  deps: PartyPhotoDeps,
  photos: (MediaKeys | undefined | null)[],
): Promise<void> {
  const keys = photos.flatMap((keys) =>
    keys ? withPrintCopies([keys.originalKey, keys.thumbKey, keys.largeKey]) : [],
  );
  if (keys.length === 0) return;
  try {
    await deps.storage.remove(keys);
  } catch (error) {
    // Files left behind are only disk space; the party itself is saved.
    deps.logger.warn({ err: error }, 'wedding-party photo files not removed');
  }
}

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
