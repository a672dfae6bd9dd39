import { randomBytes } from 'node:crypto';
import type { PhotoContentType } from '../../../protocol/gallery';

const EXTENSIONS: Record<PhotoContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
};

/** Where browsers upload to: a fresh, unguessable key per upload, never reused. */
export function incomingKey(contentType: PhotoContentType): string {
  return `incoming/${randomBytes(18).toString('base64url')}.${EXTENSIONS[contentType]}`;
}

const INCOMING_IN_URL = /(?:^|\/)(incoming\/[A-Za-z0-9_-]{24}\.(?:jpg|png|gif|webp|heic|heif))$/;

/** The incoming key a photoURL (the upload URL, with or without its query) names, if any. */
export function incomingKeyOf(photoURL: string): string | undefined {
  try {
    const { pathname } = new URL(photoURL);
    return INCOMING_IN_URL.exec(decodeURIComponent(pathname))?.[1];
  } catch {
    return undefined;
  }
}

/**
 * A processed photo's files live under a key no presigned URL ever named, so nobody can replace
 * them after the checks; the random part keeps them unguessable in a public bucket.
 */
export function photoKeys(photoId: string, originalExtension: string) {
  // Moments' files live here too: one public prefix for everything the pipeline made.
  const base = `photos/${photoId}-${randomBytes(9).toString('base64url')}`;
  return {
    originalKey: `${base}/original.${originalExtension}`,
    thumbKey: `${base}/480.webp`,
    largeKey: `${base}/1600.webp`,
  };
}
