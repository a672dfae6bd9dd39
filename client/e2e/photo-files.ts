import sharp from 'sharp';

/**
 * A phone camera's photo as a file input is given it (setInputFiles): a real JPEG (quality 80,
 * sharp's default) of one colour, 1600×1200 unless told, so what the app resizes and stores is
 * what it gets from a guest.
 */
export async function jpegFile(
  name: string,
  background: string,
  { width = 1600, height = 1200 } = {},
): Promise<{ name: string; mimeType: 'image/jpeg'; buffer: Buffer }> {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
