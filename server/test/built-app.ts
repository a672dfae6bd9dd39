import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import type { Health } from '../../protocol/health';
import { SERVER_HEAP_FLAG } from '../lib/build';

/**
 * The built app run as its own process, as `npm start` runs it: used by the end-to-end tests and the
 * benches, which need the real production server rather than one inside the test process.
 */
export interface BuiltApp {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  /** Stops the process and starts the same command again on the same port and environment. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  /** Sends the process a signal (SIGKILL: a crash) and waits until it is gone; restart() relaunches. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** The end of what the process printed (stdout and stderr), for a failure's message. */
  output(): string;
}

/** `node` arguments that run the server from its TypeScript sources, with no build needed. */
export const SOURCE_SERVER_ARGS = [SERVER_HEAP_FLAG, '--import', 'tsx', 'server/main.ts'];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A MongoDB URI with another database path; hosts and options are kept. */
export function withDatabase(baseUri: string, dbName: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(baseUri);
  if (!match) throw new Error(`not a MongoDB URI: ${baseUri}`);
  return `${match[1]}/${dbName}${match[2] ?? ''}`;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Resolves once GET /api/health answers status ok from the process launched with `instance` as its
 * INSTANCE_ID (another app that took the port meanwhile answers with its own, and is ignored);
 * rejects when the process dies or time runs out.
 */
export async function waitForHealthy(
  url: string,
  child: ChildProcess,
  output: () => string,
  {
    timeoutMs = 60_000,
    pollMs = 200,
    instance,
  }: { timeoutMs?: number; pollMs?: number; instance?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child)) {
      throw new Error(
        `the app exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      const health = response.ok ? ((await response.json()) as Partial<Health>) : {};
      if (health.status === 'ok' && (!instance || health.instance === instance)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(
    `the app was not healthy at ${url}/api/health within ${timeoutMs} ms:\n${output()}`,
  );
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (exited(child)) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(killer);
}

/**
 * Spawns `node <args>` in `root` with exactly `env` plus PORT/HOST (a free loopback port unless given)
 * and waits until /api/health is ok.
 */
export async function startBuiltApp(options: {
  root: string;
  env: Record<string, string>;
  args?: string[];
  port?: number;
  /** How often /api/health is asked while starting; the startup bench asks often. */
  pollMs?: number;
}): Promise<BuiltApp> {
  let port = options.port ?? (await freePort());
  const args = options.args ?? [SERVER_HEAP_FLAG, 'dist/server/main.js'];
  let log = '';
  const output = () => log.slice(-8_000);
  let child: ChildProcess;

  // Each launch has an id of its own, so the health wait never takes another app (one that took
  // the port between the probe and the listen, or a previous launch still closing) for this one.
  const launch = async () => {
    const instance = `test-${randomBytes(6).toString('hex')}`;
    child = spawn(process.execPath, args, {
      cwd: options.root,
      env: { ...options.env, HOST: '127.0.0.1', PORT: String(port), INSTANCE_ID: instance },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    try {
      await waitForHealthy(`http://127.0.0.1:${port}`, child, output, {
        pollMs: options.pollMs,
        instance,
      });
    } catch (error) {
      await stopProcess(child);
      throw error;
    }
  };
  // A port probed free may be taken before the app listens: a port we picked is picked again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await launch();
      break;
    } catch (error) {
      const taken = /EADDRINUSE/.test(output());
      if (!taken || options.port !== undefined || attempt === 3) throw error;
      log = '';
      port = await freePort();
    }
  }
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    port,
    output,
    async restart() {
      await stopProcess(child);
      await launch();
    },
    stop: () => stopProcess(child),
    async kill(signal = 'SIGKILL') {
      if (exited(child)) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill(signal);
      await gone;
    },
  };
}

/** The environment a production start needs and nothing else, so a developer's own settings stay out. */
export function productionEnv(overrides: Record<string, string>): Record<string, string> {
  const base: Record<string, string> = { NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG']) {
    const value = process.env[key];
    if (value) base[key] = value;
  }
  return { ...base, ...overrides };
}

export interface IsolatedApp extends BuiltApp {
  /** The database this app (and only this app) uses. */
  mongoUri: string;
  /** Stops the process, removes its DATA_DIR and drops its database (unless `keepDatabase`). */
  stop(): Promise<void>;
}

/**
 * Starts the app in production mode with a database of its own on the server at `mongoUri` (named
 * `<dbPrefix>_<random>` unless `dbName` is given) and a fresh DATA_DIR.
 */
export async function startIsolatedApp(options: {
  root: string;
  mongoUri: string;
  dbPrefix?: string;
  dbName?: string;
  keepDatabase?: boolean;
  env?: Record<string, string>;
  args?: string[];
  pollMs?: number;
  /** A port chosen beforehand, for settings that name the site's own address (PUBLIC_URL). */
  port?: number;
}): Promise<IsolatedApp> {
  const dbName =
    options.dbName ??
    `${options.dbPrefix ?? 'app'}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const mongoUri = withDatabase(options.mongoUri, dbName);
  const dataDir = mkdtempSync(path.join(tmpdir(), `wedding-${options.dbPrefix ?? 'app'}-`));
  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (options.keepDatabase) return;
    const client = new MongoClient(mongoUri, { serverSelectionTimeoutMS: 5_000 });
    try {
      await client.db().dropDatabase();
    } finally {
      await client.close();
    }
  };
  const app = await startBuiltApp({
    root: options.root,
    args: options.args,
    pollMs: options.pollMs,
    port: options.port,
    env: productionEnv({ MONGODB_URI: mongoUri, DATA_DIR: dataDir, ...options.env }),
  }).catch(async (error: unknown) => {
    await cleanUp().catch(() => undefined);
    throw error;
  });
  return {
    ...app,
    mongoUri,
    async stop() {
      await app.stop();
      await cleanUp();
    },
  };
}
