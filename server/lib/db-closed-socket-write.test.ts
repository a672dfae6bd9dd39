import net from 'node:net';
import mongoose from 'mongoose';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { failWritesOnClosedConnections } from './db-closed-socket-write';
import { isDatabaseUnavailable } from './http/errors';

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still pending after ${ms} ms`)), ms),
    ),
  ]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a write on a connection the database has just closed', () => {
  it('fails as a lost connection at once, instead of hanging', async () => {
    expect(failWritesOnClosedConnections()).toBe(true); // lib/db.ts installed it already
    const sockets: net.Socket[] = [];
    const createConnection = net.createConnection.bind(net);
    vi.spyOn(net, 'createConnection').mockImplementation(((...args: [net.NetConnectOpts]) => {
      const socket = createConnection(...args);
      sockets.push(socket);
      return socket;
    }) as typeof net.createConnection);
    // One pooled connection, so the next command is sure to be written on it. A mongoose of its
    // own, so that a hanging write (without the patch) cannot hold up the file's disconnect.
    const connection = await new mongoose.Mongoose()
      .createConnection(inject('mongoUri'), {
        dbName: mongoose.connection.name,
        maxPoolSize: 1,
        serverSelectionTimeoutMS: 3_000,
      })
      .asPromise();
    try {
      const things = connection.collection('closed_socket_writes');
      await things.insertOne({ step: 'before' });

      // What the database hanging up leaves for a moment: every socket destroyed, no 'close' yet.
      for (const socket of sockets) socket.destroy();
      // It fails by itself; without the patch it would never settle (the guard's "still pending"
      // error is then what arrives, and it is not a lost connection).
      const error = await within(things.insertOne({ step: 'as it closes' }), 5_000).catch(
        (failure: unknown) => failure,
      );
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    } finally {
      await within(connection.close(true), 2_000).catch(() => undefined);
    }
  });
});
