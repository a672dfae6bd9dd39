import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixtures';

const statusOf = async (url: string, cookie?: string) => {
  const response = await fetch(`${url}/api/admin/videos`, {
    headers: cookie ? { cookie } : {},
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

// The environment's defaults: the ceilings, and what applies while the organizers set nothing.
const CEILINGS = { maxSeconds: 180, maxMb: 300, mbPerDeviceHour: 600 };
const answer = (videos: 'on' | 'off') => ({
  status: 200,
  body: { videos, settings: { accepting: true, ...CEILINGS }, ceilings: CEILINGS },
});

describe('the dashboard’s video status, on a server without ffmpeg', () => {
  const app = useTestApp({ FFMPEG_PATH: '/nonexistent/ffmpeg' }, { organizer: true });

  it('is off, and only organizers are told', async () => {
    expect(await statusOf(app.url, app.organizer)).toEqual(answer('off'));
    expect((await statusOf(app.url)).status).toBe(401);
  });
});

describe('the dashboard’s video status, with the system’s ffmpeg', () => {
  const app = useTestApp({}, { organizer: true });

  it('is on', async () => {
    expect(await statusOf(app.url, app.organizer)).toEqual(answer('on'));
  });
});
