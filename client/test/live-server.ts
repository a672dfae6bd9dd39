import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterAll, beforeAll } from 'vitest';

/**
 * A real Socket.IO server for a page test's live pushes: it answers the page's subscriptions as
 * the app's server does (a room per topic) and lets the test push to a topic's subscribers. A test
 * file points the page's connection at it with `startLiveServerForFile` and `liveSocketModule` below.
 */
export async function startLiveServer() {
  const httpServer = createServer();
  const io = new Server(httpServer, { transports: ['websocket'] });
  const subscribed = new Set<string>();
  io.on('connection', (socket) => {
    socket.on('subscribe', (topics: string[], ack: (result: unknown) => void) => {
      for (const topic of topics) subscribed.add(topic);
      void socket.join(topics);
      ack({ subscribed: topics, refused: [] });
    });
    socket.on('unsubscribe', (topics: string[], ack?: () => void) => {
      for (const topic of topics) void socket.leave(topic);
      ack?.();
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
    /** Topics a page has joined (the test waits for one before pushing on it). */
    subscribed,
    push: (topic: string, event: string, payload: unknown) => io.to(topic).emit(event, payload),
    close: () => io.close(),
  };
}

type LiveServer = Awaited<ReturnType<typeof startLiveServer>>;

/** Where the page's one connection goes: set by startLiveServerForFile, read by the mocked `realtime()`. */
const livePage = { url: '', client: undefined as unknown };

/**
 * The factory of a test file's `vi.mock('…/lib/realtime/socket', …)`: the page's one connection,
 * however many times the module is loaded (statically by useTopic, on demand by useLazyTopic), is
 * a real RealtimeClient to the live server of startLiveServerForFile.
 */
export async function liveSocketModule(importOriginal: <T>() => Promise<T>) {
  const actual = await importOriginal<typeof import('../lib/realtime/socket')>();
  return {
    ...actual,
    realtime: () =>
      (livePage.client ??= new actual.RealtimeClient(livePage.url)) as ReturnType<
        typeof actual.realtime
      >,
  };
}

/** Starts a live server for a test file and points the page's connection at it. */
export function startLiveServerForFile(): () => LiveServer {
  let server: LiveServer | undefined;
  beforeAll(async () => {
    server = await startLiveServer();
    livePage.url = server.url;
  });
  afterAll(async () => {
    const { realtime } = await import('../lib/realtime/socket');
    realtime().socket.disconnect();
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the live server starts in beforeAll');
    return server;
  };
}
