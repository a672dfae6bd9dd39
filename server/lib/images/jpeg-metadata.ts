/**
 * Removes metadata from a JPEG without re-encoding it: EXIF and XMP (APP1, which hold the GPS
 * position, camera serials, ...), IPTC (APP13) and comments are dropped, everything else (the
 * colour profile, the picture itself) is kept byte for byte. The EXIF orientation, when it turns
 * the picture, is written back alone so that the kept original still shows upright.
 * Answers null when the bytes are not a JPEG this can walk (the caller re-encodes instead).
 */
export function stripJpegMetadata(input: Buffer, orientation = 1): Buffer | null {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== 0xd8) return null;
  const kept: Buffer[] = [input.subarray(0, 2)];
  let insertAt = 1;
  let offset = 2;
  while (offset + 4 <= input.length) {
    if (input[offset] !== 0xff) return null;
    const marker = input[offset + 1]!;
    // Fill bytes between segments.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xda) {
      kept.push(input.subarray(offset));
      break;
    }
    const length = input.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > input.length) return null;
    const drop = marker === 0xe1 || marker === 0xed || marker === 0xfe;
    if (!drop) {
      kept.push(input.subarray(offset, end));
      // Keep the JFIF header (APP0) first, as readers expect.
      if (marker === 0xe0 && kept.length === 2) insertAt = 2;
    }
    offset = end;
  }
  if (kept.length < 2 || kept[kept.length - 1]![1] !== 0xda) return null;
  if (orientation > 1 && orientation <= 8)
    kept.splice(insertAt, 0, orientationOnlyExif(orientation));
  return Buffer.concat(kept);
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
