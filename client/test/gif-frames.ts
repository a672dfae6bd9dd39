/**
 * Reads a GIF's structure for tests: its signature and how many images it holds. Walks the blocks
 * as the GIF89a specification lays them out (header, logical screen, optional global colour table,
 * then extensions and image descriptors with their data sub-blocks, up to the trailer).
 */
export function readGif(bytes: Uint8Array): {
  signature: string;
  width: number;
  height: number;
  frames: number;
  delaysMs: number[];
  loops: boolean;
} {
  const signature = String.fromCharCode(...bytes.subarray(0, 6));
  const width = bytes[6] | (bytes[7] << 8);
  const height = bytes[8] | (bytes[9] << 8);
  const colorTableSize = (flags: number) => (flags & 0x80 ? 3 * (1 << ((flags & 0x07) + 1)) : 0);
  let at = 13 + colorTableSize(bytes[10]);
  const skipSubBlocks = () => {
    while (bytes[at] !== 0) {
      if (at >= bytes.length) throw new Error('GIF ends inside a block');
      at += bytes[at] + 1;
    }
    at += 1;
  };
  let frames = 0;
  let loops = false;
  const delaysMs: number[] = [];
  while (at < bytes.length) {
    const introducer = bytes[at];
    if (introducer === 0x3b) break;
    if (introducer === 0x21) {
      const label = bytes[at + 1];
      if (label === 0xf9) delaysMs.push((bytes[at + 4] | (bytes[at + 5] << 8)) * 10);
      if (label === 0xff && String.fromCharCode(...bytes.subarray(at + 3, at + 11)) === 'NETSCAPE')
        loops = true;
      at += 2;
      skipSubBlocks();
    } else if (introducer === 0x2c) {
      frames += 1;
      const flags = bytes[at + 9];
      at += 10 + colorTableSize(flags) + 1; // descriptor, local colour table, LZW minimum code size
      skipSubBlocks();
    } else {
      throw new Error(`Unexpected GIF block 0x${introducer.toString(16)} at ${at}`);
    }
  }
  return { signature, width, height, frames, delaysMs, loops };
}
