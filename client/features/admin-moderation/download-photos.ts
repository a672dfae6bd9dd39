import { galleryApi, GALLERY_ZIP_NAME } from '../../../protocol/gallery';
import { apiRequest } from '../../lib/api';

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
  // Browsers keep a large Blob on disk, not in the page's memory.
  const url = URL.createObjectURL(new Blob(parts, { type: 'application/zip' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = GALLERY_ZIP_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled: the download keeps its own reference.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return received;
}
