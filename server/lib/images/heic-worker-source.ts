/**
 * The HEIC decoder's thread, as source text: libheif compiled to WebAssembly (libheif-js, which
 * heic-decode wraps) decodes a 12 MP photo in several seconds of one core, which on the server's
 * own thread would stall every request and socket meanwhile. Plain CommonJS run with `eval`, so
 * the bundled server (esbuild, one file) needs no second file next to it.
 *
 * heic-decode's own `decode` is not used: it decodes the file's first image, which in a burst or
 * an edited photo need not be the primary one a phone shows. This asks libheif for the primary
 * image, checks its size before decoding, and decodes it with its transformations (irot, imir,
 * clap) applied, so the pixels come out upright. EXIF is never read: HEIF says the transformations
 * alone orient the picture.
 */
export const HEIC_WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const libheif = require(workerData.libheif);

function decode(bytes, maxPixels) {
  const context = libheif.heif_context_alloc();
  try {
    const read = libheif.heif_context_read_from_memory(context, bytes);
    if (read.code !== libheif.heif_error_code.heif_error_Ok) {
      return { ok: false, reason: 'damaged', detail: read.message };
    }
    const handle = libheif.heif_js_context_get_primary_image_handle(context);
    if (!handle || handle.code) return { ok: false, reason: 'damaged', detail: 'no primary image' };
    try {
      const width = libheif.heif_image_handle_get_width(handle);
      const height = libheif.heif_image_handle_get_height(handle);
      if (width * height > maxPixels) return { ok: false, reason: 'too-large', detail: width + 'x' + height };
      const alpha = Boolean(libheif.heif_image_handle_has_alpha_channel(handle));
      const chroma = alpha
        ? libheif.heif_chroma.heif_chroma_interleaved_RGBA
        : libheif.heif_chroma.heif_chroma_interleaved_RGB;
      const image = libheif.heif_js_decode_image2(handle, libheif.heif_colorspace.heif_colorspace_RGB, chroma);
      if (!image || image.code || !image.channels) {
        return { ok: false, reason: 'damaged', detail: (image && image.message) || 'not decoded' };
      }
      try {
        const plane = image.channels.find((channel) => channel.id === libheif.heif_channel.heif_channel_interleaved);
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

parentPort.on('message', ({ id, bytes, maxPixels }) => {
  let answer;
  try {
    answer = decode(new Uint8Array(bytes), maxPixels);
  } catch (error) {
    answer = { ok: false, reason: 'damaged', detail: String(error && error.message) };
  }
  const transfer = answer.ok ? [answer.data.buffer] : [];
  parentPort.postMessage({ id, ...answer }, transfer);
});
`;
