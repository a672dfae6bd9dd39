import { badRequest } from '../../lib/http/errors';
import { NotAnImageError, processPhoto } from '../../lib/images/pipeline';
import { fetchRemoteImage, RemoteImageError } from '../../lib/images/remote-image';
import type { Logger } from '../../lib/logger';
import type { ObjectStorage } from '../../lib/storage';
import { photoKeys, withPrintCopies } from './keys';
import type { MediaKeys } from './renditions';

/*
 * Pictures organizers give as links to other sites (a party member's portrait, a story event's
 * image): the page may load only the site's own pictures (the CSP names no other host), so the
 * server copies each one into the store when it is saved and pages show the copy.
 */

/** What copying needs: the store, and whether links may point at loopback (tests). */
export interface LinkedImageDeps {
  storage: ObjectStorage;
  logger: Logger;
  allowLoopback: boolean;
}

/** A link's picture once in the store: its renditions' addresses and its files. */
export interface CopiedImage {
  thumbUrl: string;
  largeUrl: string;
  keys: MediaKeys;
}

/** A link to a picture on another site (a path starting with / is the site's own). */
export const isLink = (value: string) => /^https?:\/\//i.test(value);

/**
 * The picture at `link`, copied into the store through the photo pipeline (checked as a picture,
 * metadata dropped, WebP renditions) under a folder named after `name`. A link that cannot be
 * fetched or read is refused with `message`, on the form's field `field`.
 */
export async function copyLinkedImage(
  deps: LinkedImageDeps,
  name: string,
  link: string,
  refusal: { field: string; message: string },
): Promise<CopiedImage> {
  let processed;
  try {
    const body = await fetchRemoteImage(link, { allowLoopback: deps.allowLoopback });
    processed = await processPhoto(body);
  } catch (error) {
    if (!(error instanceof RemoteImageError) && !(error instanceof NotAnImageError)) throw error;
    deps.logger.warn({ reason: error.message, field: refusal.field }, 'image link not copied');
    throw badRequest(refusal.message, [{ path: refusal.field, message: refusal.message }]);
  }
  const keys = photoKeys(name, processed.original.extension);
  const [thumb, large] = processed.renditions;
  const written: string[] = [];
  try {
    for (const [key, body, type] of [
      [keys.originalKey, processed.original.body, processed.original.contentType],
      [keys.thumbKey, thumb!.body, thumb!.contentType],
      [keys.largeKey, large!.body, large!.contentType],
    ] as const) {
      await deps.storage.write(key, body, type);
      written.push(key);
    }
  } catch (error) {
    await deps.storage.remove(written);
    throw error;
  }
  return {
    thumbUrl: deps.storage.publicUrl(keys.thumbKey),
    largeUrl: deps.storage.publicUrl(keys.largeKey),
    keys,
  };
}

/** Removes copied pictures' files (a save that failed, a picture replaced or removed). */
export async function removeCopiedImages(
  deps: LinkedImageDeps,
  copies: (MediaKeys | undefined | null)[],
): Promise<void> {
  const keys = copies.flatMap((keys) =>
    keys ? withPrintCopies([keys.originalKey, keys.thumbKey, keys.largeKey]) : [],
  );
  if (keys.length === 0) return;
  try {
    await deps.storage.remove(keys);
  } catch (error) {
    // Files left behind are only disk space; what referred to them is saved.
    deps.logger.warn({ err: error }, 'copied image files not removed');
  }
}
