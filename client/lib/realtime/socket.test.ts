import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUIZ_PING_EVENT, RESYNC_EVENT, SERVER_STOPPING_EVENT } from '../../../protocol/topics';
import { connection } from './connection';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { revalidateSessionsOnServerClose, SESSION_QUERY_META } from './server-closed';
import { HANDSHAKE_RETRY_MS, RealtimeClient } from './socket';

/**
 * The page's live connection against a real Socket.IO server: when a server process that stops
 * closes the socket itself, the page must come back (Socket.IO alone would stay offline).
 */
let httpServer: HttpServer;
let io: Server;
let client: RealtimeClient | undefined;
const connections: Socket[] = [];
const subscriptions: string[][] = [];

/** Starts the server on `port` (any free one by default); its sockets are recorded above. */
async function startServer(port = 0): Promise<void> {
  httpServer = createServer();
  // As the app's server: WebSocket only, so that several processes need no sticky sessions.
  io = new Server(httpServer, { transports: ['websocket'] });
  io.on('connection', (socket) => {
    connections.push(socket);
    socket.on('subscribe', (topics: string[], ack: (result: unknown) => void) => {
      subscriptions.push(topics);
      ack({ subscribed: topics, refused: [] });
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(port, '127.0.0.1', resolve));
}

beforeEach(async () => {
  connections.length = 0;
  subscriptions.length = 0;
  await startServer();
});

afterEach(async () => {
  client?.socket.disconnect();
  await io.close();
});

async function until(what: string, check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the live connection when the server closes it', () => {
  it('reconnects and subscribes again after a stopping server disconnects it', async () => {
    client = new RealtimeClient(`http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`);
    client.retain('moments');
    await until('first connection', () => connections.length === 1 && subscriptions.length === 1);

    connections[0].emit(SERVER_STOPPING_EVENT, { reconnectWithinMs: 200 });
    connections[0].disconnect(true);

    await until('a second connection', () => connections.length === 2);
    await until('subscribed again', () => subscriptions.length === 2);
    expect(subscriptions[1]).toEqual(['moments']);
    expect(client.socket.connected).toBe(true);
  });

  it('comes back as who it now is after the server closed it for an ended session', async () => {
    connection.everConnected = false;
    client = new RealtimeClient(`http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`);
    let refetches = 0;
    client.retain('moments', () => {
      refetches += 1;
    });
    await until('first connection', () => connections.length === 1 && subscriptions.length === 1);
    expect(refetches).toBe(0);

    // Signed out or revoked: no stopping hint, and Socket.IO alone would stay offline.
    connections[0].disconnect();

    await until('a second connection', () => connections.length === 2);
    await until('subscribed again', () => subscriptions.length === 2);
    expect(subscriptions[1]).toEqual(['moments']);
    // A fresh connection missed what was pushed meanwhile (and its rights may differ): refetch.
    await until('refetched', () => refetches === 1);
  });

  it('asks who it is again once back, so a revoked guest is no longer greeted', async () => {
    client = new RealtimeClient(`http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`);
    const queryClient = new QueryClient();
    const stop = revalidateSessionsOnServerClose(queryClient);
    // The server's answer to "who am I": signed in until the guest's invite code is regenerated.
    let signedIn = true;
    const askedAt: number[] = [];
    const session = () => {
      askedAt.push(connections.length);
      return Promise.resolve({ guest: signedIn ? { firstName: 'Ana' } : null });
    };
    // As a mounted component would: the session is on screen, the moments query is not.
    const watching = new QueryObserver(queryClient, {
      queryKey: ['session'],
      queryFn: session,
      meta: SESSION_QUERY_META,
      staleTime: Infinity,
    }).subscribe(() => {});
    let momentFetches = 0;
    await queryClient.fetchQuery({ queryKey: ['moments'], queryFn: () => ++momentFetches });
    await until(
      'greeted',
      () => queryClient.getQueryData<{ guest: unknown }>(['session']) !== undefined,
    );
    client.retain('moments');
    await until('first connection', () => connections.length === 1 && subscriptions.length === 1);
    expect(askedAt).toEqual([0]);

    signedIn = false;
    connections[0].disconnect(true);

    await until('asked again', () => askedAt.length === 2);
    // Asked once connected again, not at the close (a stopping server would not answer).
    expect(askedAt[1]).toBe(2);
    await until(
      'signed out',
      () => queryClient.getQueryData<{ guest: unknown }>(['session'])?.guest === null,
    );
    expect(momentFetches).toBe(1);
    watching();
    stop();
  });

  it('stays offline after the page itself disconnects', async () => {
    client = new RealtimeClient(`http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`);
    client.retain('moments');
    await until('first connection', () => connections.length === 1);
    const serverSawItGo = new Promise((resolve) => connections[0].once('disconnect', resolve));
    client.socket.disconnect();
    await serverSawItGo;
    // Inactive: Socket.IO's manager will not reconnect it, and the page scheduled no retry of its own.
    expect(client.socket.active).toBe(false);
    expect(connections).toHaveLength(1);
  });
});

describe('a handshake the server refused', () => {
  it(
    'is tried again a little later (Socket.IO alone would give up)',
    { timeout: 15_000 },
    async () => {
      let refusals = 1;
      io.use((_socket, next) => {
        if (refusals <= 0) return next();
        refusals -= 1;
        next(new Error('handshake failed'));
      });
      client = new RealtimeClient(`http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`);
      client.retain('moments');

      await until('refused once', () => refusals === 0);
      await until(
        'connected and subscribed',
        () => subscriptions.length === 1,
        HANDSHAKE_RETRY_MS * 3,
      );
      expect(client.socket.connected).toBe(true);
    },
  );
});

describe('the first connection of a page', () => {
  const urlOf = (server: HttpServer) =>
    `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  it('refetches its topics when it comes after failed attempts (opened offline or server down)', async () => {
    connection.everConnected = false;
    const url = urlOf(httpServer);
    const port = (httpServer.address() as AddressInfo).port;
    await io.close(); // the server is down as the page opens
    client = new RealtimeClient(url);
    let refetches = 0;
    client.retain('moments', () => {
      refetches += 1;
    });
    await until('a failed attempt', () => connection.status === 'disconnected');

    // Back up on the same address: the page's data is from before, and what was written meanwhile
    // was pushed to nobody here.
    await startServer(port);

    await until('connected and subscribed', () => subscriptions.length === 1, 10_000);
    await until('refetched once', () => refetches === 1);
    expect(subscriptions[0]).toEqual(['moments']);
  });

  it('does not refetch when it connects at the first try (the page has just loaded its data)', async () => {
    connection.everConnected = false;
    client = new RealtimeClient(urlOf(httpServer));
    let refetches = 0;
    client.retain('moments', () => {
      refetches += 1;
    });
    await until('subscribed', () => subscriptions.length === 1);
    // The subscription's answer, where a refetch would start, reaches the page before this marker.
    const marker = new Promise<void>((resolve) => {
      const listener = (event: string) => {
        if (event !== 'test:marker') return;
        client?.socket.offAny(listener);
        resolve();
      };
      client?.socket.onAny(listener);
    });
    connections[0].emit('test:marker');
    await marker;
    expect(refetches).toBe(0);
  });
});

describe('a server whose link to the other processes came back', () => {
  it('refetches every topic the page shows when told to resync', async () => {
    client = new RealtimeClient(`http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`);
    let momentRefetches = 0;
    let galleryRefetches = 0;
    client.retain('moments', () => {
      momentRefetches += 1;
    });
    client.retain('gallery', () => {
      galleryRefetches += 1;
    });
    await until('subscribed', () => subscriptions.flat().length === 2);
    connections[0].emit(RESYNC_EVENT, { refetchWithinMs: 50 });
    await until('both refetched', () => momentRefetches === 1 && galleryRefetches === 1);
  });
});

describe("the live quiz's ping", () => {
  it('is acknowledged by the page at once, whatever topics it follows', async () => {
    client = new RealtimeClient(`http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`);
    client.retain('quiz');
    await until('subscribed', () => subscriptions.flat().includes('quiz'));
    // The server's side of the ping, as the quiz sends it: an acknowledgement within a timeout.
    const acknowledged = await connections[0].timeout(2_000).emitWithAck(QUIZ_PING_EVENT);
    expect(acknowledged).toBeUndefined();
  });
});
