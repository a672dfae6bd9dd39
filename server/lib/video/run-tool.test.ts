import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFfmpeg } from './ffmpeg-path';
import { runTool, TOOL_NICENESS, ToolFailed, ToolTimeout } from './run-tool';

const video = (ffmpegPath?: string) => ({
  video: { ffmpegPath, maxSeconds: 180, maxBytes: 1, jobTimeoutMs: 1 },
});
const paths = findFfmpeg(video())!;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'video-run-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An ffmpeg that never ends by itself, told apart from others by `marker` (its frame size). */
const endless = (marker: string) => [
  ...['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', `testsrc2=size=${marker}:rate=5`],
  ...['-f', 'null', '-'],
];

/** The pid of the process whose command line contains `marker`, once it exists. */
async function pidOf(marker: string): Promise<string> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0');
        if (path.basename(cmdline[0] ?? '') === 'ffmpeg' && cmdline.some((a) => a.includes(marker)))
          return pid;
      } catch {
        // Gone meanwhile.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no ffmpeg with ${marker} started`);
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const SCHED_IDLE = 5;

describe('runTool', () => {
  it('runs ffmpeg at a lower priority, with its address space capped', async () => {
    const marker = '98x66';
    const abort = new AbortController();
    const memoryBytes = 1536 * 1024 * 1024;
    const running = runTool(paths.ffmpeg, endless(marker), {
      deadline: Date.now() + 60_000,
      memoryBytes,
      signal: abort.signal,
    }).catch((error: unknown) => error);
    const pid = await pidOf(marker);
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
      // Fields after the command's closing parenthesis; the nice value is the 19th field.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      expect(Number(fields[16])).toBe(TOOL_NICENESS);
      // The 41st field is the scheduling policy: 5 is SCHED_IDLE (chrt is util-linux's, as prlimit).
      expect(Number(fields[38])).toBe(SCHED_IDLE);
      const limits = readFileSync(`/proc/${pid}/limits`, 'latin1');
      expect(limits).toMatch(new RegExp(`Max address space\\s+${memoryBytes}\\s+${memoryBytes}`));
      // Its session is a scheduling group of its own where Linux has autogroups: that group is
      // lowered too, or nice would count only inside it and the encode would take a core's share.
      if (existsSync('/proc/self/autogroup')) {
        const group = readFileSync(`/proc/${pid}/autogroup`, 'latin1');
        expect(group).toMatch(new RegExp(`nice ${TOOL_NICENESS}$`, 'm'));
        expect(group).not.toBe(readFileSync('/proc/self/autogroup', 'latin1'));
      }
    } catch (failed) {
      // An endless encode left behind would outlive the run (and fool the next one's pidOf).
      abort.abort(new Error('stopped by the test'));
      await running;
      throw failed;
    }
    abort.abort(new Error('stopped by the test'));
    expect(await running).toEqual(new Error('stopped by the test'));
    expect(isRunning(Number(pid))).toBe(false);
  });

  it('kills the whole process group once the deadline passes, and reports it', async () => {
    const began = Date.now();
    const error = await runTool(paths.ffmpeg, endless('62x46'), {
      deadline: Date.now() + 500,
      memoryBytes: 1024 ** 3,
    }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ToolTimeout);
    expect(Date.now() - began).toBeLessThan(5000);
    const { pid } = error as ToolTimeout;
    expect(pid).toBeGreaterThan(0);
    expect(isRunning(pid!)).toBe(false);
  });

  it('reports a failure with the end of what the tool said', async () => {
    const error = await runTool(paths.ffprobe, ['-v', 'error', path.join(dir, 'missing.mp4')], {
      deadline: Date.now() + 30_000,
      memoryBytes: 1024 ** 3,
    }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ToolFailed);
    expect((error as ToolFailed).stderr).toContain('No such file or directory');
  });
});

describe('findFfmpeg', () => {
  it('finds the system ffmpeg and its ffprobe on PATH', () => {
    expect(findFfmpeg(video(), '/nowhere:/usr/bin')).toEqual({
      ffmpeg: '/usr/bin/ffmpeg',
      ffprobe: '/usr/bin/ffprobe',
    });
    expect(findFfmpeg(video(), '/nowhere')).toBeNull();
  });

  it('takes FFMPEG_PATH, and is null when it names nothing or has no ffprobe beside it', () => {
    expect(findFfmpeg(video('/usr/bin/ffmpeg'), '')).toEqual({
      ffmpeg: '/usr/bin/ffmpeg',
      ffprobe: '/usr/bin/ffprobe',
    });
    expect(findFfmpeg(video(path.join(dir, 'missing', 'ffmpeg')))).toBeNull();
    symlinkSync('/usr/bin/ffmpeg', path.join(dir, 'ffmpeg-7'));
    expect(findFfmpeg(video(path.join(dir, 'ffmpeg-7')))).toBeNull();
    symlinkSync('/usr/bin/ffprobe', path.join(dir, 'ffprobe-7'));
    expect(findFfmpeg(video(path.join(dir, 'ffmpeg-7')))).toEqual({
      ffmpeg: path.join(dir, 'ffmpeg-7'),
      ffprobe: path.join(dir, 'ffprobe-7'),
    });
    // A file that cannot be run is no ffmpeg.
    mkdirSync(path.join(dir, 'plain'));
    writeFileSync(path.join(dir, 'plain', 'ffmpeg'), '#!/bin/sh\n', { mode: 0o644 });
    symlinkSync('/usr/bin/ffprobe', path.join(dir, 'plain', 'ffprobe'));
    expect(findFfmpeg(video(path.join(dir, 'plain', 'ffmpeg')))).toBeNull();
  });
});
