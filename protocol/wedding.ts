import { z } from 'zod';
import { endpoint } from './http';
import { contentLanguageSchema } from './localized';

/**
 * The Spanish version of an organizer's text (see protocol/localized): absent until written, so
 * settings stored before texts had two versions still parse.
 */
const spanishText = z.string().optional();
/** The Spanish versions of a list's items, paired with the English ones by position. */
const spanishList = z.array(z.string()).default([]);

export const arMarkerTypes = ['info', 'amenity', 'photo', 'review'] as const;

/**
 * A point of interest shown over the camera on the AR venue page. Position: x right, y up, z away
 * from the viewer (negative is farther), in units of 8 % of the view from its centre.
 */
export const arMarkerSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEs: spanishText,
  position: z.object({ x: z.number(), y: z.number(), z: z.number() }),
  type: z.enum(arMarkerTypes),
  content: z.string(),
  contentEs: spanishText,
  /** A lucide icon name in kebab case. */
  icon: z.string(),
});
export type ArMarker = z.infer<typeof arMarkerSchema>;

/**
 * A photo of a venue as guests load it: the photo pipeline's two WebP renditions (an organizer's
 * upload, never a link). The storage keys stay on the server.
 */
export const venuePhotoSchema = z.object({
  id: z.string(),
  /** The large rendition (1600 px). */
  url: z.string(),
  /** The thumbnail (480 px). */
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type VenuePhoto = z.infer<typeof venuePhotoSchema>;

export const venueSchema = z.object({
  key: z.enum(['ceremony', 'reception']),
  /** The card title, e.g. 'Ceremony' or 'Reception Lunch'. */
  label: z.string(),
  labelEs: spanishText,
  /** The place's own name and address are one text in every language. */
  name: z.string(),
  description: z.string(),
  descriptionEs: spanishText,
  address: z.string(),
  /** Local wall-clock times at the venue, 'HH:mm' (24 h). */
  startTime: z.string().regex(/^\d{2}:\d{2}$/),
  endTime: z.string().regex(/^\d{2}:\d{2}$/).optional(),
  note: z.string().optional(),
  noteEs: spanishText,
  lat: z.number(),
  lng: z.number(),
  features: z.array(z.string()),
  featuresEs: spanishList,
  parkingInfo: z.string(),
  parkingInfoEs: spanishText,
  accessibility: z.string(),
  accessibilityEs: spanishText,
  capacity: z.number().int(),
  rating: z.number(),
  /** What the AR venue page lays over the camera; organizers edit them with the venue. */
  arMarkers: z.array(arMarkerSchema).default([]),
  /** In the organizers' order; the first one leads. */
  photos: z.array(venuePhotoSchema).default([]),
});
export type Venue = z.infer<typeof venueSchema>;

export const storyEventSchema = z.object({
  id: z.string(),
  /** A label rather than a date ('Summer 2019'), so it has a Spanish version too. */
  date: z.string(),
  dateEs: spanishText,
  title: z.string(),
  titleEs: spanishText,
  description: z.string(),
  descriptionEs: spanishText,
  /** A lucide icon name in kebab case, e.g. 'heart', 'coffee', 'baby'. */
  icon: z.string(),
  position: z.enum(['left', 'right']),
  /** A path served by the app, e.g. '/media/story/first-meeting.webp'. */
  media: z.string(),
  mediaType: z.enum(['image', 'video']),
  /** A still shown before a video plays (and instead of it when motion is reduced). */
  poster: z.string().optional(),
});
export type StoryEvent = z.infer<typeof storyEventSchema>;

/**
 * Who gets past the home page's gate: anyone who types a first name ('open', the spec's gate), or
 * only guests signed in with their invite code ('invite-only').
 */
export const siteAccessModes = ['open', 'invite-only'] as const;
export const siteAccessModeSchema = z.enum(siteAccessModes);
export type SiteAccessMode = z.infer<typeof siteAccessModeSchema>;

/** The wedding's own facts: one settings document, so another couple changes data, not code. */
export const weddingSettingsSchema = z.object({
  couple: z.object({ partnerOne: z.string(), partnerTwo: z.string(), displayName: z.string() }),
  /** The ceremony's local start, ISO without offset ('2025-08-31T09:00'), read in `timeZone`. */
  ceremonyStart: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
  timeZone: z.string(),
  venues: z.object({ ceremony: venueSchema, reception: venueSchema }),
  parking: z.object({
    directions: z.string(),
    directionsEs: spanishText,
    freeLots: z.array(z.string()),
    freeLotsEs: spanishList,
    rules: z.array(z.string()),
    rulesEs: spanishList,
  }),
  story: z.array(storyEventSchema),
  registry: z.object({
    registryUrl: z.url(),
    registryName: z.string(),
    cashAppUrl: z.url(),
    cashAppHandle: z.string(),
  }),
  contact: z.object({
    name: z.string(),
    email: z.email(),
    phone: z.string(),
    note: z.string().optional(),
    noteEs: spanishText,
  }),
  siteAccess: siteAccessModeSchema.default('open'),
  /**
   * The language a first visit gets when the browser asks for neither English nor Spanish, the
   * `/live` overlay's language, and a new guest's text-message language.
   */
  defaultLanguage: contentLanguageSchema.default('en'),
});
export type WeddingSettings = z.infer<typeof weddingSettingsSchema>;

export const weddingApi = {
  settings: endpoint({
    method: 'GET',
    path: '/api/wedding',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    response: weddingSettingsSchema,
  }),
};
