import type { StoryEvent } from '../../../protocol/wedding';
import { WEDDING_EDIT_MESSAGES } from '../../../protocol/wedding-edit';
import {
  copyLinkedImage,
  isLink,
  removeCopiedImages,
  type LinkedImageDeps,
} from '../gallery/linked-image';
import type { MediaKeys } from '../gallery/renditions';
import { WEDDING_SETTINGS_ID, WeddingSettingsModel } from './model';

/*
 * The love story's pictures given as links to other sites: copied into the store (as the party's
 * photos are, gallery/linked-image.ts) since pages load only the site's own media. The copies'
 * files are kept on the stored event; the settings' answers strip them.
 */

/** A story event as stored in the settings document. */
export type StoredStoryEvent = StoryEvent & { mediaKeys?: MediaKeys; posterKeys?: MediaKeys };

const KEYS = { media: 'mediaKeys', poster: 'posterKeys' } as const;

export function storedStoryOf(doc: unknown): StoredStoryEvent[] {
  return (doc as { story?: StoredStoryEvent[] } | null)?.story ?? [];
}

const copiesOf = (story: StoredStoryEvent[]) =>
  story.flatMap((event) =>
    [event.mediaKeys, event.posterKeys].filter((keys) => keys !== undefined),
  );

/**
 * The story to store: a picture link is copied into the store; an address of a copy the story
 * already holds keeps that copy (the editor sends back what it shows). A link that cannot be
 * copied refuses the save. `discard` removes the copies made here (a save that fails afterwards).
 */
export async function resolveStoryMedia(
  before: StoredStoryEvent[],
  story: StoryEvent[],
  deps: LinkedImageDeps,
): Promise<{ story: StoredStoryEvent[]; discard: () => Promise<void> }> {
  const held = new Map<string, MediaKeys>();
  for (const event of before) {
    for (const field of ['media', 'poster'] as const) {
      const keys = event[KEYS[field]];
      if (keys && event[field]) held.set(event[field], keys);
    }
  }
  const copied: MediaKeys[] = [];
  const discard = () => removeCopiedImages(deps, copied);
  const resolved: StoredStoryEvent[] = [];
  try {
    for (const [index, event] of story.entries()) {
      const stored: StoredStoryEvent = { ...event };
      for (const field of ['media', 'poster'] as const) {
        const value = event[field];
        if (!value) continue;
        let keys = held.get(value);
        // A video's link is refused by the edit's schema; only pictures reach here as links.
        const picture = field === 'poster' || event.mediaType === 'image';
        if (!keys && isLink(value) && picture) {
          const copy = await copyLinkedImage(deps, `story-${event.id}`, value, {
            field: `story.${index}.${field}`,
            message: WEDDING_EDIT_MESSAGES.storyImageUnreachable,
          });
          copied.push(copy.keys);
          stored[field] = copy.largeUrl;
          keys = copy.keys;
        }
        if (keys) stored[KEYS[field]] = keys;
      }
      resolved.push(stored);
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { story: resolved, discard };
}

/** The copies the old story held that the new one no longer shows. */
export function storyCopiesRemoved(
  before: StoredStoryEvent[],
  after: StoredStoryEvent[],
): MediaKeys[] {
  const kept = new Set(copiesOf(after).map((keys) => keys.largeKey));
  return copiesOf(before).filter((keys) => !kept.has(keys.largeKey));
}

/**
 * Copies the story's picture links saved before the site copied them, once at start-up. Video
 * links cannot be copied: they are logged for the organizers to replace. The write is conditional
 * on the document being unchanged meanwhile; otherwise the copies are removed (the next save, or
 * start, copies again).
 */
export async function copyLinkedStoryMedia(deps: LinkedImageDeps): Promise<number> {
  const raw = await WeddingSettingsModel.collection.findOne({ _id: WEDDING_SETTINGS_ID as never });
  const before = storedStoryOf(raw);
  const story: StoredStoryEvent[] = [];
  const copied: MediaKeys[] = [];
  for (const event of before) {
    const stored = { ...event };
    if (event.mediaType === 'video' && isLink(event.media)) {
      deps.logger.warn(
        { event: event.id, media: event.media },
        'story video on another site: pages cannot play it; an organizer should give a video on the site (a /path)',
      );
    }
    for (const field of ['media', 'poster'] as const) {
      const value = event[field];
      if (!value || !isLink(value) || event[KEYS[field]]) continue;
      if (field === 'media' && event.mediaType !== 'image') continue;
      try {
        const copy = await copyLinkedImage(deps, `story-${event.id}`, value, {
          field,
          message: WEDDING_EDIT_MESSAGES.storyImageUnreachable,
        });
        copied.push(copy.keys);
        stored[field] = copy.largeUrl;
        stored[KEYS[field]] = copy.keys;
      } catch (error) {
        deps.logger.warn(
          { err: error, event: event.id, field },
          'story picture link not copied at start-up; it stays hidden until an organizer saves another',
        );
      }
    }
    story.push(stored);
  }
  if (copied.length === 0) return 0;
  const { matchedCount } = await WeddingSettingsModel.collection.updateOne(
    { _id: WEDDING_SETTINGS_ID as never, updatedAt: raw?.updatedAt as Date },
    { $set: { story, updatedAt: new Date() } },
  );
  if (matchedCount === 1) return copied.length;
  await removeCopiedImages(deps, copied);
  return 0;
}
