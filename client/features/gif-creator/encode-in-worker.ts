import type { EncodeRequest, EncoderMessage } from './encoder-messages';

/**
 * Encodes recorded frames into a GIF in a Web Worker. The frames' buffers move to the worker
 * (the recorder no longer needs them); progress is reported as frames are written.
 */
export function encodeInWorker(
  request: EncodeRequest,
  onProgress: (done: number, total: number) => void,
): Promise<Blob> {
  const worker = new Worker(new URL('./gif-encoder.worker.ts', import.meta.url), {
    type: 'module',
  });
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<EncoderMessage>) => {
      const message = event.data;
      if (message.type === 'progress') return onProgress(message.done, message.total);
      worker.terminate();
      if (message.type === 'done') resolve(new Blob([message.gif], { type: 'image/gif' }));
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The GIF worker failed'));
    };
    worker.postMessage(request, request.frames);
  });
}
