import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { healthSchema } from '../../protocol/health';
import { subscribe } from '../test/harness';
import { useTestApp } from '../test/fixtures';

const app = useTestApp();

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
