import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '../../protocol/health';
import { startTestApp, subscribe, type TestApp } from '../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /api/health', () => {
  it('reports the service and its database as up', async () => {
    const response = await fetch(`${app.url}/api/health`);
    expect(response.status).toBe(200);
    expect(healthSchema.parse(await response.json())).toEqual({
      status: 'ok',
      db: 'up',
      instance: `${hostname()}-${process.pid}`,
    });
  });

  it('answers unknown topics in the subscription acknowledgement', async () => {
    const result = await subscribe(app.sockets[0], 'moments', 'nonsense' as never);
    expect(result.subscribed).toEqual(['moments']);
    expect(result.refused).toEqual([{ topic: 'nonsense', reason: 'unknown topic' }]);
  });
});
