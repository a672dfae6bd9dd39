import { z } from 'zod';
import { galleryPhotoSchema } from './gallery';
import { endpoint, isoDate } from './http';
import { defineMessages, withParams } from './messages';

/**
 * The reveal (the disposable-camera mode): the organizers keep the gallery from guests until a
 * time they choose, and may give each phone a number of shots.
 */
export const REVEAL_MESSAGES = defineMessages('gallery-reveal', {
  noShotsLeft: withParams(
    ['count'],
    (count: number) =>
      `You have used all your ${count} ${count === 1 ? 'shot' : 'shots'}. The gallery opens at the reveal.`,
  ),
  shotsRange: 'Shots per guest must be a whole number from 1 to 100, or empty for no limit.',
  revealAtInvalid: 'Choose a valid date and time for the reveal.',
});

export const SHOTS_PER_GUEST_MAX = 100;

/** What the organizers choose (collection `gallery_settings`). */
export const revealSettingsSchema = z.object({
  /** Until then guests see only their own photos; null: the gallery is open. */
  revealAt: isoDate.nullable(),
  /** Photos each phone may add to the gallery; null: as many as they like. */
  shotsPerGuest: z
    .number({ error: REVEAL_MESSAGES.shotsRange })
    .int(REVEAL_MESSAGES.shotsRange)
    .min(1, REVEAL_MESSAGES.shotsRange)
    .max(SHOTS_PER_GUEST_MAX, REVEAL_MESSAGES.shotsRange)
    .nullable(),
});
export type RevealSettings = z.infer<typeof revealSettingsSchema>;

export const revealSettingsBodySchema = z.object({
  revealAt: z.iso
    .datetime({ offset: true, error: REVEAL_MESSAGES.revealAtInvalid })
    .nullable()
    .optional(),
  shotsPerGuest: revealSettingsSchema.shape.shotsPerGuest.optional(),
});

/**
 * What every screen may know, pushed as `gallery:reveal` whenever it changes: whether the gallery
 * is held back, until when, and how many photos wait for the reveal (the projector shows it).
 */
export const revealStateSchema = z.object({
  hidden: z.boolean(),
  revealAt: isoDate.nullable(),
  /** Photos held back (0 once revealed). */
  waiting: z.number().int().min(0),
  shotsPerGuest: z.number().int().nullable(),
});
export type RevealState = z.infer<typeof revealStateSchema>;

/** This phone's view while the gallery is held back: its own photos, and its shots left. */
export const myGallerySchema = z.object({
  photos: z.array(galleryPhotoSchema),
  /** null: no limit. */
  shotsLeft: z.number().int().min(0).nullable(),
});
export type MyGallery = z.infer<typeof myGallerySchema>;

export const galleryRevealApi = {
  state: endpoint({
    method: 'GET',
    path: '/api/gallery/reveal',
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    response: revealStateSchema,
  }),
  /** The photos this device added (newest first) and the shots it has left. */
  mine: endpoint({
    method: 'GET',
    path: '/api/gallery/mine',
    access: 'public',
    personal: true,
    response: myGallerySchema,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/admin/gallery/reveal',
    access: 'organizer',
    response: revealSettingsSchema,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/admin/gallery/reveal',
    access: 'organizer',
    body: revealSettingsBodySchema,
    response: revealSettingsSchema,
  }),
};
