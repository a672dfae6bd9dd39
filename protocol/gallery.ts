import { z } from 'zod';
import { endpoint, isoDate } from './http';

export const GALLERY_MESSAGES = {
  photoUrlInvalid: 'Please provide a valid photo URL',
  guestNameRequired: 'Guest name is required',
  uploadUrlFailed: 'Failed to get upload URL',
  uploadFailed: 'Upload failed',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

/** What an empty name or caption becomes. */
export const GUEST_PHOTO_DEFAULTS = {
  guestName: 'Anonymous Guest',
  caption: 'Wedding memory',
} as const;

/** One file per upload, at most 10 MB, pictures only ('JPG, PNG, GIF (max 10MB)'). */
export const PHOTO_UPLOAD_LIMITS = {
  maxFiles: 1,
  maxBytes: 10_485_760,
  contentTypes: ['image/jpeg', 'image/png', 'image/gif'],
} as const;

/** A photo of the wedding gallery (collection `gallery_photos`). */
export const galleryPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  caption: z.string(),
  uploaderName: z.string(),
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

/** A signed, expiring URL to PUT one file to. */
export const uploadUrlSchema = z.object({ uploadURL: z.url() });
export type UploadUrl = z.infer<typeof uploadUrlSchema>;

export const galleryApi = {
  uploadUrl: endpoint({
    method: 'POST',
    path: '/api/objects/upload',
    access: 'public',
    response: uploadUrlSchema,
  }),
  addGuestPhoto: endpoint({
    method: 'PUT',
    path: '/api/guest-photos',
    access: 'public',
    body: guestPhotoBodySchema,
    response: galleryPhotoSchema,
  }),
  photos: endpoint({
    method: 'GET',
    path: '/api/gallery-photos',
    access: 'public',
    response: z.array(galleryPhotoSchema),
  }),
};
