import { WEDDING_EDIT_MESSAGES } from '../../../protocol/wedding-edit';
import type { VenuePhoto } from '../../../protocol/wedding';
import type { Viewer } from '../../lib/auth/viewer';
import { badRequest, conflict } from '../../lib/http/errors';
import { incomingKeyOf } from '../gallery/keys';
import type { MediaKeys } from '../gallery/renditions';
import type { MomentMediaPipeline } from '../moments/media-pipeline';

export const VENUE_KEYS = ['ceremony', 'reception'] as const;
export type VenueKey = (typeof VENUE_KEYS)[number];

/** A venue photo as stored in the settings document: what guests load, and its files. */
export type StoredVenuePhoto = VenuePhoto & MediaKeys;
export type VenuePhotoLists = Record<VenueKey, StoredVenuePhoto[]>;

/** What the editor sends for a venue's photos (left out: keep them). */
export type VenuePhotoEdits = Partial<Record<VenueKey, ({ id: string } | { uploadURL: string })[]>>;

export type VenueMedia = Pick<MomentMediaPipeline, 'accept' | 'removeFiles'>;

/** The stored photos of each venue, keys included (the settings' answers strip them). */
export function storedPhotosOf(doc: unknown): VenuePhotoLists {
  const venues = (doc as { venues?: Record<string, { photos?: StoredVenuePhoto[] }> } | null)
    ?.venues;
  return {
    ceremony: venues?.ceremony?.photos ?? [],
    reception: venues?.reception?.photos ?? [],
  };
}

/**
 * Turns the editor's list of photo references into the photos to store: a photo already on a
 * venue is kept (it may move, or change venue), a new upload goes through the photo pipeline.
 * Every reference is checked before any upload is accepted, so a refused save spends no upload.
 * `discard` removes the files of the uploads accepted here (a save that fails afterwards).
 */
export async function resolveVenuePhotos(
  before: VenuePhotoLists,
  edits: VenuePhotoEdits,
  viewer: Viewer,
  media: VenueMedia,
): Promise<{ photos: VenuePhotoLists; discard: () => Promise<void> }> {
  const known = new Map(VENUE_KEYS.flatMap((key) => before[key]).map((p) => [p.id, p]));
  for (const key of VENUE_KEYS) {
    for (const edit of edits[key] ?? []) {
      if ('id' in edit && !known.has(edit.id)) throw conflict(WEDDING_EDIT_MESSAGES.photoGone);
      // Only this site's upload records are accepted; a link to a picture elsewhere proves nothing.
      if ('uploadURL' in edit && !incomingKeyOf(edit.uploadURL)) {
        throw badRequest(WEDDING_EDIT_MESSAGES.notFromThisSite);
      }
    }
  }
  const accepted: StoredVenuePhoto[] = [];
  const discard = () => media.removeFiles(accepted.flatMap(keysOf));
  const photos: VenuePhotoLists = { ...before };
  try {
    for (const key of VENUE_KEYS) {
      const list = edits[key];
      if (!list) continue;
      const seen = new Set<string>();
      photos[key] = [];
      for (const edit of list) {
        if ('id' in edit) {
          if (!seen.has(edit.id)) photos[key].push(known.get(edit.id)!);
          seen.add(edit.id);
          continue;
        }
        const photo = await media.accept(edit.uploadURL, viewer, (stored) =>
          Promise.resolve<StoredVenuePhoto>({
            id: stored.id.toString(),
            url: stored.url,
            thumbUrl: stored.thumbUrl,
            width: stored.width,
            height: stored.height,
            originalKey: stored.originalKey,
            thumbKey: stored.thumbKey,
            largeKey: stored.largeKey,
          }),
        );
        accepted.push(photo);
        photos[key].push(photo);
      }
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { photos, discard };
}

/** The files of photos that were on a venue before the save and are on none after it. */
export function filesOfRemoved(before: VenuePhotoLists, after: VenuePhotoLists): string[] {
  const kept = new Set(VENUE_KEYS.flatMap((key) => after[key]).map((photo) => photo.id));
  return VENUE_KEYS.flatMap((key) => before[key])
    .filter((photo) => !kept.has(photo.id))
    .flatMap(keysOf);
}

const keysOf = (photo: MediaKeys) => [photo.originalKey, photo.thumbKey, photo.largeKey];

/** Used when the settings document changed between the read and the write. */
export const changedMeanwhile = () => conflict(WEDDING_EDIT_MESSAGES.changedMeanwhile);
