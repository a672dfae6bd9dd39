import { mkdtempSync, rmSync } from 'node:fs';
import { deviceFor } from './devices';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import { io as connectSocket, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import { inject } from 'vitest';
import { DEVICE_HEADER } from '../../protocol/http';
import type { Moment } from '../../protocol/moments';
import {
  SOURCE_SERVER_ARGS,
  productionEnv,
  startBuiltApp,
  withDatabase,
  type BuiltApp,
} from './built-app';
import { TEST_ADMIN_PASSWORD, type TestSocket } from './harness';

/**
 * The real server as a process of its own, run from this test run's bundle of the sources
 * (app-bundle.ts; `node --import tsx server/main.ts` without one) in production mode: for the tests
 * that need several processes, restarts, signals or a database that goes away under the app.
 */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Every process of one test shares it, so an organizer session signed on one is valid on another. */
const SESSION_SECRET = 'a test session secret that is at least 32 chars';

export interface AppProcess extends BuiltApp {
  /** Stops the process and removes its DATA_DIR (the database is the test file's). */
  stop(): Promise<void>;
}

const appProcessArgs = () => {
  const bundled = inject('appProcessArgs');
  return bundled.length > 0 ? bundled : SOURCE_SERVER_ARGS;
};

export async function startAppProcess(options: {
  /** A MongoDB URI (hosts and options are kept); the database is `dbName`. */
  mongoUri: string;
  dbName: string;
  env?: Record<string, string>;
  port?: number;
}): Promise<AppProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wedding-process-'));
  const app = await startBuiltApp({
    root: repoRoot,
    args: appProcessArgs(),
    port: options.port,
    env: productionEnv({
      MONGODB_URI: withDatabase(options.mongoUri, options.dbName),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      SESSION_SECRET,
      ...options.env,
    }),
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...app,
    async stop() {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `count` processes sharing this test file's database (and whatever `env` names, a Redis under a
 * key prefix say), as behind a load balancer. One after the other: the first start seeds the
 * wedding's settings. A file starts them once and reuses them for all its tests.
 */
export async function startAppProcesses(
  count: number,
  env: Record<string, string> = {},
): Promise<AppProcess[]> {
  const started: AppProcess[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      started.push(
        await startAppProcess({
          mongoUri: inject('mongoUri'),
          dbName: mongoose.connection.name,
          env,
        }),
      );
    }
  } catch (error) {
    await Promise.all(started.map((app) => app.stop()));
    throw error;
  }
  return started;
}

/** Signs in as an organizer on `url` and answers the session cookie. */
export async function organizerCookieOn(url: string): Promise<string> {
  const response = await postJson(`${url}/api/admin/session`, { password: TEST_ADMIN_PASSWORD });
  if (!response.ok) throw new Error(`organizer sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * A phone's page connected to `url`, signed in by `cookie` and identified by `deviceId` as the
 * site does; it does not reconnect by itself, so a test sees the server closing it.
 */
export async function openPage(
  url: string,
  options: { cookie?: string; deviceId?: string } = {},
): Promise<TestSocket> {
  const socket = liveClient(url, {
    cookie: options.cookie,
    reconnection: false,
    auth: options.deviceId ? { deviceId: await deviceFor(url, options.deviceId) } : {},
  });
  await connected(socket);
  return socket;
}

/**
 * A phone's live connection as the browser client opens it (client/lib/realtime/socket.ts):
 * WebSocket, reconnecting by itself unless told otherwise.
 */
export function liveClient(
  url: string,
  options: Partial<ManagerOptions & SocketOptions> & { cookie?: string } = {},
): TestSocket {
  const { cookie, ...rest } = options;
  return connectSocket(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1_000,
    ...(cookie ? { extraHeaders: { cookie } } : {}),
    ...rest,
  });
}

export function connected(socket: TestSocket, ms = 10_000): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not connected within ${ms} ms`)), ms);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
}

/** Shares a text moment as a guest's phone does. */
export async function shareMoment(
  baseUrl: string,
  content: string,
  deviceId = 'test-device-000001',
) {
  return postJson(
    `${baseUrl}/api/live-wedding-moments`,
    { guestName: 'Process test guest', content, hashtags: ['test'] },
    { [DEVICE_HEADER]: await deviceFor(baseUrl, deviceId) },
  );
}

export async function listMoments(baseUrl: string): Promise<Moment[]> {
  const response = await fetch(`${baseUrl}/api/live-wedding-moments`, {
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`GET moments answered ${response.status}`);
  return (await response.json()) as Moment[];
}

/** Resolves once `check` holds, polling; rejects with `what` after `ms`. */
export async function eventually(
  what: string,
  check: () => boolean | Promise<boolean>,
  ms = 15_000,
) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

/** /api/health's status: 'ok', 'degraded', or 'unreachable' when nothing answers. */
export async function healthOf(baseUrl: string): Promise<string> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
    return ((await response.json()) as { status: string }).status;
  } catch {
    return 'unreachable';
  }
}
