/** Brands of HEVC-coded HEIF (ISO/IEC 23008-12): what phones write, and what sharp cannot decode. */
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
/** Brands of AV1-coded HEIF: sharp decodes those itself. */
const AV1_BRANDS = new Set(['avif', 'avis']);
/** Brands of HEIF that say nothing of the codec. */
const GENERIC_BRANDS = new Set(['mif1', 'msf1']);

/** The brands of an ISO media file's leading `ftyp` box (major first), or none. */
function ftypBrands(bytes: Buffer): string[] {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return [];
  const size = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [bytes.toString('latin1', 8, 12)];
  // Bytes 12 to 16 are the minor version; compatible brands follow, four bytes each.
  for (let offset = 16; offset + 4 <= size; offset += 4) {
    brands.push(bytes.toString('latin1', offset, offset + 4));
  }
  return brands;
}

/**
 * Whether these bytes are HEIC (HEVC-coded HEIF) by their content, whatever the file was called or
 * declared as: an HEVC brand anywhere in `ftyp`, or a generic HEIF brand as the major one without
 * an AV1 brand (AVIF stays sharp's).
 */
export function isHeic(bytes: Buffer): boolean {
  const brands = ftypBrands(bytes);
  if (brands.some((brand) => HEVC_BRANDS.has(brand))) return true;
  if (brands.some((brand) => AV1_BRANDS.has(brand))) return false;
  return GENERIC_BRANDS.has(brands[0] ?? '');
}
