import { weddingSettingsSchema, type WeddingSettings } from '../../../protocol/wedding';
import { isDuplicateKey } from '../../lib/http/errors';
import type { CheckedWeddingSettingsEdit } from '../../../protocol/wedding-edit';
import type { Viewer } from '../../lib/auth/viewer';
import type { DomainEvents } from '../../lib/domain-events';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { defaultArMarkers } from './ar-marker-defaults';
import { defaultWeddingSettings } from './defaults';
import { withShippedSpanish } from './shipped-spanish';
import { WEDDING_SETTINGS_ID, WeddingSettingsModel } from './model';
import {
  changedMeanwhile,
  filesOfRemoved,
  resolveVenuePhotos,
  storedPhotosOf,
  VENUE_KEYS,
  type VenueMedia,
  type VenuePhotoLists,
} from './venue-photos';
import { removeCopiedImages, type LinkedImageDeps } from '../gallery/linked-image';
import { resolveStoryMedia, storedStoryOf, storyCopiesRemoved } from './story-media';

/**
 * Writes the default facts when no settings document exists. An insert that loses to an existing
 * document (another process, or an organizer's edited copy) is a success: edits are never replaced.
 */
export async function seedWeddingSettings(
  defaults: WeddingSettings = defaultWeddingSettings,
): Promise<boolean> {
  try {
    await WeddingSettingsModel.collection.insertOne({
      _id: WEDDING_SETTINGS_ID as never,
      ...weddingSettingsSchema.parse(defaults),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** The wedding's facts as stored, seeding them first if the document went missing. */
export async function getWeddingSettings(): Promise<WeddingSettings> {
  let stored = await WeddingSettingsModel.findById(WEDDING_SETTINGS_ID).lean();
  if (!stored) {
    await seedWeddingSettings();
    stored = await WeddingSettingsModel.findById(WEDDING_SETTINGS_ID).lean();
  }
  return weddingSettingsSchema.parse(withShippedSpanish(withMarkers(stored)));
}

/**
 * Settings stored before venues had AR markers get the default ones; a venue whose markers an
 * organizer removed keeps its empty list.
 */
function withMarkers<T>(stored: T): T {
  const venues = (stored as { venues?: Record<string, Record<string, unknown>> }).venues;
  if (!venues) return stored;
  for (const key of ['ceremony', 'reception'] as const) {
    const venue = venues[key];
    if (venue && !('arMarkers' in venue)) venue.arMarkers = defaultArMarkers[key];
  }
  return stored;
}

/** Drops undefined fields: the driver would store them as null, which the protocol refuses. */
function withoutUndefined<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * Replaces the wedding's facts with an organizer's validated edit and pushes them on the public
 * `wedding` topic once stored, so open guest pages show the new couple, date and venues at once.
 * Venue photos are references (kept photos' ids, new uploads); a removed photo's files are deleted
 * once the new settings are stored. The story's picture links are copied into the store
 * (story-media.ts), its replaced copies deleted likewise.
 */
export async function updateWeddingSettings(
  edit: CheckedWeddingSettingsEdit,
  hub: RealtimeHub,
  viewer: Viewer,
  media: VenueMedia,
  links: LinkedImageDeps,
  events?: DomainEvents,
): Promise<WeddingSettings> {
  const current = await getWeddingSettings(); // seeds a missing document: the write below is conditional
  const raw = await WeddingSettingsModel.collection.findOne({ _id: WEDDING_SETTINGS_ID as never });
  const before = storedPhotosOf(raw);
  const { photos, discard } = await resolveVenuePhotos(
    before,
    { ceremony: edit.venues.ceremony.photos, reception: edit.venues.reception.photos },
    viewer,
    media,
  );
  const storyBefore = storedStoryOf(raw);
  let story;
  try {
    story = await resolveStoryMedia(storyBefore, edit.story, links);
  } catch (error) {
    await discard();
    throw error;
  }
  // Site access has its own switch (site-access.ts): the editor never resets it. An editor from
  // before the default language was editable leaves it out: the stored one stays.
  const defaultLanguage = edit.defaultLanguage ?? current.defaultLanguage;
  const settings = weddingSettingsSchema
    .omit({ siteAccess: true })
    .parse(
      withoutUndefined({ ...edit, defaultLanguage, venues: withPhotos(edit.venues, photos) }),
    );
  // The parse drops the photos' and the story's storage keys; the stored ones keep them.
  for (const key of VENUE_KEYS) (settings.venues[key] as { photos: unknown }).photos = photos[key];
  (settings as { story: unknown }).story = withoutUndefined(story.story);
  // $set of the top-level keys replaces each section whole (a removed note or story entry goes).
  // Only over what was read: another organizer's save meanwhile would lose or orphan photos.
  const { matchedCount } = await WeddingSettingsModel.collection.updateOne(
    { _id: WEDDING_SETTINGS_ID as never, updatedAt: raw?.updatedAt as Date },
    { $set: { ...settings, updatedAt: new Date() } },
  );
  if (matchedCount !== 1) {
    await Promise.all([discard(), story.discard()]);
    throw changedMeanwhile();
  }
  const removed = filesOfRemoved(before, photos);
  if (removed.length) await media.removeFiles(removed);
  await removeCopiedImages(links, storyCopiesRemoved(storyBefore, story.story));
  const stored = await getWeddingSettings();
  hub.publish('wedding', 'wedding:updated', stored);
  if (stored.ceremonyStart !== current.ceremonyStart || stored.timeZone !== current.timeZone) {
    await events?.emit('wedding.clock-changed', {});
  }
  return stored;
}

function withPhotos(venues: CheckedWeddingSettingsEdit['venues'], photos: VenuePhotoLists) {
  return {
    ceremony: { ...venues.ceremony, photos: photos.ceremony },
    reception: { ...venues.reception, photos: photos.reception },
  };
}
