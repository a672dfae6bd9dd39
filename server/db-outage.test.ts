import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorBodySchema } from '../protocol/http';
import type { Moment } from '../protocol/moments';
import { DATABASE_UNAVAILABLE_READ, DATABASE_UNAVAILABLE_WRITE } from './lib/http/errors';
import {
  connected,
  eventually,
  healthOf,
  listMoments,
  liveClient,
  shareMoment,
  startAppProcess,
  type AppProcess,
} from './test/app-process';
import { recordEvents, subscribe, type TestSocket } from './test/harness';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy';

/**
 * The database goes away under a running app (a proxy between them stops and cuts every
 * connection) and comes back on the same address, with no restart of the app.
 */
let proxy: TcpProxy;
let app: AppProcess;
let phone: TestSocket;

beforeAll(async () => {
  const database = new URL(inject('mongoUri'));
  proxy = await startTcpProxy({ host: database.hostname, port: Number(database.port || 27017) });
  app = await startAppProcess({
    mongoUri: `mongodb://127.0.0.1:${proxy.port}/`,
    dbName: mongoose.connection.name,
  });
  phone = liveClient(app.url);
  await connected(phone);
  await subscribe(phone, 'moments');
}, 90_000);

afterAll(async () => {
  phone?.disconnect();
  await app?.stop();
  await proxy?.stop();
});

/** What is really in the database, read by this test directly (not through the proxy). */
async function storedContents(): Promise<Set<string>> {
  const docs = await mongoose.connection
    .collection('live_wedding_moments')
    .find({}, { projection: { content: 1 } })
    .toArray();
  return new Set(docs.map((doc) => String(doc.content)));
}

describe('the database stopping mid-traffic', () => {
  it('answers 503, never a false 201, and recovers', { timeout: 90_000 }, async () => {
    const pushed = recordEvents(phone, 'moment:created');
    const before = await shareMoment(app.url, 'before the outage');
    expect(before.status).toBe(201);
    await eventually('the push of the first moment', () => pushed.length === 1);

    // Guests keep posting, four a second, while the database goes away in the middle.
    const answers: { content: string; status: number; body: unknown }[] = [];
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < 16; i += 1) {
      const content = `mid-traffic ${i}`;
      inFlight.push(
        shareMoment(app.url, content).then(async (response) => {
          answers.push({ content, status: response.status, body: await response.json() });
        }),
      );
      if (i === 6) await proxy.stop();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Every one is answered while the database is still away (it comes back only after them):
    // none is left hanging until it returns.
    await Promise.all(inFlight);

    const stored = await storedContents();
    for (const answer of answers) {
      expect([201, 503], `${JSON.stringify(answer)}\n${app.output()}`).toContain(answer.status);
      // A 201 is a promise that the moment is saved.
      if (answer.status === 201) expect(stored.has(answer.content), answer.content).toBe(true);
      else expect(answer.body).toMatchObject({ message: DATABASE_UNAVAILABLE_WRITE });
    }
    expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThanOrEqual(8);

    // While it is down: writes and reads fail clearly and quickly, health says so.
    const write = await shareMoment(app.url, 'while the database is down');
    expect(write.status).toBe(503);
    expect(write.headers.get('retry-after')).toBe('5');
    expect(errorBodySchema.parse(await write.json())).toMatchObject({
      message: DATABASE_UNAVAILABLE_WRITE,
    });
    const read = await fetch(`${app.url}/api/live-wedding-moments`);
    expect(read.status).toBe(503);
    expect(await read.json()).toMatchObject({ message: DATABASE_UNAVAILABLE_READ });
    expect(await healthOf(app.url)).toBe('degraded');
    expect((await storedContents()).has('while the database is down')).toBe(false);
    const pushesWhileDown = pushed.length;

    // The database comes back at the same address: the app notices by itself.
    await proxy.start();
    await eventually('health back to ok', async () => (await healthOf(app.url)) === 'ok', 30_000);
    const after = await shareMoment(app.url, 'after the outage');
    expect(after.status).toBe(201);
    const created = (await after.json()) as Moment;
    await eventually('the push of a moment shared after the outage', () =>
      pushed.some((moment) => moment.id === created.id),
    );
    // Nothing refused during the outage was pushed or appears later.
    expect(pushed.slice(pushesWhileDown).map((moment) => moment.content)).toEqual([
      'after the outage',
    ]);
    const listed = (await listMoments(app.url)).map((moment) => moment.content);
    expect(listed).toContain('after the outage');
    expect(listed).not.toContain('while the database is down');
    expect(phone.connected).toBe(true);
  });
});
