import { galleryApi, toGuestPhotoBody, type AddedPhoto } from '../../../protocol/gallery';
import { call } from '../../lib/api';

/**
 * Sends a GIF through the photo pipeline, as the photo uploader does: a presigned PUT for its type
 * and size, the file straight to storage, then the confirmation, where the server checks it and
 * makes its renditions (animated WebP: the animation is kept in what guests see).
 */
export async function uploadGif(
  gif: Blob,
  form: { guestName: string; caption: string },
): Promise<AddedPhoto> {
  const signed = await call(galleryApi.uploadUrl, {
    body: { contentType: 'image/gif', size: gif.size },
  });
  const stored = await fetch(signed.uploadURL, {
    method: signed.method,
    headers: signed.headers,
    body: gif,
  });
  if (!stored.ok) throw new Error(`The GIF upload failed (${stored.status})`);
  return call(galleryApi.addGuestPhoto, { body: toGuestPhotoBody(signed.uploadURL, form) });
}
