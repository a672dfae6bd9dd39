import { z } from 'zod';
import { endpoint } from './http';
import { contentLanguageSchema } from './localized';
import { partyMemberSchema, partySideSchema } from './wedding-party';
import { weddingSettingsSchema } from './wedding';
import {
  WEDDING_EDIT_MESSAGES,
  entryId,
  listInBothLanguages,
  optionalTextInBothLanguages,
  requiredInOneLanguage,
  requiredText,
  textInBothLanguages,
} from './wedding-edit-fields';
import { venueEditSchema } from './wedding-venue-edit';

// The editor and the server import these from here, the wedding edit's one entry point.
export { VENUE_PHOTO_LIMIT, WEDDING_EDIT_MESSAGES } from './wedding-edit-fields';
export {
  AR_MARKER_RANGE,
  arMarkerEditSchema,
  arMarkerIcons,
  venueEditSchema,
  venuePhotoEditSchema,
  type VenuePhotoEdit,
} from './wedding-venue-edit';
import { FIELD_MESSAGES } from './form-fields';
import { defineMessages } from './messages';

/*
 * What organizers send to change the wedding's facts and party. Kept apart from wedding.ts and
 * wedding-party.ts, which guest pages load on their first screen: only the editor needs these.
 * Every text guests read has a Spanish sibling (`<field>Es`, see protocol/localized) under the
 * same limit; a text that must be written needs it in at least one of the two languages.
 */

const M = WEDDING_EDIT_MESSAGES;

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

const httpsUrl = z
  .string({ error: M.https })
  .trim()
  .max(500, M.tooLong(500))
  .refine((value) => /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value) && URL.canParse(value), M.https);
/**
 * A path the site serves, or a link to a picture elsewhere, which the server copies into its store
 * on save (so an http link is fine too); a video must be a path (see the story's check below).
 */
const mediaPath = z
  .string()
  .trim()
  .max(500, M.tooLong(500))
  .refine(
    (value) =>
      value.startsWith('/') || (/^https?:\/\/[^\s/]+[^\s]*$/i.test(value) && URL.canParse(value)),
    M.mediaPath,
  );

export const storyEventEditSchema = z
  .object({
    id: entryId(M.storyId),
    ...textInBothLanguages('date', 40),
    ...textInBothLanguages('title', 120),
    ...textInBothLanguages('description', 1000),
    icon: requiredText(40),
    position: z.enum(['left', 'right']),
    media: mediaPath,
    mediaType: z.enum(['image', 'video']),
    poster: z
      .union([mediaPath, z.literal('')])
      .optional()
      .transform((value) => value || undefined),
  })
  .superRefine(requiredInOneLanguage('date', 'title', 'description'))
  // A picture link is copied into the site's store on save; a video cannot be, and the CSP lets
  // pages play only the site's own media.
  .superRefine((event, ctx) => {
    if (event.mediaType === 'video' && !event.media.startsWith('/')) {
      ctx.addIssue({ code: 'custom', path: ['media'], message: M.storyVideoLink });
    }
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
    ceremony: venueEditSchema('ceremony'),
    reception: venueEditSchema('reception'),
  }),
  parking: z
    .object({
      ...textInBothLanguages('directions', 2000),
      ...listInBothLanguages('freeLots', 80),
      ...listInBothLanguages('rules', 300),
    })
    .superRefine(requiredInOneLanguage('directions')),
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
    ...optionalTextInBothLanguages('note', 500),
  }),
  /** Left out (an editor from before it had the setting): the stored one stays. */
  defaultLanguage: contentLanguageSchema.optional(),
});
export type WeddingSettingsEdit = z.input<typeof weddingSettingsEditSchema>;
/** The edit once checked, as the server reads it. */
export type CheckedWeddingSettingsEdit = z.output<typeof weddingSettingsEditSchema>;

export const PARTY_EDIT_MESSAGES = defineMessages('partyEdit', {
  required: 'This field is required',
  tooLong: FIELD_MESSAGES.tooLong,
  photoUrl: 'Enter a full https:// address or a path starting with /',
  photoUnreachable:
    'We could not copy the photo at this link. Check that it opens the picture itself (JPG, PNG or GIF, at most 10 MB), or leave it empty.',
  tooMany: 'At most 40 members',
});

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
  /**
   * A path the site serves, or a link to a picture elsewhere: the server copies a link's picture
   * into its store when the party is saved (so http links are fine too) and shows its copy.
   */
  photoUrl: z
    .string()
    .trim()
    .max(500, P.tooLong(500))
    .refine(
      (value) => value === '' || value.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(value),
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
