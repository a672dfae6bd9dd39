/** The video bench's summary: each figure beside its floor, with its target met or not. */
import { performance } from 'node:perf_hooks';
import type { LatencySummary } from '../moments/clients';
import type { BareWallFigures } from './bare-wall';
import type { BenchClip } from './clips';
import type { VideoJobTimes } from './jobs';
import type { MemoryFigures } from './memory';
import type { ProbeFigures } from './probes';
import type { SharedVideo } from './phones';

export const TARGETS = {
  /** The site's time per clip against ffmpeg's own. */
  siteOverFloor: 1.15,
  /** The server's resident memory above its start, in MB. */
  memoryGrowthMb: 100,
  /** The wall's delivery p99 during the transcodes against a run without them. */
  wallP99Ratio: 1.5,
} as const;

export const secondsText = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const msText = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const mb = (value: number) => `${value.toFixed(0)} MB`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** Rows as a Markdown table, its columns padded (pasted as it is into docs/benchmarks.md). */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export interface VideoFigures {
  clips: number;
  floorMs: number;
  siteMs: number;
  /** CPU time of the floor's ffmpeg, and of the app's ffmpeg processes (probe, encode, poster). */
  floorCpuMs: number;
  siteCpuMs: number;
  uploadToWall: LatencySummary;
  /** Every socket's arrival of every clip, against sockets × clips. */
  videoArrivals: { seen: number; expected: number };
  memory: MemoryFigures;
  quiet: { latency: LatencySummary; lost: number };
  /** Text moments begun while a phone was still uploading its clip. */
  uploading: { latency: LatencySummary; lost: number };
  /** Text moments begun once every clip was uploaded, while the transcodes ran. */
  during: { latency: LatencySummary; lost: number };
  /** The machine control: a bare Socket.IO broadcast alone and beside the same encode. */
  bare: BareWallFigures;
}

export function summaryTable(figures: VideoFigures): string {
  const siteRatio = figures.siteMs / figures.floorMs;
  const growth = figures.memory.maxMb - figures.memory.startMb;
  const wallRatio = figures.during.latency.p99 / figures.quiet.latency.p99;
  const bareRatio = figures.bare.during.p99 / figures.bare.quiet.p99;
  const { seen, expected } = figures.videoArrivals;
  return markdownTable(
    ['measure', 'floor', 'measured', 'ratio / growth', 'target'],
    [
      [
        `site time per clip (claim → wall), ${figures.clips} clips`,
        `ffmpeg alone ${secondsText(figures.floorMs / figures.clips)}`,
        secondsText(figures.siteMs / figures.clips),
        `**${siteRatio.toFixed(2)}×**`,
        `≤ ${TARGETS.siteOverFloor}×: ${verdict(siteRatio <= TARGETS.siteOverFloor)}`,
      ],
      [
        'CPU time of the encodes, all clips',
        `ffmpeg alone ${secondsText(figures.floorCpuMs)}`,
        `the app's ffmpeg ${secondsText(figures.siteCpuMs)}`,
        `${(figures.siteCpuMs / figures.floorCpuMs).toFixed(2)}×`,
        'a reading of the above',
      ],
      [
        'upload start → wall, p50 / p99',
        '',
        `${secondsText(figures.uploadToWall.p50)} / ${secondsText(figures.uploadToWall.p99)}`,
        '',
        `${seen} of ${expected} arrivals`,
      ],
      [
        `server memory (VmRSS, ${figures.memory.samples} samples)`,
        `start ${mb(figures.memory.startMb)}`,
        `max ${mb(figures.memory.maxMb)}, end ${mb(figures.memory.endMb)}`,
        `**+${mb(growth)}**`,
        `≤ +${TARGETS.memoryGrowthMb} MB: ${verdict(growth <= TARGETS.memoryGrowthMb)}`,
      ],
      [
        'wall delivery p99 (text moments)',
        `no videos ${msText(figures.quiet.latency.p99)}`,
        `during the transcodes, uploads done ${msText(figures.during.latency.p99)}`,
        `**${wallRatio.toFixed(2)}×**`,
        `≤ ${TARGETS.wallP99Ratio}×: ${verdict(wallRatio <= TARGETS.wallP99Ratio)}`,
      ],
      [
        'wall delivery p99 while the phones uploaded',
        `no videos ${msText(figures.quiet.latency.p99)}`,
        `uploads and the first transcode ${msText(figures.uploading.latency.p99)}`,
        `${(figures.uploading.latency.p99 / figures.quiet.latency.p99).toFixed(2)}×`,
        `a reading: ${figures.clips} clips at loopback speed`,
      ],
      [
        'bare Socket.IO broadcast p99 (machine control)',
        `alone ${msText(figures.bare.quiet.p99)}`,
        `beside the encode ${msText(figures.bare.during.p99)}`,
        `${bareRatio.toFixed(2)}×`,
        `the site's ratio over it: ${(wallRatio / bareRatio).toFixed(2)}×`,
      ],
    ],
  );
}

/** One line per phase of text moments: p50 / p99 / max and lost. */
export const deliveryLine = (name: string, phase: { latency: LatencySummary; lost: number }) =>
  `  ${name}: p50 ${msText(phase.latency.p50)}, p99 ${msText(phase.latency.p99)}, ` +
  `max ${msText(phase.latency.max)}, lost ${phase.lost}`;

export const memoryLine = (memory: MemoryFigures) =>
  `server memory (VmRSS, every second): start ${mb(memory.startMb)}, ` +
  memory.marks.map((mark) => `${mark.name} ${mb(mark.mb)}, `).join('') +
  `max ${mb(memory.maxMb)}, end ${mb(memory.endMb)}; its ffmpeg at most ${mb(memory.childrenMaxMb)}`;

/**
 * Each clip's figures, printed: its upload, its wait for the job runner (one clip at a time), its
 * site time (the job's claim → its first arrival on a wall) against its floor. Answers the site
 * times' sum and every socket's upload start → arrival.
 */
export function clipFigures(run: {
  clips: BenchClip[];
  floors: number[];
  shared: SharedVideo[];
  captions: string[];
  /** Arrival times (performance.now()) by caption. */
  arrivals: Map<string, number[]>;
  jobs: Map<string, VideoJobTimes>;
  sockets: number;
}): { siteTotal: number; uploadToWall: number[] } {
  const uploadToWall: number[] = [];
  let siteTotal = 0;
  for (const [i, video] of run.shared.entries()) {
    const arrivals = run.arrivals.get(run.captions[i]!) ?? [];
    const first = Math.min(...arrivals);
    uploadToWall.push(...arrivals.map((at) => at - video.uploadStartedAt));
    const job = run.jobs.get(video.id);
    if (!job?.claimedAt) throw new Error(`no job claimed for video ${i + 1}`);
    // The job's claim is the server's clock (epoch ms); the bench's times are performance.now().
    const claimedAt = job.claimedAt - performance.timeOrigin;
    const site = first - claimedAt;
    siteTotal += site;
    const floor = run.floors[i]!;
    console.log(
      `  clip ${i + 1} (${run.clips[i]!.codec}, ${(video.bytes / 1048576).toFixed(1)} MB): ` +
        `upload ${secondsText(video.postedAt - video.uploadStartedAt)}, ` +
        `queued ${secondsText(Math.max(0, claimedAt - video.postedAt))}, ` +
        `site ${secondsText(site)} (job ${secondsText((job.finishedAt ?? NaN) - job.claimedAt)}) ` +
        `against the floor ${secondsText(floor)}: ${(site / floor).toFixed(2)}×; ` +
        `upload start → first wall ${secondsText(first - video.uploadStartedAt)}, ` +
        `on ${arrivals.length} of ${run.sockets} sockets`,
    );
  }
  return { siteTotal, uploadToWall };
}

/** The probes' figures for one phase: the database alone and the app's health call. */
export const probeLine = (name: string, probe: { db: ProbeFigures; app: ProbeFigures }) =>
  `  ${name}: database insert p50 ${msText(probe.db.p50)}, p99 ${msText(probe.db.p99)}, max ` +
  `${msText(probe.db.max)}; app health p50 ${msText(probe.app.p50)}, p99 ${msText(probe.app.p99)}, ` +
  `max ${msText(probe.app.max)}`;

/**
 * The transcodes' phase chunk by chunk (seconds from its start, the chunk's p99, the slowest
 * probes of the database and of the app), with what happened in it: uploads, jobs, arrivals.
 */
export function timelineLines(
  chunks: { startedAt: number; p99: number }[],
  events: { at: number; what: string }[],
  slowest: (from: number, to: number) => { db: number; app: number },
): string[] {
  const origin = chunks[0]?.startedAt ?? 0;
  return chunks.map((chunk, i) => {
    const end = chunks[i + 1]?.startedAt ?? Infinity;
    const within = events.filter((event) => event.at >= chunk.startedAt && event.at < end);
    const seconds = ((chunk.startedAt - origin) / 1000).toFixed(0).padStart(4);
    const notes = within.length ? `  ${within.map((event) => event.what).join(', ')}` : '';
    const probes = slowest(chunk.startedAt, end);
    return (
      `  +${seconds} s  p99 ${msText(chunk.p99).padStart(9)}  slowest insert ` +
      `${msText(probes.db).padStart(9)}, health ${msText(probes.app).padStart(9)}${notes}`
    );
  });
}

/** What the timeline marks, on the bench's clock: each clip's upload end, its job, its arrival. */
export function videoEvents(
  shared: SharedVideo[],
  jobs: Map<string, VideoJobTimes>,
  arrivals: Map<string, number[]>,
  captions: string[],
): { at: number; what: string }[] {
  const events = shared.flatMap((video, i) => {
    const job = jobs.get(video.id);
    const onBenchClock = (epochMs: number | undefined) =>
      epochMs === undefined ? NaN : epochMs - performance.timeOrigin;
    return [
      { at: video.postedAt, what: `clip ${i + 1} posted` },
      { at: onBenchClock(job?.claimedAt), what: `clip ${i + 1} claimed` },
      { at: onBenchClock(job?.finishedAt), what: `clip ${i + 1} done` },
      { at: Math.min(...(arrivals.get(captions[i]!) ?? [])), what: `clip ${i + 1} on the wall` },
    ];
  });
  return events.filter((event) => Number.isFinite(event.at)).sort((a, b) => a.at - b.at);
}
