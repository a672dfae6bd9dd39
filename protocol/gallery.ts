import { z } from 'zod';
import { postVideoSchema, videoFailureSchema } from './post-video';
import { endpoint, idParams, isoDate } from './http';
import { FIELD_MESSAGES } from './form-fields';
import { defineMessages } from './messages';

export const GALLERY_MESSAGES = defineMessages('gallery', {
  photoUrlInvalid: 'Please provide a valid photo URL',
  guestNameRequired: 'Guest name is required',
  uploadUrlFailed: 'Failed to get upload URL',
  uploadFailed: 'Upload failed',
  uploadFailedDetail: 'There was an error uploading your photo. Please try again.',
  uploaded: 'Photo uploaded successfully!',
  uploadedDetail: 'Your photo has been added to the wedding gallery.',
  pendingBanner: 'Adding your photo to the gallery...',
  typeRefused: 'Only photos can be shared here (JPG, PNG, GIF, WebP or HEIC).',
  tooLarge: 'This photo is larger than 10 MB. Please choose a smaller one.',
  emptyFile: 'This file is empty.',
  needDevice: 'A device id (X-Device-Id header) is required to share a photo.',
  unknownUpload: 'This upload does not exist or has expired. Please upload the photo again.',
  otherDevice: 'This upload was started on another device.',
  alreadyConfirmed: 'This photo has already been added.',
  notArrived: 'The photo has not reached storage yet. Please try again.',
  photoNotFound: 'This photo does not exist (it may have been removed).',
  tooLong: FIELD_MESSAGES.tooLong,
});

/**
 * Refusals of the upload pipeline that guests may meet, each translated in the client's catalogs
 * (photos, moments, guest book) under `errors.<key>`.
 */
export const UPLOAD_MESSAGES = defineMessages('upload', {
  tooManyOpen:
    'You have too many photos uploading at once. Please wait until they have been added, then try again.',
  linkUsed: 'This upload link has already been used. Please upload the photo again.',
  notFromThisSite:
    'Photos must be uploaded here: links to pictures on other websites are not accepted.',
});

/** What an empty name or caption becomes. */
export const GUEST_PHOTO_DEFAULTS = {
  guestName: 'Anonymous Guest',
  caption: 'Wedding memory',
} as const;

/**
 * At most 10 MB a photo, pictures only ('JPG, PNG, GIF (max 10MB)'); several at once (the issue
 * asks for more than the spec's single file). WebP and iPhone HEIC/HEIF are taken too: the server
 * decodes what it can and refuses the rest with a clear message (see docs/photo-sharing.md).
 */
export const PHOTO_UPLOAD_LIMITS = {
  maxFiles: 10,
  maxBytes: 10_485_760,
  contentTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic', 'image/heif'],
} as const;
export type PhotoContentType = (typeof PHOTO_UPLOAD_LIMITS.contentTypes)[number];

/** How long a presigned upload URL stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/** A photo of the wedding gallery (collection `gallery_photos`). */
export const galleryPhotoSchema = z.object({
  id: z.string(),
  /** The large rendition (about 1600 px, WebP), upright and without metadata. */
  url: z.string(),
  /** The grid thumbnail (about 480 px, WebP). */
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  caption: z.string(),
  uploaderName: z.string(),
  /** A guest's video: `url`/`thumbUrl` are its poster's renditions, this its MP4. */
  video: postVideoSchema.optional(),
  /** Only ever answered to its uploader's device: still being made, or not made (and why). */
  processing: z.literal(true).optional(),
  videoFailure: videoFailureSchema.optional(),
  createdAt: isoDate,
});
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

/** Name and caption are optional on the form; left empty they take GUEST_PHOTO_DEFAULTS. */
export const guestPhotoFormSchema = z.object({
  guestName: z.string().trim().max(80, GALLERY_MESSAGES.tooLong(80)).default(''),
  caption: z.string().trim().max(500, GALLERY_MESSAGES.tooLong(500)).default(''),
});
export type GuestPhotoForm = z.input<typeof guestPhotoFormSchema>;

/** The body of PUT /api/guest-photos, recorded once the file is stored at photoURL. */
export const guestPhotoBodySchema = z.object({
  photoURL: z.url({ protocol: /^https?$/, error: GALLERY_MESSAGES.photoUrlInvalid }).max(2048),
  guestName: z
    .string({ error: GALLERY_MESSAGES.guestNameRequired })
    .trim()
    .min(1, GALLERY_MESSAGES.guestNameRequired)
    .max(80, GALLERY_MESSAGES.tooLong(80)),
  caption: z
    .string()
    .trim()
    .max(500, GALLERY_MESSAGES.tooLong(500))
    .optional()
    .transform((caption) => caption || GUEST_PHOTO_DEFAULTS.caption),
});
export type GuestPhotoBody = z.input<typeof guestPhotoBodySchema>;

/** Fills the defaults of an empty name or caption, as the photo section does before sending. */
export function toGuestPhotoBody(photoURL: string, form: GuestPhotoForm): GuestPhotoBody {
  const { guestName, caption } = guestPhotoFormSchema.parse(form);
  return {
    photoURL,
    guestName: guestName || GUEST_PHOTO_DEFAULTS.guestName,
    caption: caption || GUEST_PHOTO_DEFAULTS.caption,
  };
}

/** What the browser says of the file before uploading it: its type and exact size. */
export const uploadRequestSchema = z.object({
  contentType: z.enum(PHOTO_UPLOAD_LIMITS.contentTypes, { error: GALLERY_MESSAGES.typeRefused }),
  size: z
    .number({ error: GALLERY_MESSAGES.emptyFile })
    .int()
    .min(1, GALLERY_MESSAGES.emptyFile)
    .max(PHOTO_UPLOAD_LIMITS.maxBytes, GALLERY_MESSAGES.tooLarge),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/**
 * A signed, expiring URL to PUT one file to (bound to this type and size), with the headers to
 * send. `uploadURL` is then the photoURL of PUT /api/guest-photos.
 */
export const uploadUrlSchema = z.object({
  uploadURL: z.url(),
  key: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: isoDate,
});
export type UploadUrl = z.infer<typeof uploadUrlSchema>;

/** A photo as its uploader gets it back: published at once, or waiting for an organizer. */
export const addedPhotoSchema = galleryPhotoSchema.extend({
  status: z.enum(['published', 'pending']),
});
export type AddedPhoto = z.infer<typeof addedPhotoSchema>;

export const photoRemovedSchema = z.object({ id: z.string() });
export type PhotoRemoved = z.infer<typeof photoRemovedSchema>;

/** Newest first; the gallery and the wall show at most this many. */
export const GALLERY_LIST_LIMIT = 500;

/** The ZIP of every original, for organizers. */
export const GALLERY_ZIP_NAME = 'wedding-photos.zip';

/**
 * The photo store's check at start-up, for the dashboard: whether a stranger may list the
 * bucket's keys (on S3 the renditions of private moments are public by an unguessable key, so a
 * listing would give them all away). `checking` until the first check ends; `unknown` when the
 * store did not answer it; local disk has nothing to list.
 */
export const storeCheckSchema = z.object({
  storage: z.enum(['local', 's3']),
  listing: z.enum(['not-applicable', 'checking', 'refused', 'allowed', 'unknown']),
});
export type StoreCheck = z.infer<typeof storeCheckSchema>;

export const galleryApi = {
  /**
   * A fresh key and its presigned PUT, from the standard allowance: each one lets a file into
   * storage, so it is no cheap tap (10 photos and their 10 confirmations fit in one minute's).
   * A device holds at most UPLOADS_OPEN_PER_DEVICE links not yet confirmed or expired.
   */
  uploadUrl: endpoint({
    method: 'POST',
    path: '/api/objects/upload',
    access: 'public',
    body: uploadRequestSchema,
    response: uploadUrlSchema,
  }),
  /** Confirms an upload: the server checks and processes the stored file, then records it. */
  addGuestPhoto: endpoint({
    method: 'PUT',
    path: '/api/guest-photos',
    access: 'public',
    body: guestPhotoBodySchema,
    response: addedPhotoSchema,
    status: 201,
  }),
  photos: endpoint({
    method: 'GET',
    path: '/api/gallery-photos',
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    response: z.array(galleryPhotoSchema),
  }),
  /** Deletes a photo for good, its files included (organizers). */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/gallery-photos/:id',
    access: 'organizer',
    params: idParams,
    response: photoRemovedSchema,
  }),
  storeCheck: endpoint({
    method: 'GET',
    path: '/api/admin/gallery/store-check',
    access: 'organizer',
    response: storeCheckSchema,
  }),
  /** Every published original as one ZIP, streamed (the answer is the file, not JSON). */
  downloadAll: endpoint({
    method: 'GET',
    path: '/api/admin/gallery/download',
    access: 'organizer',
    file: true,
    response: z.unknown(),
  }),
};
