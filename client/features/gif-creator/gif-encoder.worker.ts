/// <reference lib="webworker" />
import { encodeGif } from './gif-encoding';
import type { EncodeRequest, EncoderMessage } from './encoder-messages';

// Encoding 30 to 75 frames takes seconds of CPU: here, off the page's thread, the dialog stays
// responsive and shows progress.
const worker = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: EncoderMessage, transfer: Transferable[] = []) =>
  worker.postMessage(message, transfer);

worker.onmessage = (event: MessageEvent<EncodeRequest>) => {
  const { frames, width, height, delayMs } = event.data;
  try {
    const bytes = encodeGif(
      { frames: frames.map((buffer) => new Uint8ClampedArray(buffer)), width, height, delayMs },
      (done, total) => post({ type: 'progress', done, total }),
    );
    post({ type: 'done', gif: bytes.buffer as ArrayBuffer }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
