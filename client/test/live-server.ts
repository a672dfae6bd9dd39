import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

/**
 * A real Socket.IO server for a page test's live pushes: it answers the page's subscriptions as
 * the app's server does (a room per topic) and lets the test push to a topic's subscribers. A test
 * file points the page's connection at it (vi.mock of lib/realtime/socket, `realtime()` answering
 * a RealtimeClient on `url`).
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
