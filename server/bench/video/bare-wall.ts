/**
 * The floor of the wall's delivery during transcodes: a bare Socket.IO broadcast to the same number
 * of sockets at the same rate, first alone, then while ffmpeg does the app's encode, started as the
 * app starts it (runTool: its priority and limits), with nothing else of the site running. Its p99 ratio is what the
 * machine's cores allow any realtime server with an encode beside it; the site's ratio is read
 * against it.
 */
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import { VIDEO_MEMORY_BYTES } from '../../lib/video/limits';
import { runTool } from '../../lib/video/run-tool';
import { encoderArgs } from '../../lib/video/transcode';
import { percentile, sleep } from '../support/local';

export interface BareWallFigures {
  quiet: { p50: number; p99: number; lost: number };
  during: { p50: number; p99: number; lost: number };
}

function startBareServer(): Promise<{
  url: string;
  emit: (seq: number) => void;
  stop: () => void;
}> {
  const entry = fileURLToPath(new URL('./bare-wall-process.ts', import.meta.url));
  const child = fork(entry, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare wall exited (${code})`)));
    child.once('message', (url) =>
      resolve({
        url: String(url),
        emit: (seq) => child.send(seq),
        stop: () => child.disconnect(),
      }),
    );
  });
}

async function connectAll(url: string, count: number, onTick: (seq: number) => void) {
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i += 1) {
    const socket = connect(url, { transports: ['websocket'], forceNew: true });
    socket.on('tick', onTick);
    sockets.push(socket);
  }
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) =>
          socket.connected ? resolve() : socket.once('connect', () => resolve()),
        ),
    ),
  );
  return () => sockets.forEach((socket) => socket.close());
}

/** The app's encode of `clip` over and over, run as the app runs it, until stopped. */
function encodeLoop(ffmpeg: string, clip: string, output: string, threads: number) {
  const abort = new AbortController();
  const args = [
    ...['-nostdin', '-v', 'error', '-y', '-threads', String(threads)],
    ...['-filter_threads', String(threads), '-i', clip],
    ...['-map', '0:v:0', '-map', '0:a:0?', ...encoderArgs(threads), output],
  ];
  const looping = (async () => {
    while (!abort.signal.aborted) {
      await runTool(ffmpeg, args, {
        deadline: Date.now() + 3_600_000,
        memoryBytes: VIDEO_MEMORY_BYTES,
        signal: abort.signal,
      }).catch((error: unknown) => {
        if (!abort.signal.aborted) throw error;
      });
    }
  })();
  return () => {
    abort.abort(new Error('the control is over'));
    return looping;
  };
}

export async function measureBareWall(options: {
  ffmpeg: string;
  clip: string;
  output: string;
  threads: number;
  sockets: number;
  rate: number;
  seconds: number;
}): Promise<BareWallFigures> {
  const server = await startBareServer();
  const sentAt = new Map<number, number>();
  const arrivals = new Map<number, number[]>();
  const close = await connectAll(server.url, options.sockets, (seq) => {
    const sent = sentAt.get(seq);
    if (sent !== undefined)
      (arrivals.get(seq) ?? arrivals.set(seq, []).get(seq)!).push(performance.now() - sent);
  });
  let seq = 0;
  const phase = async (seconds = options.seconds) => {
    const first = seq + 1;
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      seq += 1;
      sentAt.set(seq, performance.now());
      server.emit(seq);
      await sleep(1000 / options.rate);
    }
    // The last broadcasts' stragglers: at most two seconds.
    await sleep(2000);
    const latencies: number[] = [];
    let lost = 0;
    for (let s = first; s <= seq; s += 1) {
      const got = arrivals.get(s) ?? [];
      latencies.push(...got);
      lost += options.sockets - got.length;
    }
    return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), lost };
  };
  try {
    await phase(3); // warm-up: connections and JIT, not counted
    const quiet = await phase();
    const stopEncoding = encodeLoop(options.ffmpeg, options.clip, options.output, options.threads);
    try {
      return { quiet, during: await phase() };
    } finally {
      await stopEncoding();
    }
  } finally {
    close();
    server.stop();
  }
}
