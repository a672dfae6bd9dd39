/**
 * The photo pipeline's worker thread (a Piscina task). Decoding a 12 MP photo passes about 12 MB of
 * buffers through the JavaScript heap's external memory (the upload, its metadata-free copy, the
 * 1600 px pixels); on the server's main thread every 64 MB of those starts a full collection of a
 * heap that holds every socket, model and schema, and each one stalls the realtime pushes. Here they
 * land on a heap of a few megabytes whose collections cost next to nothing.
 */
import { readFile } from 'node:fs/promises';
import { NotAnImageError, processPhotoBytes, type ProcessedPhoto } from './photo-processing';

export type PhotoTask =
  | { input: Uint8Array; file?: undefined; maxBytes?: undefined }
  | { input?: undefined; file: string; maxBytes?: number };

export type PhotoTaskResult =
  | { ok: true; photo: ProcessedPhoto }
  | { ok: false; refused: NotAnImageError['reason']; message: string }
  | { ok: false; refused: 'too-many-bytes' };

export default async function processPhotoTask(task: PhotoTask): Promise<PhotoTaskResult> {
  const input = task.file !== undefined ? await readFile(task.file) : Buffer.from(task.input.buffer, task.input.byteOffset, task.input.byteLength);
  if (task.maxBytes !== undefined && input.length > task.maxBytes) {
    return { ok: false, refused: 'too-many-bytes' };
  }
  try {
    return { ok: true, photo: await processPhotoBytes(input, task.file ?? null) };
  } catch (error) {
    // A class does not survive the thread boundary: what the refusal was does.
    if (error instanceof NotAnImageError) {
      return { ok: false, refused: error.reason, message: error.message };
    }
    throw error;
  }
}
