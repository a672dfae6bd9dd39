import { PHOTO_UPLOAD_LIMITS, galleryApi, type PhotoContentType } from '../../../protocol/gallery';
import { UPLOADABLE_MOMENT_TYPES, type MomentType } from '../../../protocol/moments';
import { call } from '../../lib/api';

export const canUpload = (type: MomentType) =>
  (UPLOADABLE_MOMENT_TYPES as readonly string[]).includes(type);

/** Why a chosen file cannot be sent (a key of the moments catalog), or null when it can. */
export function fileProblem(file: File): 'form.fileType' | 'form.fileTooLarge' | null {
  if (!(PHOTO_UPLOAD_LIMITS.contentTypes as readonly string[]).includes(file.type))
    return 'form.fileType';
  if (file.size > PHOTO_UPLOAD_LIMITS.maxBytes) return 'form.fileTooLarge';
  return null;
}

/**
 * The gallery's upload path for a moment's photo or GIF: a presigned PUT bound to the file's type
 * and size, the file sent straight to storage, and its upload URL for the moment to name (the
 * server then checks and processes it as it does gallery photos).
 */
export async function uploadMomentMedia(file: Blob): Promise<string> {
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
