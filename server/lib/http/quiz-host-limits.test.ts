import type { AddressInfo } from 'node:net';
import express, { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, TOO_MANY_WRITES_MESSAGE } from '../../../protocol/http';
import { loadConfig } from '../../config';
import { setViewer, type Viewer } from '../auth/viewer';
import { createLogger } from '../logger';
import { errorHandler } from './errors';
import { createAppLimits, installAppLimits, type AppLimits } from './rate-limit';
import { mount } from './route';

/** A host's action, mounted alone with the app's real limiters (in memory, no Redis). */
const hostAction = endpoint({
  method: 'POST',
  path: '/api/t/host-action',
  access: 'quiz-host',
  openOnInviteOnlySite: 'everyone',
  response: z.object({ ok: z.literal(true) }),
});
const viewers: Record<string, Viewer> = {
  host: { organizer: false, quizHostLinkId: 'link', deviceId: 'd1', deviceKey: 'host-phone' },
  organizer: { organizer: true, deviceId: 'd2', deviceKey: 'dashboard' },
};
const LIGHT_PER_DEVICE = 3;

let url: string;
let limits: AppLimits;
let close: () => Promise<void>;
beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    ADMIN_PASSWORD: 'x'.repeat(16),
    WRITE_LIMIT_PER_DEVICE: '1',
    LIKE_LIMIT_PER_DEVICE: String(LIGHT_PER_DEVICE),
  });
  limits = await createAppLimits(config.writeLimits, { logger: createLogger('silent') });
  const app = express();
  installAppLimits(app, limits);
  app.use(express.json());
  app.use((req, res, next) => {
    setViewer(res, viewers[req.get('x-test-viewer') ?? 'host']!);
    next();
  });
  const router = Router();
  mount(router, hostAction, () => ({ ok: true }) as const);
  app.use(router);
  app.use(errorHandler(createLogger('silent')));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  await limits.close();
});

const act = (viewer: string) =>
  fetch(`${url}/api/t/host-action`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-viewer': viewer },
    body: '{}',
  });

describe('the quiz host’s limits', () => {
  it('a host link’s phone draws on the light allowance, not the standard one', async () => {
    // The standard allowance is 1 here: a host's second tap would be refused by it.
    for (let i = 0; i < LIGHT_PER_DEVICE; i += 1) expect((await act('host')).status).toBe(200);
    const refused = await act('host');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: TOO_MANY_WRITES_MESSAGE });
    expect(refused.headers.get('ratelimit-policy')).toMatch(/^"light:device"/);
  });

  it('an organizer is never limited', async () => {
    for (let i = 0; i < LIGHT_PER_DEVICE + 3; i += 1)
      expect((await act('organizer')).status).toBe(200);
  });
});
