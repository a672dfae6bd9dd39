import { PHOTO_UPLOAD_LIMITS, galleryApi, type PhotoContentType } from '../../../protocol/gallery';
import { call } from '../../lib/api';

/** Why a chosen file cannot be a venue photo (a key of the editor's `photos` strings), or null. */
export function venuePhotoProblem(file: File): 'photos.fileType' | 'photos.fileTooLarge' | null {
  if (!(PHOTO_UPLOAD_LIMITS.contentTypes as readonly string[]).includes(file.type))
    return 'photos.fileType';
  if (file.size > PHOTO_UPLOAD_LIMITS.maxBytes) return 'photos.fileTooLarge';
  return null;
}

/**
 * The one upload path every picture takes: a presigned PUT bound to the file's type and size, the
 * file sent straight to storage. Saving the venue names the returned upload URL; the server then
 * checks the file and makes its renditions.
 */
export async function uploadVenuePhoto(file: File): Promise<string> {
  const signed = await call(galleryApi.uploadUrl, {
    body: { contentType: file.type as PhotoContentType, size: file.size },
  });
  const put = await fetch(signed.uploadURL, {
    method: signed.method,
    headers: signed.headers,
    body: file,
  });
  if (!put.ok) throw new Error(`upload ${put.status}`);
  return signed.uploadURL;
}
