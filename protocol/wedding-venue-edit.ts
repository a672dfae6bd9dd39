import { z } from 'zod';
import { arMarkerTypes } from './wedding';
import {
  VENUE_PHOTO_LIMIT,
  WEDDING_EDIT_MESSAGES as M,
  entryId,
  listInBothLanguages,
  optionalTextInBothLanguages,
  requiredInOneLanguage,
  requiredText,
  textInBothLanguages,
} from './wedding-edit-fields';

/*
 * What organizers send for each venue: its facts, its texts in both languages, its AR markers and
 * its photos. Part of the wedding settings' edit (wedding-edit.ts).
 */

/**
 * The icons an AR marker can show (lucide names). A marker sits 8 % of the view per unit from the
 * centre, so ±6 units keeps it on screen.
 */
export const arMarkerIcons = [
  'map-pin',
  'info',
  'heart',
  'users',
  'camera',
  'star',
  'utensils',
  'wine',
  'music',
  'accessibility',
  'car',
  'sparkles',
] as const;
export const AR_MARKER_RANGE = 6;

export const clockSchema = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.clock);

const markerCoordinate = z
  .number({ error: M.markerPosition })
  .min(-AR_MARKER_RANGE, M.markerPosition)
  .max(AR_MARKER_RANGE, M.markerPosition);

export const arMarkerEditSchema = z
  .object({
    id: entryId(M.markerId),
    ...textInBothLanguages('name', 80),
    position: z.object({ x: markerCoordinate, y: markerCoordinate, z: markerCoordinate }),
    type: z.enum(arMarkerTypes),
    ...textInBothLanguages('content', 500),
    icon: z.enum(arMarkerIcons),
  })
  .superRefine(requiredInOneLanguage('name', 'content'));

/**
 * One photo of a venue as the editor sends it, in display order: a photo already on the venue
 * (its id) or a new upload (the `uploadURL` the organizer's browser PUT the file to, checked and
 * processed by the photo pipeline on save). A link to a picture elsewhere is refused.
 */
export const venuePhotoEditSchema = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[a-f0-9]{24}$/i, M.photoReference)
      .optional(),
    uploadURL: z
      .string({ error: M.notFromThisSite })
      .trim()
      .max(2048, M.tooLong(2048))
      .refine((value) => URL.canParse(value), M.notFromThisSite)
      .optional(),
    /** Not accepted: only this site's uploads are shown to guests. */
    url: z.string({ error: M.notFromThisSite }).max(0, M.notFromThisSite).optional(),
  })
  .refine((photo) => (photo.id === undefined) !== (photo.uploadURL === undefined), {
    message: M.photoReference,
  })
  .transform(({ id, uploadURL }) => (id ? { id } : { uploadURL: uploadURL! }));
export type VenuePhotoEdit = z.input<typeof venuePhotoEditSchema>;

/**
 * The ceremony's or the reception's edit. Built per key: an object with a refinement cannot be
 * extended afterwards, and each venue's key is fixed.
 */
export function venueEditSchema<Key extends 'ceremony' | 'reception'>(key: Key) {
  return z
    .object({
      key: z.literal(key),
      ...textInBothLanguages('label', 60),
      name: requiredText(120),
      ...textInBothLanguages('description', 1000),
      address: requiredText(200),
      startTime: clockSchema,
      endTime: z
        .union([clockSchema, z.literal('')])
        .optional()
        .transform((value) => value || undefined),
      ...optionalTextInBothLanguages('note', 500),
      lat: z.number({ error: M.latitude }).min(-90, M.latitude).max(90, M.latitude),
      lng: z.number({ error: M.longitude }).min(-180, M.longitude).max(180, M.longitude),
      ...listInBothLanguages('features', 80),
      ...textInBothLanguages('parkingInfo', 1000),
      ...textInBothLanguages('accessibility', 1000),
      capacity: z.number({ error: M.positive }).int(M.positive).min(0, M.positive),
      rating: z.number({ error: M.rating }).min(0, M.rating).max(5, M.rating),
      arMarkers: z
        .array(arMarkerEditSchema)
        .max(20, M.tooManyMarkers)
        .refine((markers) => new Set(markers.map((marker) => marker.id)).size === markers.length, {
          message: M.markerId,
        })
        .default([]),
      /** Left out (an older editor): the venue keeps its photos. An empty list removes them all. */
      photos: z.array(venuePhotoEditSchema).max(VENUE_PHOTO_LIMIT, M.tooManyPhotos).optional(),
    })
    .superRefine(requiredInOneLanguage('label', 'description', 'parkingInfo', 'accessibility'));
}
