import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, truncateSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFfmpeg, probeVideo, transcodeVideo, type VideoSetup } from './index';
import { refusalOf } from './refusal';
import { makeClip } from './test-clips';

const run = promisify(execFile);
const paths = findFfmpeg({ video: { maxSeconds: 0, maxBytes: 0, jobTimeoutMs: 0 } })!;
const setup: VideoSetup = {
  paths,
  limits: {
    maxSeconds: 180,
    maxBytes: 300 * 1024 * 1024,
    maxSide: 4096,
    timeoutMs: 120_000,
    memoryBytes: 2 * 1024 ** 3,
    threads: 2,
  },
};
let dir: string;
const file = (name: string) => path.join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'video-transcode-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Probed {
  format: { format_name: string; duration: string; tags?: Record<string, string> };
  streams: {
    codec_type: string;
    codec_name: string;
    width?: number;
    height?: number;
    tags?: Record<string, string>;
    side_data_list?: unknown[];
  }[];
}

async function ffprobe(target: string): Promise<Probed> {
  const { stdout } = await run(paths.ffprobe, [
    ...['-v', 'error', '-show_format', '-show_streams', '-of', 'json', target],
  ]);
  return JSON.parse(stdout) as Probed;
}

/** The top-level boxes of an MP4, in file order. */
function topLevelBoxes(target: string): string[] {
  const bytes = readFileSync(target);
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= bytes.length;) {
    const size = bytes.readUInt32BE(at);
    boxes.push(bytes.toString('latin1', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

// Real ffmpeg encodes: seconds each on an idle machine, several times that beside other tests.
describe('transcodeVideo', { timeout: 120_000 }, () => {
  it('makes an H.264 MP4 into a playable H.264/AAC MP4 with its index first and a poster', async () => {
    const input = await makeClip(paths.ffmpeg, file('phone.mp4'), {
      width: 640,
      height: 360,
      seconds: 2,
      codec: 'h264',
    });
    const out = await transcodeVideo(input, file('out-h264'), setup);
    expect(out).toMatchObject({ width: 640, height: 360 });
    expect(out.durationSeconds).toBeGreaterThan(1.8);
    expect(out.durationSeconds).toBeLessThan(2.2);
    expect(out.bytes).toBe(statSync(out.mp4Path).size);
    const probed = await ffprobe(out.mp4Path);
    expect(probed.streams.map((s) => s.codec_name)).toEqual(['h264', 'aac']);
    const boxes = topLevelBoxes(out.mp4Path);
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    // It decodes to the end without an error.
    await run(paths.ffmpeg, ['-v', 'error', '-xerror', '-i', out.mp4Path, '-f', 'null', '-']);
    const poster = await ffprobe(out.posterPath);
    expect(poster.streams[0]).toMatchObject({ codec_name: 'mjpeg', width: 640, height: 360 });
    expect(await readdir(file('out-h264'))).toEqual(['poster.jpg', 'video.mp4']);
  });

  it('keeps nothing of a phone MOV’s metadata: no place, time, handler or encoder', async () => {
    const place = '+40.4168-003.7038/';
    const input = await makeClip(paths.ffmpeg, file('iphone.mov'), {
      width: 480,
      height: 270,
      seconds: 1,
      codec: 'hevc',
      extra: [
        ...['-metadata', `location=${place}`],
        ...['-metadata', `com.apple.quicktime.location.ISO6709=${place}`],
        ...['-metadata', 'creation_time=2026-06-20T18:30:00Z'],
        ...['-metadata', 'com.apple.quicktime.make=Apple'],
        ...['-metadata:s:v', 'handler_name=Core Media Video'],
        ...['-movflags', 'use_metadata_tags'],
      ],
    });
    const original = await ffprobe(input);
    expect(original.format.tags).toMatchObject({
      location: place,
      'com.apple.quicktime.make': 'Apple',
    });
    const out = await transcodeVideo(input, file('out-hevc'), setup);
    const probed = await ffprobe(out.mp4Path);
    // What the MP4 box structure itself reports (brands; ISO's "undetermined" language and empty
    // vendor), nothing else.
    expect(probed.format.tags).toEqual({
      major_brand: 'isom',
      minor_version: '512',
      compatible_brands: 'isomiso2avc1mp41',
    });
    for (const stream of probed.streams) {
      expect(stream.tags).toEqual({ language: 'und', vendor_id: '[0][0][0][0]' });
    }
    const bytes = readFileSync(out.mp4Path).toString('latin1');
    for (const trace of ['40.4168', 'ISO6709', 'Apple', 'Core Media', 'Lavf', 'Lavc', 'x264']) {
      expect(bytes, trace).not.toContain(trace);
    }
    const posterBytes = readFileSync(out.posterPath).toString('latin1');
    expect(posterBytes).not.toContain('Lavc');
    expect((await ffprobe(out.posterPath)).format.tags ?? {}).toEqual({});
  });

  it('takes a browser’s VP9 WebM', async () => {
    const input = await makeClip(paths.ffmpeg, file('browser.webm'), {
      width: 320,
      height: 240,
      seconds: 1,
      codec: 'vp9',
    });
    const out = await transcodeVideo(input, file('out-vp9'), setup);
    expect(out).toMatchObject({ width: 320, height: 240 });
    expect((await ffprobe(out.mp4Path)).streams.map((s) => s.codec_name)).toEqual(['h264', 'aac']);
  });

  it('takes a WebM recorded live (no length in its header), and checks the length it decodes', async () => {
    // As a browser's MediaRecorder writes it: VP8, Opus, no duration, no cues.
    const input = await makeClip(paths.ffmpeg, file('recorded.webm'), {
      width: 320,
      height: 240,
      seconds: 2,
      codec: 'vp8',
      extra: ['-live', '1'],
    });
    expect((await probeVideo(input, setup)).durationSeconds).toBeNull();
    const out = await transcodeVideo(input, file('out-live'), setup);
    expect(out.durationSeconds).toBeGreaterThan(1.8);
    const short = { ...setup, limits: { ...setup.limits, maxSeconds: 1 } };
    const refused = await refusalOf(transcodeVideo(input, file('out-live-long'), short));
    expect(refused.code).toBe('video.tooLong');
    expect(await readdir(file('out-live-long'))).toEqual([]);
  });

  it('brings 1080p down to 720p, and a phone held upright to an upright picture', async () => {
    const landscape = await makeClip(paths.ffmpeg, file('1080p.mp4'), {
      width: 1920,
      height: 1080,
      seconds: 0.5,
      codec: 'h264',
      audio: null,
    });
    const out = await transcodeVideo(landscape, file('out-1080p'), setup);
    expect(out).toMatchObject({ width: 1280, height: 720 });
    expect((await ffprobe(out.mp4Path)).streams.map((s) => s.codec_name)).toEqual(['h264']);

    // Filmed 1080p with the phone upright: upright and within 720 × 1280.
    const upright = await makeClip(paths.ffmpeg, file('upright.mov'), {
      width: 1920,
      height: 1080,
      seconds: 0.5,
      codec: 'hevc',
      rotate: 90,
    });
    const stored = (await ffprobe(upright)).streams[0]!;
    expect(stored).toMatchObject({ width: 1920, height: 1080 });
    expect(stored.side_data_list).toEqual([expect.objectContaining({ rotation: 90 })]);
    const turned = await transcodeVideo(upright, file('out-upright'), setup);
    expect(turned).toMatchObject({ width: 720, height: 1280 });
    const written = (await ffprobe(turned.mp4Path)).streams[0]!;
    expect(written).toMatchObject({ width: 720, height: 1280 });
    expect(written.side_data_list).toBeUndefined();
    expect((await ffprobe(turned.posterPath)).streams[0]).toMatchObject({
      width: 720,
      height: 1280,
    });
  });

  it('refuses a file cut short, whether or not its index came first', async () => {
    const plain = await makeClip(paths.ffmpeg, file('cut.mp4'), {
      width: 320,
      height: 240,
      seconds: 3,
      codec: 'h264',
    });
    truncateSync(plain, Math.floor(statSync(plain).size / 2));
    expect((await refusalOf(transcodeVideo(plain, file('out-cut'), setup))).code).toBe(
      'video.corrupt',
    );
    const streamable = await makeClip(paths.ffmpeg, file('cut-faststart.mp4'), {
      width: 320,
      height: 240,
      seconds: 3,
      codec: 'h264',
      extra: ['-movflags', '+faststart'],
    });
    truncateSync(streamable, Math.floor(statSync(streamable).size / 2));
    const refused = await refusalOf(transcodeVideo(streamable, file('out-cut-fs'), setup));
    expect(refused.code).toBe('video.corrupt');
    expect(await readdir(file('out-cut-fs'))).toEqual([]);
  });

  it('kills a job that runs past its time limit, and says so', async () => {
    const input = await makeClip(paths.ffmpeg, file('slow.mp4'), {
      width: 1920,
      height: 1080,
      seconds: 3,
      codec: 'h264',
    });
    // 3 s of 1080p take well over half a second to transcode on any machine.
    const began = Date.now();
    const limited = { ...setup, limits: { ...setup.limits, timeoutMs: 500 } };
    const refused = await refusalOf(transcodeVideo(input, file('out-slow'), limited));
    expect(refused.code).toBe('video.timedOut');
    expect(Date.now() - began).toBeLessThan(10_000);
    // No ffmpeg is left working on it.
    expect(await processesReading(input)).toEqual([]);
    expect(await readdir(file('out-slow')).catch(() => [])).toEqual([]);
  });
});

/** Processes whose command line names `target`. */
async function processesReading(target: string): Promise<string[]> {
  const found: string[] = [];
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'latin1').includes(target)) found.push(pid);
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}
