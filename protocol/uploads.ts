import { z } from 'zod';
import { GALLERY_MESSAGES, PHOTO_UPLOAD_LIMITS } from './gallery';
import { endpoint } from './http';
import { defineMessages } from './messages';

/**
 * Large files go in parts (S3 multipart, or the app's disk store taking the parts itself): each
 * part is its own PUT, so a dropped venue connection costs one part, and an upload resumes after a
 * reload by asking which parts already arrived.
 */
export const MULTIPART_MESSAGES = defineMessages('upload', {
  videoTooLarge: 'This video is larger than 600 MB. Please choose a shorter one.',
  unknownMultipart: 'This upload does not exist or has expired. Please upload the file again.',
  partOutOfRange: 'This part is not one of the upload’s parts.',
  partsMissing: 'Some parts of the file have not arrived. Please try again.',
  partsMismatch: 'The parts that arrived do not match the file. Please upload it again.',
  sizeMismatch: 'The file that arrived is not the size that was declared.',
  proxyTooLarge:
    'The site’s server refused a file this large. Please try a smaller one, or tell the couple.',
});

/** Videos a phone records; the pipeline that takes them is the video feature's. */
export const VIDEO_CONTENT_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
export const MEDIA_CONTENT_TYPES = [
  ...PHOTO_UPLOAD_LIMITS.contentTypes,
  ...VIDEO_CONTENT_TYPES,
] as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];

export const MULTIPART_LIMITS = {
  /** A video of a wedding moment: 600 MB. Pictures keep PHOTO_UPLOAD_LIMITS.maxBytes. */
  videoMaxBytes: 600 * 1024 * 1024,
  /** Files above this go in parts (the client's choice; the server takes either). */
  thresholdBytes: 8 * 1024 * 1024,
  /** S3 refuses parts under 5 MiB except the last; the server's part size is 8 MiB by default. */
  minPartBytesOnS3: 5 * 1024 * 1024,
  /** At most this many parts: the part size grows for a file that would need more. */
  maxParts: 100,
  /** How long a multipart upload may take, from its start (a 600 MB video on venue Wi-Fi). */
  ttlSeconds: 6 * 60 * 60,
} as const;

export const isVideoType = (type: string) =>
  (VIDEO_CONTENT_TYPES as readonly string[]).includes(type);

/** The largest file of a type: 600 MB for a video, the photo bound for a picture. */
export const maxBytesOf = (type: string) =>
  isVideoType(type) ? MULTIPART_LIMITS.videoMaxBytes : PHOTO_UPLOAD_LIMITS.maxBytes;

export const multipartStartSchema = z
  .object({
    contentType: z.enum(MEDIA_CONTENT_TYPES, { error: GALLERY_MESSAGES.typeRefused }),
    size: z.number({ error: GALLERY_MESSAGES.emptyFile }).int().min(1, GALLERY_MESSAGES.emptyFile),
    fileName: z.string().max(255).optional(),
  })
  .superRefine((value, context) => {
    if (value.size > maxBytesOf(value.contentType))
      context.addIssue({
        code: 'custom',
        path: ['size'],
        message: isVideoType(value.contentType)
          ? MULTIPART_MESSAGES.videoTooLarge
          : GALLERY_MESSAGES.tooLarge,
      });
  });
export type MultipartStart = z.infer<typeof multipartStartSchema>;

export const multipartStartedSchema = z.object({
  uploadId: z.string(),
  key: z.string(),
  /** Every part but the last is exactly this long (the server signs each part's length). */
  partSize: z.number().int(),
  expiresAt: z.string(),
});
export type MultipartStarted = z.infer<typeof multipartStartedSchema>;

const uploadIdSchema = z.string().regex(/^[A-Za-z0-9._~+/=-]{1,1024}$/);
const keySchema = z.string().max(200);
export const multipartRefSchema = z.object({ key: keySchema, uploadId: uploadIdSchema });
export type MultipartRef = z.infer<typeof multipartRefSchema>;

export const signPartSchema = multipartRefSchema.extend({
  partNumber: z.number().int().min(1).max(MULTIPART_LIMITS.maxParts),
});
export const signedPartSchema = z.object({
  url: z.string(),
  headers: z.record(z.string(), z.string()),
});
export type SignedPart = z.infer<typeof signedPartSchema>;

export const uploadedPartSchema = z.object({
  PartNumber: z.number().int().min(1).max(MULTIPART_LIMITS.maxParts),
  ETag: z.string().max(200),
  Size: z.number().int().optional(),
});
export type UploadedPart = z.infer<typeof uploadedPartSchema>;

export const completeMultipartSchema = multipartRefSchema.extend({
  parts: z.array(uploadedPartSchema).min(1).max(MULTIPART_LIMITS.maxParts),
});
/** The finished upload: `uploadURL` is what the post then names, as after a single PUT. */
export const multipartCompletedSchema = z.object({ uploadURL: z.string(), key: z.string() });

/** The route of the disk store's signed PUTs (`/uploads/<key>`) and of its served photos. */
const storedObjectParams = z.object({ key: z.array(z.string()).min(1).max(16) });

export const uploadsApi = {
  /** A picture or video in parts: its key, upload id and part size (standard allowance). */
  startMultipart: endpoint({
    method: 'POST',
    path: '/api/objects/multipart',
    access: 'public',
    body: multipartStartSchema,
    response: multipartStartedSchema,
  }),
  /** A signed PUT for one part, bound to its exact length (only the device that started it). */
  signPart: endpoint({
    method: 'POST',
    path: '/api/objects/multipart/part',
    access: 'public',
    writeLimit: 'light',
    body: signPartSchema,
    response: signedPartSchema,
  }),
  /** The parts that arrived, to resume after a reload or a dropped connection. */
  listParts: endpoint({
    method: 'POST',
    path: '/api/objects/multipart/parts',
    access: 'public',
    writeLimit: 'light',
    body: multipartRefSchema,
    response: z.array(uploadedPartSchema),
  }),
  /** Joins the parts in order: every part there, each its length, the total the declared size. */
  completeMultipart: endpoint({
    method: 'POST',
    path: '/api/objects/multipart/complete',
    access: 'public',
    body: completeMultipartSchema,
    response: multipartCompletedSchema,
  }),
  abortMultipart: endpoint({
    method: 'POST',
    path: '/api/objects/multipart/abort',
    access: 'public',
    writeLimit: 'light',
    body: multipartRefSchema,
    response: z.object({ ok: z.literal(true) }),
  }),
  /**
   * The disk store's signed PUT of a whole file or a part (no S3): the signature is the access
   * (issued only to a caller who passed every check), bounding type, length and expiry.
   */
  localPut: endpoint({
    method: 'PUT',
    path: '/uploads/{*key}',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    writeLimit: 'none',
    params: storedObjectParams,
    rawBody: true,
    response: z.unknown(),
  }),
  /** The disk store's served renditions (only `photos/`), as S3's public prefix would be. */
  localFile: endpoint({
    method: 'GET',
    path: '/uploads/{*key}',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    params: storedObjectParams,
    file: true,
    response: z.unknown(),
  }),
};
