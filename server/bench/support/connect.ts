/**
 * How a bench reaches the app it measures: the run around a server process of its own (a data
 * folder and database name of its own, a watchdog), the Socket.IO clients it connects, and its JSON
 * calls over HTTP. Everything targets 127.0.0.1.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../protocol/events';
import type { Topic } from '../../../protocol/topics';

export type BenchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A database name no other run uses: `bench_<name>_<time>_<random>`. */
export const benchDbName = (name: string) =>
  `bench_${name}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

/**
 * One bench run: its data folder, a fresh database name, and a watchdog that kills the server
 * processes it was told of and exits once `timeoutSeconds` have passed. `finish()` removes the
 * folder and stops the watchdog.
 */
export function benchRun(name: string, timeoutSeconds: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-bench-`));
  const children: Pick<ChildProcess, 'kill'>[] = [];
  const watchdog = setTimeout(() => {
    console.error(`${name} bench: stopped after ${timeoutSeconds} s`);
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  }, timeoutSeconds * 1000);
  watchdog.unref();
  return {
    dataDir,
    /** The server process's environment, on the database MONGODB_URI names (when it is set). */
    env(dbName: string, mongoUri: string | undefined, extra: NodeJS.ProcessEnv = {}) {
      return {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        BENCH_DB_NAME: dbName,
        BENCH_DATA_DIR: dataDir,
        ...extra,
        ...(mongoUri ? { BENCH_MONGODB_URI: mongoUri } : {}),
      } satisfies NodeJS.ProcessEnv;
    },
    /** A server process to kill on a timeout (a ChildProcess, or one known by its pid). */
    watch(child: Pick<ChildProcess, 'kill'>) {
      children.push(child);
    },
    finish() {
      clearTimeout(watchdog);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Asks a bench server process to stop, and kills it when it has not within 15 s. */
export async function stopChild(child: ChildProcess, stop: () => void): Promise<void> {
  if (child.exitCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  stop();
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await gone;
  clearTimeout(killer);
}

/**
 * A real Socket.IO client over WebSocket (a guest's phone, a projector, an organizer's dashboard
 * with its `cookie`), subscribed to `topics`; `listen` adds its handlers before anything can arrive.
 */
export async function openSocket(
  url: string,
  topics: Topic[],
  options: {
    listen?: (socket: BenchSocket) => void;
    cookie?: string;
    auth?: Record<string, string>;
    timeoutMs?: number;
    /** Who it is, for the error when it is refused a topic. */
    who?: string;
  } = {},
): Promise<BenchSocket> {
  const timeout = options.timeoutMs ?? 20_000;
  const socket: BenchSocket = connectSocket(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout,
    ...(options.cookie ? { extraHeaders: { cookie: options.cookie } } : {}),
    ...(options.auth ? { auth: options.auth } : {}),
  });
  options.listen?.(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const result = await socket.timeout(timeout).emitWithAck('subscribe', topics);
  if (!topics.every((topic) => result.subscribed.includes(topic)))
    throw new Error(`${options.who ?? 'a client'} could not subscribe to ${topics.join(', ')}`);
  return socket;
}

/**
 * `count` clients opened by `open(index)`, in batches of `batch` at once so the server's accept
 * queue never overflows; `close()` disconnects them all.
 */
export async function connectMany(
  count: number,
  open: (index: number) => Promise<BenchSocket>,
  batch = 50,
): Promise<{ sockets: BenchSocket[]; close(): void }> {
  const sockets: BenchSocket[] = [];
  for (let start = 0; start < count; start += batch)
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(batch, count - start) }, (_, offset) => open(start + offset)),
      )),
    );
  return { sockets, close: () => sockets.forEach((socket) => socket.disconnect()) };
}

/** A request with a JSON body (when there is one), as the app's pages send it. */
export function jsonCall(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
