import { WEDDING_SETTINGS_ID, WeddingSettingsModel } from './model';
import { storedStoryOf, type StoredStoryEvent } from './story-media';
import { storedPhotosOf, type VenuePhotoLists } from './venue-photos';

/**
 * The wedding's pictures with their stored files, for other features that copy them (the
 * keepsake): the love story's events with the keys of their copied pictures, and each venue's
 * photos with their renditions' keys. The settings' answers strip the keys.
 */
export async function storedWeddingPictures(): Promise<{
  story: StoredStoryEvent[];
  venuePhotos: VenuePhotoLists;
}> {
  const raw = await WeddingSettingsModel.collection.findOne(
    { _id: WEDDING_SETTINGS_ID as never },
    { projection: { story: 1, 'venues.ceremony.photos': 1, 'venues.reception.photos': 1 } },
  );
  return { story: storedStoryOf(raw), venuePhotos: storedPhotosOf(raw) };
}
