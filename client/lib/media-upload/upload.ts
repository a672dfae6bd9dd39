import { PHOTO_UPLOAD_LIMITS, galleryApi, type PhotoContentType } from '../../../protocol/gallery';
import { call } from '../api';

/** Why a chosen file cannot be sent (a key of the 'media' catalog), or null when it can. */
export function fileProblem(file: File): 'fileType' | 'fileTooLarge' | null {
  if (!(PHOTO_UPLOAD_LIMITS.contentTypes as readonly string[]).includes(file.type))
    return 'fileType';
  if (file.size > PHOTO_UPLOAD_LIMITS.maxBytes) return 'fileTooLarge';
  return null;
}

/**
 * The one upload path for a post's picture (a moment's photo or GIF, a guest book photo, a photo
 * on a moment of the day): a presigned PUT bound to the file's type and size, the file sent
 * straight to storage, and its upload URL for the post to name (the server then checks and
 * processes it as it does gallery photos).
 */
export async function uploadMedia(file: Blob): Promise<string> {
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
