import { z } from 'zod';
import { endpoint } from './http';

export const venueSchema = z.object({
  key: z.enum(['ceremony', 'reception']),
  /** The card title, e.g. 'Ceremony' or 'Reception Lunch'. */
  label: z.string(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  /** Local wall-clock times at the venue, 'HH:mm' (24 h). */
  startTime: z.string().regex(/^\d{2}:\d{2}$/),
  endTime: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .optional(),
  note: z.string().optional(),
  lat: z.number(),
  lng: z.number(),
  features: z.array(z.string()),
  parkingInfo: z.string(),
  accessibility: z.string(),
  capacity: z.number().int(),
  rating: z.number(),
});
export type Venue = z.infer<typeof venueSchema>;

export const storyEventSchema = z.object({
  id: z.string(),
  date: z.string(),
  title: z.string(),
  description: z.string(),
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

/** The wedding's own facts: one settings document, so another couple changes data, not code. */
export const weddingSettingsSchema = z.object({
  couple: z.object({ partnerOne: z.string(), partnerTwo: z.string(), displayName: z.string() }),
  /** The ceremony's local start, ISO without offset ('2025-08-31T09:00'), read in `timeZone`. */
  ceremonyStart: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
  timeZone: z.string(),
  venues: z.object({ ceremony: venueSchema, reception: venueSchema }),
  parking: z.object({
    directions: z.string(),
    freeLots: z.array(z.string()),
    rules: z.array(z.string()),
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
  }),
});
export type WeddingSettings = z.infer<typeof weddingSettingsSchema>;

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
} as const;

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

export const weddingApi = {
  settings: endpoint({
    method: 'GET',
    path: '/api/wedding',
    access: 'public',
    response: weddingSettingsSchema,
  }),
  /** Replaces the wedding's facts; open guest pages receive them on the `wedding` topic. */
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/wedding',
    access: 'organizer',
    body: weddingSettingsEditSchema,
    response: weddingSettingsSchema,
  }),
};
