import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stopProcess } from './built-app';
import { findExecutable } from './find-executable';

/**
 * A real SeaweedFS (the store Compose runs) on loopback for a test file: the S3 gateway with the
 * same `deploy/seaweedfs/s3.json` Compose loads, so its anonymous policy is the one under test.
 */

/** The commit `.ci/run` builds (SeaweedFS 4.53, `github.com/seaweedfs/seaweedfs` pseudo-version). */
export const SEAWEEDFS_COMMIT = '7506e5f91cd6';

/** The store's configuration, shared with Compose. */
export const SEAWEEDFS_S3_CONFIG = fileURLToPath(
  new URL('../../deploy/seaweedfs/s3.json', import.meta.url),
);

/** Where `.ci/run` caches the binary it builds. */
export function cachedSeaweedFsPath(env: NodeJS.ProcessEnv = process.env): string {
  const cache = env.XDG_CACHE_HOME || path.join(env.HOME || homedir(), '.cache');
  return path.join(cache, 'wedding-ci', `seaweedfs-${SEAWEEDFS_COMMIT}`, 'weed');
}

/** SEAWEEDFS_BIN when set (and then only it), otherwise the binary `.ci/run` caches. */
export function findSeaweedFs(
  env: NodeJS.ProcessEnv = process.env,
): { path: string } | { missing: string } {
  const cached = cachedSeaweedFsPath(env);
  return findExecutable(
    env,
    'SEAWEEDFS_BIN',
    [cached],
    `no SeaweedFS found (set SEAWEEDFS_BIN, or run .ci/run, which builds ${cached})`,
  );
}

/**
 * Why the tests on the real store cannot run here ('' when they can). Without E2E_REQUIRED=1 a
 * missing binary skips them (`describe.skipIf`); with it (CI) a missing binary fails the file.
 */
export function seaweedFsSkipReason(env: NodeJS.ProcessEnv = process.env): string {
  const found = findSeaweedFs(env);
  if ('path' in found) return '';
  if (env.E2E_REQUIRED === '1') {
    throw new Error(`SeaweedFS is required (E2E_REQUIRED=1) but cannot run: ${found.missing}`);
  }
  return found.missing;
}

export interface SeaweedFs {
  /** The S3 gateway, e.g. `http://127.0.0.1:41234` (path-style: `<endpoint>/<bucket>/<key>`). */
  endpoint: string;
  /** The end of what the store printed, for a failure's message. */
  output(): string;
  /** Stops the store and removes its data. */
  stop(): Promise<void>;
}

/**
 * Distinct free loopback ports. Every gRPC port is given too: SeaweedFS's default (HTTP port +
 * 10000) would overflow for an ephemeral port.
 */
async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/**
 * Starts `weed mini` (master, volume, filer, S3) on loopback in a temp dir, with the app's
 * credentials as the admin identity (SeaweedFS reads AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY),
 * waits until the gateway answers signed requests, and creates the bucket.
 */
export async function startSeaweedFs(options: SeaweedFsOptions): Promise<SeaweedFs> {
  // A port probed free may be taken before the store listens: the store is started again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (attempt === 3 || !/address already in use/i.test(String(error))) throw error;
    }
  }
}

export interface SeaweedFsOptions {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The S3 configuration file; Compose's by default. */
  s3Config?: string;
  /** More `weed mini` flags (`-s3.externalUrl=...`, say), after the helper's own. */
  args?: string[];
}

async function startOnce(options: SeaweedFsOptions): Promise<SeaweedFs> {
  const found = findSeaweedFs();
  if (!('path' in found)) throw new Error(found.missing);
  const dir = mkdtempSync(path.join(tmpdir(), 'seaweedfs-'));
  const [master, masterGrpc, volume, volumeGrpc, filer, filerGrpc, s3, s3Grpc, admin, adminGrpc] =
    await freePorts(10);
  // `weed mini` (master, volume, filer, S3 and an admin in one process) answers in about half the
  // time `weed server -filer -s3` takes here, and stops in seconds where the latter had to be killed.
  const args = [
    'mini',
    '-ip=127.0.0.1',
    '-ip.bind=127.0.0.1',
    `-dir=${dir}`,
    `-master.port=${master}`,
    `-master.port.grpc=${masterGrpc}`,
    // Nothing leaves the machine.
    '-master.telemetry=false',
    `-volume.port=${volume}`,
    `-volume.port.grpc=${volumeGrpc}`,
    `-filer.port=${filer}`,
    `-filer.port.grpc=${filerGrpc}`,
    `-filer.localSocket=${path.join(dir, 'filer.sock')}`,
    `-s3.port=${s3}`,
    `-s3.port.grpc=${s3Grpc}`,
    `-s3.localSocket=${path.join(dir, 's3.sock')}`,
    '-s3.port.iceberg=0',
    '-s3.port.lance=0',
    `-s3.config=${options.s3Config ?? SEAWEEDFS_S3_CONFIG}`,
    '-webdav=false',
    '-admin.ui=false',
    `-admin.port=${admin}`,
    `-admin.port.grpc=${adminGrpc}`,
    '-admin.port.legacy=0',
    ...(options.args ?? []),
  ];
  let log = '';
  const output = () => log.slice(-8_000);
  const child = spawn(found.path, args, {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      AWS_ACCESS_KEY_ID: options.accessKeyId,
      AWS_SECRET_ACCESS_KEY: options.secretAccessKey,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-64_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const endpoint = `http://127.0.0.1:${s3}`;
  const stop = async () => {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
    // weed mini puts its master's gRPC socket in /tmp whatever its -dir, and leaves it there.
    rmSync(`/tmp/seaweedfs-master-grpc-${masterGrpc}.sock`, { force: true });
  };
  try {
    await createBucketWhenReady(endpoint, options, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, output, stop };
}

/** Asks for the bucket until the gateway, its filer and a volume all answer (a fresh store's first seconds). */
async function createBucketWhenReady(
  endpoint: string,
  options: { bucket: string; accessKeyId: string; secretAccessKey: string },
  child: ReturnType<typeof spawn>,
  output: () => string,
): Promise<void> {
  const { S3Client, CreateBucketCommand, PutObjectCommand, DeleteObjectCommand } = await import(
    '@aws-sdk/client-s3'
  );
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    maxAttempts: 1,
  });
  const deadline = Date.now() + 60_000;
  let lastError: unknown;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`SeaweedFS exited while starting:\n${output()}`);
      }
      try {
        await client.send(new CreateBucketCommand({ Bucket: options.bucket })).catch((error) => {
          const name = (error as { name?: string }).name;
          if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
        });
        // A write proves a volume is assigned, not only that the filer answers.
        const probe = { Bucket: options.bucket, Key: '.ready' };
        await client.send(new PutObjectCommand({ ...probe, Body: 'ready' }));
        await client.send(new DeleteObjectCommand(probe));
        return;
      } catch (error) {
        lastError = error;
      }
      if (Date.now() > deadline) {
        throw new Error(
          `SeaweedFS did not answer at ${endpoint}: ${String(lastError)}\n${output()}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    client.destroy();
  }
}
