import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixtures';
import { CROSS_SITE_MESSAGE } from './same-origin';

const app = useTestApp({ PUBLIC_URL: 'https://sofia-and-daniel.example' }, { organizer: true });

const rsvp = { firstName: 'Ana', lastName: 'Garcia', email: 'ana@example.com', attending: true };

function post(path: string, headers: Record<string, string>, body: unknown = {}) {
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('cross-site writes', () => {
  it('refuses a write whose Origin is another site, with the organizer cookie too, storing nothing', async () => {
    const response = await post(
      '/api/rsvp',
      { origin: 'https://evil.example', cookie: app.organizer },
      rsvp,
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: CROSS_SITE_MESSAGE });
    const list = await fetch(`${app.url}/api/rsvp`, { headers: { cookie: app.organizer } });
    expect(await list.json()).toEqual([]);
  });

  it('refuses a write with only a foreign Referer, and an opaque "null" Origin', async () => {
    expect((await post('/api/rsvp', { referer: 'https://evil.example/page' }, rsvp)).status).toBe(
      403,
    );
    expect((await post('/api/rsvp', { origin: 'null' }, rsvp)).status).toBe(403);
  });

  it('refuses signing an organizer out from another site', async () => {
    const response = await fetch(`${app.url}/api/admin/session`, {
      method: 'DELETE',
      headers: { origin: 'https://evil.example', cookie: app.organizer },
    });
    expect(response.status).toBe(403);
    const session = await fetch(`${app.url}/api/admin/session`, {
      headers: { cookie: app.organizer },
    });
    expect((await session.json()).organizer).toBe(true);
  });

  it('accepts writes from the site itself: its PUBLIC_URL or the host it was reached at', async () => {
    expect(
      (await post('/api/rsvp', { origin: 'https://sofia-and-daniel.example' }, rsvp)).status,
    ).toBe(200);
    expect((await post('/api/rsvp', { origin: app.url }, rsvp)).status).toBe(200);
    expect((await post('/api/rsvp', { referer: `${app.url}/#rsvp` }, rsvp)).status).toBe(200);
  });

  it('leaves reads alone, whatever their origin', async () => {
    const response = await fetch(`${app.url}/api/wedding`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(200);
  });
});
