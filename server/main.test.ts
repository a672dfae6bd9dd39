import { spawn, type ChildProcess } from 'node:child_process';
import { deviceFor } from './test/devices';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { SERVER_STOPPING_EVENT } from '../protocol/events';
import { DEVICE_HEADER } from '../protocol/http';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = path.join(root, 'node_modules/.bin/tsx');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function exitOf(
  child: ChildProcess,
  ms: number,
): Promise<{ code: number | null; signal: string | null }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not exit within ${ms} ms`)),
      ms,
    );
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return (await response.json()) as unknown;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no healthy answer within ${ms} ms:\n${output()}`);
}

const dbName = `test_main_${Date.now().toString(36)}`;
let dataDir: string | undefined;
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await mongoose.connection
    .useDb(dbName)
    .dropDatabase()
    .catch(() => undefined);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('serves, then drains and exits 0 on SIGTERM', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const uri = new URL(inject('mongoUri'));
    uri.pathname = `/${dbName}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'wedding-main-'));

    let output = '';
    child = spawn(tsx, ['server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        MONGODB_URI: uri.toString(),
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'a long enough test password',
        LOG_LEVEL: 'warn',
        INSTANCE_ID: 'main-test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));

    const url = `http://127.0.0.1:${port}`;
    const health = await waitForHealth(url, child, () => output, 45_000);
    expect(health).toEqual({ status: 'ok', db: 'up', instance: 'main-test' });
    expect((await fetch(`${url}/api/wedding`)).status).toBe(200);

    // A guest's phone still connected must not hold the shutdown open, and is told to reconnect.
    const phone = connectSocket(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      phone.once('connect', resolve);
      phone.once('connect_error', reject);
    });
    const hint = new Promise<unknown>((resolve, reject) => {
      phone.once(SERVER_STOPPING_EVENT, resolve);
      setTimeout(() => reject(new Error('no stopping hint within 5 s')), 5_000).unref();
    });
    const phoneDisconnected = new Promise<void>((resolve) =>
      phone.once('disconnect', () => resolve()),
    );

    // A guest on a slow link has started sharing a moment: half the body is sent before the stop.
    const body = JSON.stringify({
      guestName: 'Slow uploader',
      content: 'sent across a SIGTERM',
      hashtags: ['restart'],
    });
    const upload = http.request(`${url}/api/live-wedding-moments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        [DEVICE_HEADER]: await deviceFor(url, 'slow-uploader-device-01'),
      },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      upload.once('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      upload.once('error', reject);
    });
    upload.write(body.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exited = exitOf(child, 9_000);
    child.kill('SIGTERM');
    expect(await hint).toEqual({ reconnectWithinMs: expect.any(Number) as number });
    // No new connection is accepted while the upload is still being answered.
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    expect(child.exitCode).toBeNull();
    upload.end(body.slice(20));

    const stored = await answer;
    expect(stored.status, stored.body).toBe(201);
    expect(JSON.parse(stored.body)).toMatchObject({ content: 'sent across a SIGTERM' });
    expect(await exited, output).toEqual({ code: 0, signal: null });
    await phoneDisconnected;
    const saved = await mongoose.connection
      .useDb(dbName)
      .collection('live_wedding_moments')
      .countDocuments({ content: 'sent across a SIGTERM' });
    expect(saved).toBe(1);
  });
});
