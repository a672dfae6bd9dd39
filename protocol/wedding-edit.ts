import { z } from 'zod';
import { endpoint } from './http';
import { partyMemberSchema, partySideSchema } from './wedding-party';
import { UPLOAD_MESSAGES } from './gallery';
import { arMarkerTypes, weddingSettingsSchema } from './wedding';

export const VENUE_PHOTO_LIMIT = 12;

/*
 * What organizers send to change the wedding's facts and party. Kept apart from wedding.ts and
 * wedding-party.ts, which guest pages load on their first screen: only the editor needs these.
 */

export const WEDDING_EDIT_MESSAGES = {
  required: 'This field is required',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  ceremonyStart: 'Enter the date and time as YYYY-MM-DDTHH:mm',
  clock: 'Enter a time as HH:mm (24 h)',
  timeZone: 'Enter an IANA time zone such as America/New_York',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  https: 'Enter a full https:// address',
  email: 'Invalid email address',
  storyId: 'Each story entry needs its own id',
  mediaPath: 'Enter a path starting with / or an https:// address',
  positive: 'Must be 0 or more',
  rating: 'Rating must be between 0 and 5',
  markerId: 'Each marker needs its own id',
  markerPosition: 'Position must be between -6 and 6',
  tooManyMarkers: 'At most 20 markers per venue',
  tooManyPhotos: `At most ${VENUE_PHOTO_LIMIT} photos per venue`,
  photoReference: 'Each photo is either one already on the venue (id) or a new upload (uploadURL)',
  photoGone: 'A photo of this venue was removed meanwhile. Reload the editor and try again.',
  notFromThisSite: UPLOAD_MESSAGES.notFromThisSite,
  changedMeanwhile:
    'The wedding details were changed by someone else meanwhile. Reload the editor and try again.',
} as const;

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

const M = WEDDING_EDIT_MESSAGES;

/** Text an organizer must fill in: trimmed, not empty, bounded. */
const requiredText = (max: number) =>
  z.string({ error: M.required }).trim().min(1, M.required).max(max, M.tooLong(max));
/** Text that may be left empty; an empty field is not stored. */
const optionalEditText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong(max))
    .optional()
    .transform((value) => value || undefined);

/** True for a zone the runtime's Intl knows (IANA names such as 'Europe/Madrid'). */
export function isTimeZone(value: string): boolean {
  if (!value.includes('/') && value !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A real calendar day and clock time, 'YYYY-MM-DDTHH:mm'. */
function isLocalDateTime(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hours < 24 && minutes < 60
  );
}

const clockSchema = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.clock);
const httpsUrl = z
  .string({ error: M.https })
  .trim()
  .max(500, M.tooLong(500))
  .refine((value) => /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value) && URL.canParse(value), M.https);
const mediaPath = z
  .string()
  .trim()
  .max(500, M.tooLong(500))
  .refine((value) => value.startsWith('/') || httpsUrl.safeParse(value).success, M.mediaPath);
/** Lists of short texts; a form may send them as one item per line. Blank items are dropped. */
const textList = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split('\n') : value),
    z
      .array(z.string().trim().max(max, M.tooLong(max)))
      .max(30, 'At most 30 items')
      .transform((items) => items.filter(Boolean)),
  );

const markerCoordinate = z
  .number({ error: M.markerPosition })
  .min(-AR_MARKER_RANGE, M.markerPosition)
  .max(AR_MARKER_RANGE, M.markerPosition);

export const arMarkerEditSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, M.required)
    .max(60, M.tooLong(60))
    .regex(/^[a-z0-9-]+$/i, M.markerId),
  name: requiredText(80),
  position: z.object({ x: markerCoordinate, y: markerCoordinate, z: markerCoordinate }),
  type: z.enum(arMarkerTypes),
  content: requiredText(500),
  icon: z.enum(arMarkerIcons),
});

/**
 * One photo of a venue as the editor sends it, in display order: a photo already on the venue
 * (its id) or a new upload (the `uploadURL` the organizer's browser PUT the file to, checked and
 * processed by the photo pipeline on save). A link to a picture elsewhere is refused.
 */
export const venuePhotoEditSchema = z
  .object({
    id: z.string().trim().regex(/^[a-f0-9]{24}$/i, M.photoReference).optional(),
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

export const venueEditSchema = z.object({
  key: z.enum(['ceremony', 'reception']),
  label: requiredText(60),
  name: requiredText(120),
  description: requiredText(1000),
  address: requiredText(200),
  startTime: clockSchema,
  endTime: z
    .union([clockSchema, z.literal('')])
    .optional()
    .transform((value) => value || undefined),
  note: optionalEditText(500),
  lat: z.number({ error: M.latitude }).min(-90, M.latitude).max(90, M.latitude),
  lng: z.number({ error: M.longitude }).min(-180, M.longitude).max(180, M.longitude),
  features: textList(80),
  parkingInfo: requiredText(1000),
  accessibility: requiredText(1000),
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
});

export const storyEventEditSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, M.required)
    .max(60, M.tooLong(60))
    .regex(/^[a-z0-9-]+$/i, M.storyId),
  date: requiredText(40),
  title: requiredText(120),
  description: requiredText(1000),
  icon: requiredText(40),
  position: z.enum(['left', 'right']),
  media: mediaPath,
  mediaType: z.enum(['image', 'video']),
  poster: z
    .union([mediaPath, z.literal('')])
    .optional()
    .transform((value) => value || undefined),
});

/**
 * What an organizer may store as the wedding's facts: the settings shape with every field checked
 * (a real time zone, coordinates on the globe, https links), each refusal with a message for the form.
 */
export const weddingSettingsEditSchema = z.object({
  couple: z.object({
    partnerOne: requiredText(60),
    partnerTwo: requiredText(60),
    displayName: requiredText(120),
  }),
  ceremonyStart: z.string().trim().refine(isLocalDateTime, M.ceremonyStart),
  timeZone: z.string().trim().refine(isTimeZone, M.timeZone),
  venues: z.object({
    ceremony: venueEditSchema.extend({ key: z.literal('ceremony') }),
    reception: venueEditSchema.extend({ key: z.literal('reception') }),
  }),
  parking: z.object({
    directions: requiredText(2000),
    freeLots: textList(80),
    rules: textList(300),
  }),
  story: z
    .array(storyEventEditSchema)
    .max(30, 'At most 30 story entries')
    .refine((events) => new Set(events.map((event) => event.id)).size === events.length, {
      message: M.storyId,
    }),
  registry: z.object({
    registryUrl: httpsUrl,
    registryName: requiredText(80),
    cashAppUrl: httpsUrl,
    cashAppHandle: requiredText(40),
  }),
  contact: z.object({
    name: requiredText(80),
    email: z.string({ error: M.email }).trim().max(254, M.email).pipe(z.email(M.email)),
    phone: requiredText(40),
    note: optionalEditText(500),
  }),
});
export type WeddingSettingsEdit = z.input<typeof weddingSettingsEditSchema>;
/** The edit once checked, as the server reads it. */
export type CheckedWeddingSettingsEdit = z.output<typeof weddingSettingsEditSchema>;

export const PARTY_EDIT_MESSAGES = {
  required: 'This field is required',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  photoUrl: 'Enter a full https:// address or a path starting with /',
  tooMany: 'At most 40 members',
} as const;

const P = PARTY_EDIT_MESSAGES;
const requiredPartyText = (max: number) =>
  z.string({ error: P.required }).trim().min(1, P.required).max(max, P.tooLong(max));
const optionalPartyText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, P.tooLong(max))
    .optional()
    .transform((value) => value || undefined);

/** One member as the editor sends it; a member without an id is new. */
export const partyMemberEditSchema = z.object({
  id: z
    .string()
    .regex(/^[a-f0-9]{24}$/i, 'Invalid id')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  name: requiredPartyText(80),
  role: requiredPartyText(60),
  relationship: optionalPartyText(120),
  side: partySideSchema,
  /** A URL for now; uploads come with the photo pipeline. */
  photoUrl: z
    .string()
    .trim()
    .max(500, P.tooLong(500))
    .refine(
      (value) => value === '' || value.startsWith('/') || /^https:\/\/[^\s]+$/i.test(value),
      P.photoUrl,
    )
    .optional()
    .transform((value) => value || undefined),
});

/** The whole party in display order: members left out are removed. */
export const weddingPartyEditSchema = z.object({
  members: z.array(partyMemberEditSchema).max(40, P.tooMany),
});
export type WeddingPartyEdit = z.input<typeof weddingPartyEditSchema>;

export const weddingEditApi = {
  /** Replaces the wedding's facts; open guest pages receive them on the `wedding` topic. */
  settings: endpoint({
    method: 'PUT',
    path: '/api/admin/wedding',
    access: 'organizer',
    body: weddingSettingsEditSchema,
    response: weddingSettingsSchema,
  }),
  /** Replaces the party (order included); open guest pages receive it on the `wedding` topic. */
  party: endpoint({
    method: 'PUT',
    path: '/api/admin/wedding-party',
    access: 'organizer',
    body: weddingPartyEditSchema,
    response: z.array(partyMemberSchema),
  }),
};
