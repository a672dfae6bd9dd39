/**
 * `npm run bench -- photos [--photos 60] [--concurrency 20] [--s3]`
 *
 * Starts the built server in its own process (MONGODB_URI on this machine, or an embedded MongoDB;
 * photos on its local-disk store, or with --s3 on an s3rver started on loopback), makes 12 MP JPEGs
 * with sharp, and uploads them as guests' phones do, `concurrency` at a time, each from its own
 * device: presign (POST /api/objects/upload) → PUT to the presigned URL → confirm
 * (PUT /api/guest-photos), while a socket subscribed to `gallery` stands for the /live wall.
 * Reports thumbnails made per second (two per photo), the time from confirm to the wall's
 * `gallery:photo-added` (median, p95), the server process's CPU time a photo and its peak resident
 * memory. Then the pipeline alone in this process (process.cpuUsage): the CPU sharp needs a photo,
 * which a loaded machine changes least. It also reads the CPU the bench's own uploads and the
 * database's process used meanwhile, since on one machine they share the server's cores.
 */
import { randomBytes } from 'node:crypto';
import { deviceFor } from '../test/devices';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../protocol/events';
import type { AddedPhoto, UploadUrl } from '../../protocol/gallery';
import { ensureBuilt } from '../lib/build';
import { startIsolatedApp } from '../test/built-app';
import { startS3, twelveMegapixelJpeg } from './photos/fixtures';
import { decodeAlone, pipelineAlone } from './photos/floors';
import { cpuSecondsOf, memoryOf, pidListeningOn } from './photos/process-memory';
import { benchMongo, projectRoot } from './support/app';
import { percentile } from './support/local';

interface Options {
  photos: number;
  concurrency: number;
  s3: boolean;
}

function parseOptions(args: string[]): Options {
  const options: Options = { photos: 60, concurrency: 20, s3: false };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--s3') options.s3 = true;
    else if (arg === '--photos') options.photos = Number(args[++i]);
    else if (arg === '--concurrency') options.concurrency = Number(args[++i]);
    else throw new Error(`unknown option ${arg}; use --photos 60 --concurrency 20 [--s3]`);
  }
  if (!Number.isInteger(options.photos) || options.photos < 1 || options.photos > 2000)
    throw new Error('--photos: 1 to 2000');
  if (
    !Number.isInteger(options.concurrency) ||
    options.concurrency < 1 ||
    options.concurrency > 100
  )
    throw new Error('--concurrency: 1 to 100');
  return options;
}

/**
 * The summary: thumbnails a second against the decode-only ceiling (two renditions a photo, every
 * core decoding), target ≥ 0.7 of it; also the same ratio from CPU time alone (server CPU a photo,
 * and the pipeline alone), which neighbours on a shared machine move least.
 */
function summary(figures: {
  thumbnailsPerSecond: number;
  serverCpuMsPerPhoto?: number;
  pipelineCpuMs: number;
  decodeCpuMs: number;
  /** Cores the run left to the server: all of them less the bench's uploads and the database. */
  coresLeft?: number;
}): string {
  const cores = cpus().length;
  const ceiling = (2 * cores * 1000) / figures.decodeCpuMs;
  const ratio = figures.thumbnailsPerSecond / ceiling;
  const lines = [
    '\nsummary (compare within this run; absolute figures are this machine’s):',
    `  thumbnails: ${figures.thumbnailsPerSecond.toFixed(1)}/s; floor (decode-only ceiling, ${cores} cores): ${ceiling.toFixed(1)}/s; ` +
      `ratio ${ratio.toFixed(2)}; target ≥ 0.7: ${ratio >= 0.7 ? 'met' : 'NOT met'}`,
  ];
  if (figures.coresLeft !== undefined) {
    const left = (2 * figures.coresLeft * 1000) / figures.decodeCpuMs;
    lines.push(
      `  not the target, a reading of it: the uploading phones and the database ran on the same cores, leaving the server ` +
        `${figures.coresLeft.toFixed(2)} of ${cores}; decoding alone on those: ${left.toFixed(1)}/s, ratio ${(figures.thumbnailsPerSecond / left).toFixed(2)}`,
    );
  }
  if (figures.serverCpuMsPerPhoto !== undefined)
    lines.push(
      `  by CPU time: decode ${figures.decodeCpuMs.toFixed(0)} ms / server ${figures.serverCpuMsPerPhoto.toFixed(0)} ms a photo = ` +
        `${(figures.decodeCpuMs / figures.serverCpuMsPerPhoto).toFixed(2)}; / pipeline alone ${figures.pipelineCpuMs.toFixed(0)} ms = ` +
        `${(figures.decodeCpuMs / figures.pipelineCpuMs).toFixed(2)} (what the ratio would be with the cores free)`,
    );
  return lines.join('\n');
}

export default async function photosBench(args: string[]): Promise<void> {
  const options = parseOptions(args);
  if (ensureBuilt(projectRoot, { quiet: true })) console.log('Built the app (npm run build).');
  const mongo = await benchMongo();
  const s3 = options.s3 ? await startS3() : undefined;
  const app = await startIsolatedApp({
    root: projectRoot,
    mongoUri: mongo.uri,
    dbPrefix: 'bench',
    env: {
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      LOG_LEVEL: 'info',
      DEVICE_ISSUE_PER_MINUTE: '1000000',
      DEVICE_ISSUE_PER_HOUR: '1000000',
      ...s3?.env,
    },
  });
  const pid = pidListeningOn(app.port);
  // The database's process, when it runs on this machine: its CPU shares the server's cores.
  const dbPid = pidListeningOn(Number(new URL(mongo.uri).port || 27017));
  let sampler: NodeJS.Timeout | undefined;
  let wall: Socket<ServerToClientEvents, ClientToServerEvents> | undefined;
  try {
    console.log(`Making 4 different 12 MP JPEGs with sharp...`);
    const images = await Promise.all([1, 2, 3, 4].map((seed) => twelveMegapixelJpeg(seed)));
    console.log(`  ${images.map((image) => (image.length / 1048576).toFixed(1)).join(', ')} MB`);

    wall = connectSocket(app.url, { transports: ['websocket'], forceNew: true });
    await new Promise<void>((resolve, reject) => {
      wall!.once('connect', resolve);
      wall!.once('connect_error', reject);
    });
    await wall.timeout(5000).emitWithAck('subscribe', ['gallery']);
    const onWall = new Map<string, number>();
    wall.on('gallery:photo-added', (photo) => onWall.set(photo.id, performance.now()));

    const baseline = pid ? memoryOf(pid) : undefined;
    let peakRss = baseline?.rssMb ?? 0;
    sampler = setInterval(() => {
      const now = pid ? memoryOf(pid) : undefined;
      if (now) peakRss = Math.max(peakRss, now.rssMb);
    }, 50);

    const devices = Array.from({ length: options.concurrency }, () =>
      randomBytes(16).toString('hex'),
    );
    const confirmStarts = new Map<string, number>();
    const confirmMs: number[] = [];
    let next = 0;
    let failures = 0;
    const started = performance.now();
    const cpuBefore = pid ? cpuSecondsOf(pid) : undefined;
    const benchCpuBefore = process.cpuUsage();
    const dbCpuBefore = dbPid ? cpuSecondsOf(dbPid) : undefined;

    const uploadOne = async (device: string, image: Buffer) => {
      const headers = {
        'content-type': 'application/json',
        'x-device-id': await deviceFor(app.url, device),
      };
      const presign = await fetch(`${app.url}/api/objects/upload`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ contentType: 'image/jpeg', size: image.length }),
      });
      if (!presign.ok) throw new Error(`presign ${presign.status}: ${await presign.text()}`);
      const upload = (await presign.json()) as UploadUrl;
      const put = await fetch(upload.uploadURL, {
        method: 'PUT',
        headers: upload.headers,
        body: new Uint8Array(image),
      });
      if (!put.ok) throw new Error(`PUT ${put.status}: ${await put.text()}`);
      const confirmStart = performance.now();
      const confirm = await fetch(`${app.url}/api/guest-photos`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ photoURL: upload.uploadURL, guestName: 'Bench', caption: 'Bench' }),
      });
      if (confirm.status !== 201)
        throw new Error(`confirm ${confirm.status}: ${await confirm.text()}`);
      const photo = (await confirm.json()) as AddedPhoto;
      confirmMs.push(performance.now() - confirmStart);
      confirmStarts.set(photo.id, confirmStart);
    };

    await Promise.all(
      devices.map(async (device, d) => {
        while (next < options.photos) {
          const index = next++;
          try {
            await uploadOne(device, images[(index + d) % images.length]!);
          } catch (error) {
            failures += 1;
            const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
            const why = cause ? ` (${cause.code ?? cause.message ?? 'no detail'})` : '';
            console.error(`  upload ${index} failed: ${(error as Error).message}${why}`);
          }
        }
      }),
    );
    const elapsedS = (performance.now() - started) / 1000;
    const cpuAfter = pid ? cpuSecondsOf(pid) : undefined;
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const benchCpuS = (benchCpu.user + benchCpu.system) / 1e6;
    const dbCpuAfter = dbPid ? cpuSecondsOf(dbPid) : undefined;
    const dbCpuS =
      dbCpuBefore !== undefined && dbCpuAfter !== undefined ? dbCpuAfter - dbCpuBefore : undefined;
    // The last pushes may still be on their way.
    const deadline = Date.now() + 5000;
    while (onWall.size < confirmStarts.size && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    clearInterval(sampler);
    const final = pid ? memoryOf(pid) : undefined;

    const toWall = [...confirmStarts].flatMap(([id, start]) => {
      const at = onWall.get(id);
      return at === undefined ? [] : [at - start];
    });
    const done = confirmStarts.size;
    console.log(
      `\nPhotos: ${done} of ${options.photos} uploaded (${failures} failed), ${options.concurrency} at once, ` +
        `storage ${options.s3 ? 's3rver on loopback' : 'local disk'}; ${cpus().length} cores, ` +
        `load before ${loadavg()[0]!.toFixed(1)}`,
    );
    console.log(`  whole run: ${elapsedS.toFixed(1)} s (presign + PUT + confirm)`);
    console.log(
      `  thumbnails: ${((done * 2) / elapsedS).toFixed(1)}/s (${(done / elapsedS).toFixed(1)} photos/s, two renditions each)`,
    );
    let serverCpuMsPerPhoto: number | undefined;
    if (cpuBefore !== undefined && cpuAfter !== undefined) {
      const cpuS = cpuAfter - cpuBefore;
      serverCpuMsPerPhoto = (cpuS * 1000) / Math.max(done, 1);
      const cores = cpus().length;
      // On a shared machine the wall clock measures the neighbours too; CPU time does not.
      console.log(
        `  server CPU: ${cpuS.toFixed(1)} s, ${((cpuS * 1000) / Math.max(done, 1)).toFixed(0)} ms a photo ` +
          `=> ${((done * 2 * cores) / cpuS).toFixed(1)} thumbnails/s with ${cores} free cores`,
      );
    }
    console.log(
      `  the rest of the machine meanwhile: the bench's uploads ${benchCpuS.toFixed(1)} s of CPU, ` +
        (dbCpuS === undefined
          ? 'the database not measured (not a process of this machine)'
          : `the database ${dbCpuS.toFixed(1)} s`),
    );
    console.log(
      `  confirm answer: median ${percentile(confirmMs, 50).toFixed(0)} ms, p95 ${percentile(confirmMs, 95).toFixed(0)} ms`,
    );
    console.log(
      `  confirm → wall event: median ${percentile(toWall, 50).toFixed(0)} ms, p95 ${percentile(toWall, 95).toFixed(0)} ms ` +
        `(${toWall.length} of ${done} events seen)`,
    );
    if (baseline && final) {
      console.log(
        `  server memory: ${baseline.rssMb.toFixed(0)} MB before, peak ${Math.max(peakRss, final.peakMb).toFixed(0)} MB (VmHWM), ${final.rssMb.toFixed(0)} MB after`,
      );
    } else {
      console.log('  server memory: not measured (no /proc entry for the server process)');
    }
    const pipelineCpuMs = await pipelineAlone(images);
    const decodeCpuMs = await decodeAlone(images);
    console.log(
      summary({
        thumbnailsPerSecond: (done * 2) / elapsedS,
        serverCpuMsPerPhoto,
        pipelineCpuMs,
        decodeCpuMs,
        coresLeft:
          dbCpuS === undefined
            ? undefined
            : Math.max(0, cpus().length - (benchCpuS + dbCpuS) / elapsedS),
      }),
    );
  } finally {
    clearInterval(sampler);
    wall?.disconnect();
    await app.stop();
    await s3?.stop();
    await mongo.stop();
  }
}
