import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CreatedMoment, Moment } from '../protocol/moments';
import {
  connected,
  eventually,
  listMoments,
  liveClient,
  shareMoment,
  startAppProcess,
  type AppProcess,
} from './test/app-process';
import { subscribe, type TestSocket } from './test/harness';

/**
 * The app restarts (SIGTERM, then the same command on the same port) while phones are connected.
 * Each phone here does what the browser client does (client/lib/realtime/socket.ts and
 * useMoments): pushed moments go into its list; on every reconnection it subscribes again and,
 * when Socket.IO could not replay what it missed, refetches the list once the subscription holds.
 */
let app: AppProcess;

beforeAll(async () => {
  app = await startAppProcess({ mongoUri: inject('mongoUri'), dbName: mongoose.connection.name });
}, 90_000);
afterAll(() => app?.stop());

interface Phone {
  socket: TestSocket;
  moments: Map<string, Moment>;
  reconnections: number;
  refetches: number;
}

async function openPhone(): Promise<Phone> {
  const socket = liveClient(app.url);
  const phone: Phone = { socket, moments: new Map(), reconnections: 0, refetches: 0 };
  let everConnected = false;
  socket.on('moment:created', (moment) => phone.moments.set(moment.id, moment));
  socket.on('connect', () => {
    const missed = everConnected && !socket.recovered;
    if (everConnected) phone.reconnections += 1;
    everConnected = true;
    void subscribe(socket, 'moments').then(async () => {
      if (!missed) return;
      for (const moment of await listMoments(app.url)) phone.moments.set(moment.id, moment);
      phone.refetches += 1;
    });
  });
  await connected(socket);
  await eventually(
    'subscribed',
    async () => (await subscribe(socket, 'moments')).subscribed.length === 1,
  );
  return phone;
}

async function share(content: string): Promise<string> {
  const response = await shareMoment(app.url, content);
  expect(response.status).toBe(201);
  return ((await response.json()) as CreatedMoment).id;
}

describe('a restart while phones are connected', () => {
  it('loses nothing: every phone converges on every moment', { timeout: 90_000 }, async () => {
    const phones = await Promise.all([openPhone(), openPhone(), openPhone()]);
    const ids = [await share('before the restart')];
    await eventually('the first push', () => phones.every((phone) => phone.moments.size === 1));

    await app.restart();
    // Shared as soon as the new process answers: phones are still reconnecting, or just back.
    ids.push(await share('right after the restart 1'), await share('right after the restart 2'));
    await eventually(
      'every phone back',
      () => phones.every((phone) => phone.socket.connected && phone.reconnections === 1),
      20_000,
    );
    ids.push(await share('once everyone is back'));

    for (const phone of phones) {
      await eventually('the phone converging', () => ids.every((id) => phone.moments.has(id)));
      // The in-memory sessions died with the old process: the refetch is what recovered them.
      expect(phone.refetches).toBe(1);
      expect([...phone.moments.keys()].sort()).toEqual([...ids].sort());
    }
    const listed = (await listMoments(app.url)).map((moment) => moment.id);
    expect(listed.sort()).toEqual([...ids].sort());
  });
});
