import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { deviceFor } from './devices';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  SubscribeResult,
  Topic,
} from '../../protocol/events';
import { createServer, type WeddingServer } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../lib/logger';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';

export interface TestApp {
  server: WeddingServer;
  url: string;
  /** Two real socket.io-client connections, as two guests' phones. */
  sockets: [TestSocket, TestSocket];
  connect(options?: { cookie?: string; deviceId?: string }): Promise<TestSocket>;
  /** Signs in as an organizer and answers the session cookie. */
  organizerCookie(): Promise<string>;
  close(): Promise<void>;
}

/** Starts the real app on a random port against this test file's database. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { clock?: () => Date; clientDir?: string } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    ...env,
  });
  const server = await createServer({ config, logger: createLogger('silent'), ...options });
  await new Promise<void>((resolve) => server.httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
  const open: TestSocket[] = [];

  const connect = async (options: { cookie?: string; deviceId?: string } = {}) => {
    const socket: TestSocket = connectSocket(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: options.deviceId ? { deviceId: await deviceFor(url, options.deviceId) } : {},
      extraHeaders: options.cookie ? { cookie: options.cookie } : {},
    });
    open.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  };

  const sockets: [TestSocket, TestSocket] = [await connect(), await connect()];
  return {
    server,
    url,
    sockets,
    connect,
    async organizerCookie() {
      const response = await fetch(`${url}/api/admin/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
      });
      if (!response.ok) throw new Error(`organizer sign-in failed: ${response.status}`);
      return response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    },
    async close() {
      for (const socket of open) socket.disconnect();
      await server.close();
    },
  };
}

export function subscribe(socket: TestSocket, ...topics: Topic[]): Promise<SubscribeResult> {
  return socket.timeout(5000).emitWithAck('subscribe', topics);
}

/** Resolves with the next payload of an event, or rejects after `ms`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  ms = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    }) as never);
  });
}

/** Collects every payload of an event until read; used to prove that something was NOT pushed. */
export function recordEvents<E extends keyof ServerToClientEvents>(socket: TestSocket, event: E) {
  const received: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) =>
    received.push(payload)) as never);
  return received;
}

export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Resolves with the reason the socket was closed for (the server's is 'io server disconnect'). */
export function disconnectReason(socket: TestSocket, ms = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/**
 * Resolves once every event this app had sent `socket` until now has arrived, so that a test can
 * show that something was NOT pushed without sleeping: a marker published now reaches the socket
 * after them, since one socket's events keep their order. Subscribes the socket to the public
 * `moments` topic, which carries the marker (a `moment:deleted` no moment has).
 */
export async function eventsDelivered(app: TestApp, socket: TestSocket): Promise<void> {
  const { subscribed } = await subscribe(socket, 'moments');
  if (!subscribed.includes('moments')) throw new Error('the socket cannot hear the marker');
  const id = randomBytes(12).toString('hex');
  const arrived = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the marker did not arrive within 5 s')), 5000);
    const onDeleted = (payload: { id: string }) => {
      if (payload.id !== id) return;
      clearTimeout(timer);
      socket.off('moment:deleted', onDeleted);
      resolve();
    };
    socket.on('moment:deleted', onDeleted);
  });
  app.server.hub.publish('moments', 'moment:deleted', { id });
  await arrived;
}
