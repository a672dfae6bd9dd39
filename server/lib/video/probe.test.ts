import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFfmpeg, probeVideo, transcodeVideo, type VideoSetup } from './index';
import { refusalOf } from './refusal';
import { makeClip } from './test-clips';

const paths = findFfmpeg({ video: { maxSeconds: 0, maxBytes: 0, jobTimeoutMs: 0 } })!;
const limits: VideoSetup['limits'] = {
  maxSeconds: 180,
  maxBytes: 300 * 1024 * 1024,
  maxSide: 4096,
  timeoutMs: 60_000,
  memoryBytes: 2 * 1024 ** 3,
  threads: 2,
};
const setup: VideoSetup = { paths, limits };
let dir: string;
const file = (name: string) => path.join(dir, name);

/** A local HTTP server that counts every connection and request it gets. */
let server: Server;
const seen = { connections: 0, requests: [] as string[] };

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'video-probe-'));
  server = createServer((req, res) => {
    seen.requests.push(req.url ?? '');
    res.end('#EXTM3U\n');
  });
  server.on('connection', () => (seen.connections += 1));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
});
afterAll(async () => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One request of our own, answered: connections made before it have been counted by then. */
async function roundTrip(url: string): Promise<void> {
  const response = await new Promise<import('node:http').IncomingMessage>((resolve) =>
    get(`${url}/ours`, resolve),
  );
  response.resume();
  await once(response, 'end');
}

describe('probeVideo', { timeout: 60_000 }, () => {
  it('reads a phone’s HEVC MOV: codecs, upright size, length and size', async () => {
    const input = await makeClip(paths.ffmpeg, file('phone.mov'), {
      width: 320,
      height: 240,
      seconds: 1,
      codec: 'hevc',
      rotate: 90,
    });
    const probed = await probeVideo(input, setup);
    expect(probed).toMatchObject({
      demuxer: 'mov',
      videoCodec: 'hevc',
      audioCodec: 'aac',
      width: 240,
      height: 320,
    });
    expect(probed.durationSeconds).toBeCloseTo(1, 1);
  });

  it('refuses a playlist dressed as an MP4, before ffmpeg fetches its URL or reads its file', async () => {
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    const local = await makeClip(paths.ffmpeg, file('elsewhere.mp4'), {
      width: 160,
      height: 120,
      seconds: 1,
      codec: 'h264',
    });
    const hls = (target: string) =>
      `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\n${target}\n#EXT-X-ENDLIST\n`;
    const disguised = {
      'remote-hls.mp4': hls(`${url}/segment.ts`),
      'local-hls.mp4': hls(local),
      'ffconcat.mp4': `ffconcat version 1.0\nfile '${local}'\n`,
      'concat-url.mp4': `ffconcat version 1.0\nfile '${url}/clip.mp4'\n`,
    };
    for (const [name, text] of Object.entries(disguised)) {
      writeFileSync(file(name), text);
      expect((await refusalOf(probeVideo(file(name), setup))).code, name).toBe('video.notAVideo');
      const refused = await refusalOf(transcodeVideo(file(name), file(`out-${name}`), setup));
      expect(refused.code, name).toBe('video.notAVideo');
    }
    await roundTrip(url);
    expect(seen.requests).toEqual(['/ours']);
    expect(seen.connections).toBe(1);
  });

  it('refuses an unsupported codec, and a container other than MP4/MOV or Matroska/WebM', async () => {
    const mpeg4 = await makeClip(paths.ffmpeg, file('old-camera.mkv'), {
      width: 160,
      height: 120,
      seconds: 1,
      codec: 'mpeg4',
    });
    const refused = await refusalOf(probeVideo(mpeg4, setup));
    expect(refused.code).toBe('video.unsupportedCodec');
    expect(refused.message).toContain('encoded as mpeg4');
    const theora = await makeClip(paths.ffmpeg, file('theora.mkv'), {
      width: 160,
      height: 120,
      seconds: 1,
      codec: 'theora',
      audio: null,
    });
    expect((await refusalOf(probeVideo(theora, setup))).code).toBe('video.unsupportedCodec');
    const avi = await makeClip(paths.ffmpeg, file('camcorder.avi'), {
      width: 160,
      height: 120,
      seconds: 1,
      codec: 'h264',
      audio: null,
    });
    expect((await refusalOf(probeVideo(avi, setup))).code).toBe('video.notAVideo');
  });

  it('refuses what is not a video at all, and sound without a picture', async () => {
    writeFileSync(file('notes.mp4'), 'Dear guests, the bus leaves at ten.\n'.repeat(20));
    expect((await refusalOf(probeVideo(file('notes.mp4'), setup))).code).toBe('video.notAVideo');
    writeFileSync(file('empty.mp4'), '');
    expect((await refusalOf(probeVideo(file('empty.mp4'), setup))).code).toBe('video.notAVideo');
    const { execFile } = await import('node:child_process');
    await new Promise<void>((resolve, reject) =>
      execFile(
        paths.ffmpeg,
        ['-v', 'error', '-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'aac', file('voice.m4a')],
        (error) => (error ? reject(error) : resolve()),
      ),
    );
    expect((await refusalOf(probeVideo(file('voice.m4a'), setup))).code).toBe('video.notAVideo');
  });

  it('refuses a clip longer or larger than the limits, saying the limit', async () => {
    const clip = await makeClip(paths.ffmpeg, file('toast.mp4'), {
      width: 160,
      height: 120,
      seconds: 3,
      codec: 'h264',
    });
    const short = { paths, limits: { ...limits, maxSeconds: 1 } };
    const tooLong = await refusalOf(probeVideo(clip, short));
    expect(tooLong.code).toBe('video.tooLong');
    expect(tooLong.message).toBe(
      'This video is longer than 1 seconds. Please trim it and try again.',
    );
    const small = { paths, limits: { ...limits, maxBytes: 1024 * 1024 } };
    writeFileSync(file('big.mp4'), Buffer.alloc(1024 * 1024 + 1));
    const tooLarge = await refusalOf(probeVideo(file('big.mp4'), small));
    expect(tooLarge.code).toBe('video.tooLarge');
    expect(tooLarge.message).toContain('larger than 1 MB');
    const narrow = { paths, limits: { ...limits, maxSide: 100 } };
    expect((await refusalOf(probeVideo(clip, narrow))).code).toBe('video.tooManyPixels');
  });
});
