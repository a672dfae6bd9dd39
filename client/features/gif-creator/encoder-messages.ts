/** What the page sends the GIF worker: the recorded frames' RGBA buffers (transferred, not copied). */
export type EncodeRequest = {
  frames: ArrayBuffer[];
  width: number;
  height: number;
  delayMs: number;
};

export type EncoderMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; gif: ArrayBuffer }
  | { type: 'error'; message: string };
