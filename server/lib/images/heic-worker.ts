/**
 * The HEIC decoder's thread: libheif compiled to WebAssembly (libheif-js, which heic-decode wraps)
 * decodes a 12 MP photo in several seconds of one core, which on the server's own thread would
 * stall every request and socket meanwhile.
 *
 * The thread runs `decodeHeicThread`'s own compiled text (HEIC_THREAD_SOURCE): a typed function
 * of this module, built by the same toolchain, so the bundled server (esbuild, one file) and the
 * tests need no second file beside them. It therefore uses nothing from outside its body.
 *
 * heic-decode's own `decode` is not used: it decodes the file's first image, which in a burst or
 * an edited photo need not be the primary one a phone shows. This asks libheif for the primary
 * image, checks its size before decoding, and decodes it with its transformations (irot, imir,
 * clap) applied, so the pixels come out upright. EXIF is never read: HEIF says the transformations
 * alone orient the picture.
 */

/** What the thread is asked: one file's bytes (transferred) and the largest picture it decodes. */
export interface HeicRequest {
  id: number;
  bytes: ArrayBuffer;
  maxPixels: number;
}

export type HeicAnswer =
  | { id: number; ok: true; data: Uint8Array; width: number; height: number; channels: 3 | 4 }
  | { id: number; ok: false; reason: 'damaged' | 'too-large'; detail: string };

/** The part of libheif-js's API used here (the package ships no types). */
interface LibHeif {
  heif_error_code: { heif_error_Ok: number };
  heif_chroma: { heif_chroma_interleaved_RGB: number; heif_chroma_interleaved_RGBA: number };
  heif_colorspace: { heif_colorspace_RGB: number };
  heif_channel: { heif_channel_interleaved: number };
  heif_context_alloc(): unknown;
  heif_context_free(context: unknown): void;
  heif_context_read_from_memory(context: unknown, bytes: Uint8Array): HeifError;
  heif_js_context_get_primary_image_handle(context: unknown): (unknown & { code?: number }) | null;
  heif_image_handle_get_width(handle: unknown): number;
  heif_image_handle_get_height(handle: unknown): number;
  heif_image_handle_has_alpha_channel(handle: unknown): number;
  heif_image_handle_release(handle: unknown): void;
  heif_js_decode_image2(handle: unknown, colorspace: number, chroma: number): DecodedImage | null;
  heif_image_release(image: unknown): void;
}
interface HeifError {
  code: number;
  message: string;
}
interface DecodedImage {
  code?: number;
  message?: string;
  image: unknown;
  channels?: { id: number; width: number; height: number; stride: number; data: Uint8Array }[];
}

/** The thread's whole program; `workerData.libheif` is the path of libheif-js's wasm bundle. */
export function decodeHeicThread(): void {
  // A thread started from source text has nothing of this module, and no `require` a bundler would
  // leave alone: Node's built-ins are asked for by name, libheif-js is loaded from its own path.
  const threads = process.getBuiltinModule('node:worker_threads');
  const libheifPath = (threads.workerData as { libheif: string }).libheif;
  const libheif = process.getBuiltinModule('node:module').createRequire(libheifPath)(
    libheifPath,
  ) as LibHeif;
  type Outcome = HeicAnswer extends infer A ? (A extends unknown ? Omit<A, 'id'> : never) : never;

  function pixelsOf(image: DecodedImage, alpha: boolean): Outcome {
    const plane = image.channels?.find(
      (channel) => channel.id === libheif.heif_channel.heif_channel_interleaved,
    );
    if (!plane) return { ok: false, reason: 'damaged', detail: 'no interleaved plane' };
    const channels = alpha ? 4 : 3;
    const row = plane.width * channels;
    let data = plane.data;
    // Rows may be padded to an alignment: sharp wants them packed.
    if (plane.stride !== row) {
      data = new Uint8Array(row * plane.height);
      for (let y = 0; y < plane.height; y += 1) {
        data.set(plane.data.subarray(y * plane.stride, y * plane.stride + row), y * row);
      }
    }
    return { ok: true, width: plane.width, height: plane.height, channels, data };
  }

  function decode(bytes: Uint8Array, maxPixels: number): Outcome {
    const context = libheif.heif_context_alloc();
    try {
      const read = libheif.heif_context_read_from_memory(context, bytes);
      if (read.code !== libheif.heif_error_code.heif_error_Ok)
        return { ok: false, reason: 'damaged', detail: read.message };
      const handle = libheif.heif_js_context_get_primary_image_handle(context);
      if (!handle || handle.code)
        return { ok: false, reason: 'damaged', detail: 'no primary image' };
      try {
        const width = libheif.heif_image_handle_get_width(handle);
        const height = libheif.heif_image_handle_get_height(handle);
        if (width * height > maxPixels)
          return { ok: false, reason: 'too-large', detail: `${width}x${height}` };
        const alpha = Boolean(libheif.heif_image_handle_has_alpha_channel(handle));
        const image = libheif.heif_js_decode_image2(
          handle,
          libheif.heif_colorspace.heif_colorspace_RGB,
          alpha
            ? libheif.heif_chroma.heif_chroma_interleaved_RGBA
            : libheif.heif_chroma.heif_chroma_interleaved_RGB,
        );
        if (!image || image.code || !image.channels)
          return { ok: false, reason: 'damaged', detail: image?.message ?? 'not decoded' };
        try {
          return pixelsOf(image, alpha);
        } finally {
          libheif.heif_image_release(image.image);
        }
      } finally {
        libheif.heif_image_handle_release(handle);
      }
    } finally {
      libheif.heif_context_free(context);
    }
  }

  threads.parentPort?.on('message', ({ id, bytes, maxPixels }: HeicRequest) => {
    let outcome: Outcome;
    try {
      outcome = decode(new Uint8Array(bytes), maxPixels);
    } catch (error) {
      outcome = { ok: false, reason: 'damaged', detail: String((error as Error)?.message) };
    }
    const transfer = outcome.ok ? [outcome.data.buffer as ArrayBuffer] : [];
    threads.parentPort?.postMessage({ id, ...outcome }, transfer);
  });
}

/** The text a decoder thread is started from: the compiled function above, called. */
export const HEIC_THREAD_SOURCE = `(${decodeHeicThread.toString()})()`;
