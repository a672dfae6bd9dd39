import { randomBytes } from 'node:crypto';
import type { MediaContentType } from '../../../protocol/uploads';

const EXTENSIONS: Record<MediaContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/** Where browsers upload to: a fresh, unguessable key per upload, never reused. */
export function incomingKey(contentType: MediaContentType): string {
  return `incoming/${randomBytes(18).toString('base64url')}.${EXTENSIONS[contentType]}`;
}

const INCOMING_IN_URL =
  /(?:^|\/)(incoming\/[A-Za-z0-9_-]{24}\.(?:jpg|png|gif|webp|heic|heif|mp4|mov|webm))$/;

/** The incoming key a photoURL (the upload URL, with or without its query) names, if any. */
export function incomingKeyOf(photoURL: string): string | undefined {
  try {
    const { pathname } = new URL(photoURL);
    return INCOMING_IN_URL.exec(decodeURIComponent(pathname))?.[1];
  } catch {
    return undefined;
  }
}

/** Whether a photoURL names the upload of a video (made by the videos' job, not sharp). */
export const namesVideoUpload = (photoURL: string) =>
  /\.(?:mp4|mov|webm)$/.test(incomingKeyOf(photoURL) ?? '');

/** The only prefix storage serves (the app on local disk, the bucket's public policy on S3). */
export const PUBLIC_MEDIA_PREFIX = 'photos/';
/**
 * Full-size originals: never served (the organizers' ZIP and restoring a hidden photo read them),
 * so a guessed or edited URL cannot reach a picture guests only ever shared as a rendition.
 */
export const PRIVATE_ORIGINALS_PREFIX = 'originals/';

/**
 * A processed photo's files live under keys no presigned URL ever named, so nobody can replace
 * them after the checks; the random part keeps them unguessable in a public bucket. The original
 * and the renditions share the `<id>-<random>` folder name, one under each prefix.
 */
export function photoKeys(photoId: string, originalExtension: string) {
  // Moments' and avatars' files live here too: one layout for everything the pipeline made.
  const folder = `${photoId}-${randomBytes(9).toString('base64url')}`;
  return {
    originalKey: `${PRIVATE_ORIGINALS_PREFIX}${folder}/original.${originalExtension}`,
    thumbKey: `${PUBLIC_MEDIA_PREFIX}${folder}/480.webp`,
    largeKey: `${PUBLIC_MEDIA_PREFIX}${folder}/1600.webp`,
  };
}

const ORIGINAL_FILE = /^(originals\/[^/]+\/)original\.[a-z]+$/;

/**
 * The print copy's key (pipeline.ts `print`): beside the original, private as it is. Undefined for
 * an original stored elsewhere (before originals were private), which has none.
 */
export function printKeyOf(originalKey: string | null | undefined): string | undefined {
  const folder = originalKey ? ORIGINAL_FILE.exec(originalKey)?.[1] : undefined;
  return folder ? `${folder}print.jpg` : undefined;
}

/** A picture's stored files to delete: the keys given, and the print copy of any original. */
export function withPrintCopies(keys: readonly (string | null | undefined)[]): string[] {
  const present = keys.filter((key): key is string => Boolean(key));
  const prints = present.map(printKeyOf).filter((key): key is string => Boolean(key));
  return [...present, ...prints];
}

/** An original in the public folder: how photos were stored before originals became private. */
export const isLegacyOriginal = (key: string) =>
  key.startsWith(PUBLIC_MEDIA_PREFIX) && /\/original\.[^/]+$/.test(key);

/** Where an original stored beside its renditions (before originals were private) now belongs. */
export function privateOriginalKey(legacyKey: string): string | undefined {
  if (!legacyKey.startsWith(PUBLIC_MEDIA_PREFIX)) return undefined;
  return PRIVATE_ORIGINALS_PREFIX + legacyKey.slice(PUBLIC_MEDIA_PREFIX.length);
}
