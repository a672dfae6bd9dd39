import { galleryApi, GALLERY_ZIP_NAME } from '../../../protocol/gallery';
import { apiRequest } from '../../lib/api';
import { saveFile } from '../../lib/save-file';

/**
 * Fetches the ZIP of every original, telling how many bytes arrived so far (the server streams it,
 * so there is no total), then hands it to the browser's download as `wedding-photos.zip`.
 */
export async function downloadAllPhotos(onProgress: (bytes: number) => void): Promise<number> {
  const response = await apiRequest(galleryApi.downloadAll.method, galleryApi.downloadAll.path);
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value as Uint8Array<ArrayBuffer>);
      received += value.byteLength;
      onProgress(received);
    }
  }
  saveFile(new Blob(parts, { type: 'application/zip' }), GALLERY_ZIP_NAME);
  return received;
}
