/** The photos bench's floors, in its own process: sharp's decoding alone and the pipeline alone. */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { processPhoto } from '../../lib/images/pipeline';

/** CPU a call costs in this process, one at a time (a warm-up call first). */
async function cpuMsEach(
  rounds: number,
  call: (round: number) => Promise<unknown>,
): Promise<number> {
  await call(0);
  const before = process.cpuUsage();
  for (let i = 0; i < rounds; i += 1) await call(i);
  const cpu = process.cpuUsage(before);
  return (cpu.user + cpu.system) / 1000 / rounds;
}

/**
 * The floor under any pipeline: decoding the JPEG to pixels and nothing else (one libvips thread,
 * as the pipeline runs). Two renditions a photo can never come faster than this allows.
 */
export async function decodeAlone(images: Buffer[]): Promise<number> {
  const cpuMs = await cpuMsEach(12, (i) =>
    sharp(images[i % images.length]!, { sequentialRead: true })
      .raw()
      .toBuffer(),
  );
  console.log(
    `  decoding alone (JPEG to pixels, nothing else): ${cpuMs.toFixed(0)} ms CPU a photo ` +
      `=> at most ${((2 * cpus().length * 1000) / cpuMs).toFixed(1)} thumbnails/s with ${cpus().length} free cores and no encoding`,
  );
  return cpuMs;
}

/** The pipeline in this process, one photo at a time: CPU and wall time a 12 MP photo. */
export async function pipelineAlone(images: Buffer[]): Promise<number> {
  await processPhoto(images[0]!);
  const rounds = 12;
  const bytes = { thumb: 0, large: 0 };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < rounds; i += 1) {
    const photo = await processPhoto(images[i % images.length]!);
    for (const rendition of photo.renditions) bytes[rendition.name] += rendition.body.length;
  }
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000 / rounds;
  const wallMs = (performance.now() - started) / rounds;
  console.log(
    `  pipeline alone (this process, one at a time): ${cpuMs.toFixed(0)} ms CPU, ${wallMs.toFixed(0)} ms wall a photo ` +
      `=> ${((2 * cpus().length * 1000) / cpuMs).toFixed(1)} thumbnails/s of sharp work with ${cpus().length} free cores; ` +
      `renditions ${(bytes.thumb / rounds / 1024).toFixed(0)} KB thumb, ${(bytes.large / rounds / 1024).toFixed(0)} KB large`,
  );
  return cpuMs;
}
