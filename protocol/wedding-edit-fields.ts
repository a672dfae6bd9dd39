import { z } from 'zod';
import { UPLOAD_MESSAGES } from './gallery';
import { requireOneVersion, spanishKey, type SpanishKey } from './localized';
import { FIELD_MESSAGES } from './form-fields';
import { defineMessages } from './messages';

/*
 * The checks every field of the wedding editor shares: its messages (the editor translates them by
 * their English text) and the shapes of its texts, in one or two languages.
 */

export const VENUE_PHOTO_LIMIT = 12;

export const WEDDING_EDIT_MESSAGES = defineMessages('weddingEdit', {
  required: 'This field is required',
  requiredInOneLanguage: 'Write this in English, in Spanish or in both',
  tooLong: FIELD_MESSAGES.tooLong,
  ceremonyStart: 'Enter the date and time as YYYY-MM-DDTHH:mm',
  clock: 'Enter a time as HH:mm (24 h)',
  timeZone: 'Enter an IANA time zone such as America/New_York',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  https: 'Enter a full https:// address',
  email: 'Invalid email address',
  storyId: 'Each story entry needs its own id',
  mediaPath:
    'Enter a path starting with / or a link to a picture (copied to the site when you save)',
  storyVideoLink:
    'A video must be on this site: enter its path starting with /. Videos on other sites cannot be played here.',
  storyImageUnreachable:
    'We could not copy the picture at this link. Check that it opens the picture itself (JPG, PNG or GIF, at most 10 MB), or use a path starting with /.',
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
});

const M = WEDDING_EDIT_MESSAGES;

/** Text an organizer must fill in: trimmed, not empty, bounded. */
export const requiredText = (max: number) =>
  z.string({ error: M.required }).trim().min(1, M.required).max(max, M.tooLong(max));

/**
 * The id of an entry of an edited list (a story event, a map marker): letters, digits and dashes,
 * and `message` when it is not that.
 */
export const entryId = (message: string) =>
  z
    .string()
    .trim()
    .min(1, M.required)
    .max(60, M.tooLong(60))
    .regex(/^[a-z0-9-]+$/i, message);

/** Text that may be left empty; an empty field is not stored. */
export const optionalEditText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong(max))
    .optional()
    .transform((value) => value || undefined);

/**
 * The English version of a text required in at least one language: it may be empty when the
 * Spanish one is written (the pair's refinement, `requireOneVersion`, checks that), and is stored
 * as an empty text then, as the settings' shape wants a string.
 */
const englishVersion = (max: number) => z.string().trim().max(max, M.tooLong(max)).default('');

/**
 * A text written in both languages, at least one of them: the English under `key`, the Spanish
 * under `keyEs`, each with the same limit and message. Give the object holding it
 * `.superRefine(requireOneVersion(key, …))` (see `requiredInOneLanguage`).
 */
export function textInBothLanguages<K extends string>(key: K, max: number) {
  return { [key]: englishVersion(max), [spanishKey(key)]: spanishVersion(max) } as Record<
    K,
    ReturnType<typeof englishVersion>
  > &
    Record<SpanishKey<K>, ReturnType<typeof spanishVersion>>;
}

/**
 * The Spanish version of a text, left out by an editor from before texts had two. A cleared one is
 * kept as an empty text: the server then knows the organizer removed it (see shipped-spanish.ts),
 * and guest pages show the English one, marked, in its place.
 */
const spanishVersion = (max: number) => z.string().trim().max(max, M.tooLong(max)).optional();

/** An optional text with an optional Spanish version, both under the same limit. */
export function optionalTextInBothLanguages<K extends string>(key: K, max: number) {
  return { [key]: optionalEditText(max), [spanishKey(key)]: spanishVersion(max) } as Record<
    K,
    ReturnType<typeof optionalEditText>
  > &
    Record<SpanishKey<K>, ReturnType<typeof spanishVersion>>;
}

/** The refinement an object with texts in both languages gets: each named pair needs one version. */
export function requiredInOneLanguage<K extends string>(...keys: K[]) {
  const checks = keys.map((key) => requireOneVersion(key, M.requiredInOneLanguage));
  return (value: Partial<Record<K | SpanishKey<K>, unknown>>, context: z.RefinementCtx): void => {
    for (const check of checks) check(value, context);
  };
}

/** Lists of short texts; a form may send them as one item per line. Blank items are dropped. */
export const textList = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split('\n') : value),
    z
      .array(z.string().trim().max(max, M.tooLong(max)))
      .max(30, 'At most 30 items')
      .transform((items) => items.filter(Boolean)),
  );

/**
 * A list in both languages, item i of the Spanish translating item i of the English. The Spanish
 * list may be left out (an editor from before lists had two versions): it is empty then.
 */
export function listInBothLanguages<K extends string>(key: K, max: number) {
  const spanish = z.preprocess((value) => value ?? [], textList(max));
  return { [key]: textList(max), [spanishKey(key)]: spanish } as Record<
    K,
    ReturnType<typeof textList>
  > &
    Record<SpanishKey<K>, typeof spanish>;
}
