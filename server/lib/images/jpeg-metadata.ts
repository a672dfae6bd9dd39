const ICC_PROFILE = Buffer.from('ICC_PROFILE\0', 'latin1');

/**
 * Which application segments stay: the JFIF header (APP0), the colour profile (APP2
 * "ICC_PROFILE") and Adobe's colour transform (APP14), which decoders need to show the picture
 * right. Every other APPn is someone's metadata: EXIF and XMP (APP1, with the GPS position and
 * camera serials), the multi-picture index (APP2 "MPF") pointing at a secondary image, FlashPix,
 * IPTC (APP13), vendors' blocks.
 */
function keepsSegment(marker: number, payload: Buffer): boolean {
  if (marker === 0xfe) return false;
  if (marker < 0xe0 || marker > 0xef) return true;
  if (marker === 0xe0 || marker === 0xee) return true;
  return marker === 0xe2 && payload.subarray(0, ICC_PROFILE.length).equals(ICC_PROFILE);
}

/**
 * Where a scan's entropy-coded data ends: the first marker that is neither a stuffed 0xFF00 nor
 * a restart marker (RST0-7).
 */
function endOfScan(input: Buffer, from: number): number {
  let at = from;
  for (;;) {
    at = input.indexOf(0xff, at);
    if (at < 0 || at + 1 >= input.length) return input.length;
    const next = input[at + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) at += 1;
    else return at;
  }
}

/**
 * Removes metadata from a JPEG without re-encoding it: every segment but the picture's own
 * (see keepsSegment) is dropped, and the file ends at the first picture's end-of-image marker:
 * phones append a second JPEG there (a depth map, a motion photo's frame or video) with EXIF of
 * its own. The EXIF orientation, when it turns the picture, is written back alone so that the
 * kept original still shows upright.
 * Answers null when the bytes are not a whole JPEG this can walk (the caller re-encodes instead).
 */
export function stripJpegMetadata(input: Buffer, orientation = 1): Buffer | null {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== 0xd8) return null;
  const kept: Buffer[] = [input.subarray(0, 2)];
  let insertAt = 1;
  let scanned = false;
  let offset = 2;
  while (offset + 2 <= input.length) {
    if (input[offset] !== 0xff) return null;
    const marker = input[offset + 1]!;
    // Fill bytes between segments.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd9) {
      if (!scanned) return null;
      kept.push(input.subarray(offset, offset + 2));
      if (orientation > 1 && orientation <= 8)
        kept.splice(insertAt, 0, orientationOnlyExif(orientation));
      return Buffer.concat(kept);
    }
    if (offset + 4 > input.length) return null;
    const length = input.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > input.length) return null;
    if (marker === 0xda) {
      // A scan: its header, then coded data up to the next marker (a progressive JPEG has several).
      const dataEnd = endOfScan(input, end);
      kept.push(input.subarray(offset, dataEnd));
      scanned = true;
      offset = dataEnd;
      continue;
    }
    if (keepsSegment(marker, input.subarray(offset + 4, end))) {
      kept.push(input.subarray(offset, end));
      // Keep the JFIF header (APP0) first, as readers expect.
      if (marker === 0xe0 && kept.length === 2) insertAt = 2;
    }
    offset = end;
  }
  // No end-of-image marker: a cut-off file.
  return null;
}

/** An APP1 EXIF segment holding only the Orientation tag (0x0112). */
function orientationOnlyExif(orientation: number): Buffer {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // big-endian TIFF header, IFD0 at 8
    0x00,
    0x01, // one entry
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00, // SHORT
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}
