import type { AddressInfo } from 'node:net';
import express, { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../../protocol/http';
import { QUIZ_MESSAGES } from '../../../protocol/quiz';
import { INVITE_ONLY_MESSAGE } from '../../../protocol/site-access';
import { setViewer, type Viewer } from '../auth/viewer';
import { createLogger } from '../logger';
import { errorHandler } from './errors';
import { jsonBodies } from './json-body';
import { installInviteOnlyCheck, mount, mountFile } from './route';

/** `mount` alone, on an invite-only site, with the viewer a test header names. */
const ok = z.object({ ok: z.literal(true) });
const api = {
  closed: endpoint({ method: 'GET', path: '/api/t/closed', access: 'public', response: ok }),
  closedWrite: endpoint({ method: 'POST', path: '/api/t/closed', access: 'public', response: ok }),
  open: endpoint({
    method: 'GET',
    path: '/api/t/open',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    response: ok,
  }),
  wall: endpoint({
    method: 'GET',
    path: '/api/t/wall',
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    response: ok,
  }),
  mine: endpoint({ method: 'GET', path: '/api/t/mine', access: 'signed-in', response: ok }),
  bigImport: endpoint({
    method: 'POST',
    path: '/api/t/import',
    access: 'organizer',
    maxBodyBytes: 1_000_000,
    body: z.object({ rows: z.array(z.string()) }),
    response: z.object({ rows: z.number() }),
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/t/file',
    access: 'organizer',
    file: true,
    response: z.unknown(),
  }),
  hostRead: endpoint({ method: 'GET', path: '/api/t/host', access: 'quiz-host', response: ok }),
  hostWrite: endpoint({
    method: 'POST',
    path: '/api/t/host',
    access: 'quiz-host',
    openOnInviteOnlySite: 'everyone',
    response: ok,
  }),
};
const endpoints = Object.entries(api).map(([name, endpoint]) => ({
  group: 'health' as const,
  name,
  endpoint,
}));

const viewers: Record<string, Viewer> = {
  stranger: { organizer: false },
  projector: { organizer: false, projectorLinkId: 'link' },
  guest: { organizer: false, guestId: 'guest' },
  organizer: { organizer: true },
  quizHost: { organizer: false, quizHostLinkId: 'host-link' },
};

let url: string;
let close: () => Promise<void>;
beforeAll(async () => {
  const app = express();
  installInviteOnlyCheck(app, () => Promise.resolve(true));
  app.use(jsonBodies(endpoints));
  app.use((req, res, next) => {
    setViewer(res, viewers[req.get('x-test-viewer') ?? 'stranger']);
    next();
  });
  const router = Router();
  for (const name of [
    'closed',
    'closedWrite',
    'open',
    'wall',
    'mine',
    'hostRead',
    'hostWrite',
  ] as const)
    mount(router, api[name], () => ({ ok: true }) as const);
  mount(router, api.bigImport, ({ body }) => ({ rows: body.rows.length }));
  mountFile(router, api.file, async ({ res }) => {
    res.type('text/plain').send('the file');
  });
  app.use(router);
  app.use(errorHandler(createLogger('silent')));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

const call = (path: string, viewer: string, init: RequestInit = {}) =>
  fetch(`${url}${path}`, {
    ...init,
    headers: { 'x-test-viewer': viewer, 'content-type': 'application/json' },
  });

describe('mount on an invite-only site', () => {
  it('closes an endpoint that declares no openness to a stranger, reads and writes', async () => {
    for (const init of [{}, { method: 'POST', body: '{}' }]) {
      const refused = await call('/api/t/closed', 'stranger', init);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ message: INVITE_ONLY_MESSAGE });
      // A projector link's screen is a stranger there too.
      expect((await call('/api/t/closed', 'projector', init)).status).toBe(403);
      for (const invited of ['guest', 'organizer'])
        expect((await call('/api/t/closed', invited, init)).status).toBe(200);
    }
  });

  it('opens what an endpoint declares open, to whom it declares', async () => {
    expect((await call('/api/t/open', 'stranger')).status).toBe(200);
    expect((await call('/api/t/wall', 'stranger')).status).toBe(403);
    expect((await call('/api/t/wall', 'projector')).status).toBe(200);
  });

  it('answers a stranger’s signed-in read 401, not 403', async () => {
    expect((await call('/api/t/mine', 'stranger')).status).toBe(401);
    expect((await call('/api/t/mine', 'guest')).status).toBe(200);
  });
});

describe('mount’s organizer guard', () => {
  const big = JSON.stringify({ rows: Array.from({ length: 20_000 }, () => 'a row of a list') });

  it('refuses a stranger before reading a large body, which an organizer sends', async () => {
    expect(big.length).toBeGreaterThan(100_000);
    const refused = await call('/api/t/import', 'guest', { method: 'POST', body: big });
    expect(refused.status).toBe(401);
    const read = await call('/api/t/import', 'organizer', { method: 'POST', body: big });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ rows: 20_000 });
  });

  it('guards a file download too', async () => {
    expect((await call('/api/t/file', 'guest')).status).toBe(401);
    const file = await call('/api/t/file', 'organizer');
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('the file');
  });
});

describe('mount’s quiz host guard', () => {
  it('lets an organizer and a host link’s session host, and tells anyone else how to', async () => {
    for (const init of [{}, { method: 'POST', body: '{}' }]) {
      for (const viewer of ['stranger', 'guest', 'projector']) {
        const refused = await call('/api/t/host', viewer, init);
        expect(refused.status, viewer).toBe(401);
        expect(await refused.json()).toMatchObject({
          message: QUIZ_MESSAGES.hostRequired,
          code: 'quiz.hostRequired',
        });
      }
      for (const viewer of ['organizer', 'quizHost'])
        expect((await call('/api/t/host', viewer, init)).status, viewer).toBe(200);
    }
  });

  it('lets the host’s phone read what the projector reads on an invite-only site, nothing more', async () => {
    expect((await call('/api/t/wall', 'quizHost')).status).toBe(200);
    expect((await call('/api/t/closed', 'quizHost')).status).toBe(403);
  });
});
