import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../../protocol/contract';
import { buildPath } from '../../../protocol/endpoint';
import { offlineReadPattern, offlineReadPaths } from './offline-reads';

const pattern = offlineReadPattern(offlineReadPaths(allEndpoints));
const origin = 'https://wedding.example';

/** Workbox applies a RegExp route to another origin only when it matches at the URL's start. */
function workboxWouldCache(url: string, pageOrigin = origin): boolean {
  const match = pattern.exec(url);
  if (!match) return false;
  return new URL(url).origin === pageOrigin || match.index === 0;
}

describe('the reads the service worker keeps for offline use', () => {
  it('keeps the home page’s public reads, with or without a query', () => {
    expect(workboxWouldCache(`${origin}/api/wedding`)).toBe(true);
    expect(workboxWouldCache(`${origin}/api/guest-book?limit=20`)).toBe(true);
    expect(workboxWouldCache(`${origin}/api/gallery-photos`)).toBe(true);
    expect(workboxWouldCache(`${origin}/api/games/leaderboard/live`)).toBe(true);
    expect(workboxWouldCache(`${origin}/api/venues/ceremony`)).toBe(true);
  });

  it('never keeps organizer reads, sessions or the health check', () => {
    for (const path of [
      '/api/guest-list',
      '/api/admin/guests',
      '/api/admin/session',
      '/api/guest-auth',
      '/api/announcements',
      '/api/moderation/queue',
      '/api/health',
    ]) {
      expect(workboxWouldCache(`${origin}${path}`), path).toBe(false);
    }
  });

  it('never keeps an answer that depends on who asks', () => {
    for (const path of [
      '/api/keepsake/mine/download',
      '/api/keepsake/mine',
      '/api/guest-profiles/me',
      '/api/guest-profiles/0123456789abcdef01234567',
      '/api/guest-profiles?interest=dancing',
      '/api/seating/my-seat',
      '/api/games/sessions',
      '/api/live-wedding-moments',
      '/api/notices',
    ]) {
      expect(workboxWouldCache(`${origin}${path}`), path).toBe(false);
    }
  });

  it('leaves out every read the contract marks personal, whatever its parameters', () => {
    const personal = allEndpoints.filter(({ endpoint }) => endpoint.personal);
    expect(personal.length).toBeGreaterThan(5);
    for (const { group, name, endpoint } of personal) {
      const url = `${origin}${buildPath(endpoint.path, { id: 'abc123', token: 'abc123' })}`;
      expect(workboxWouldCache(url), `${group}.${name}`).toBe(false);
    }
  });

  it('never keeps socket.io, unknown paths or another origin’s API', () => {
    expect(workboxWouldCache(`${origin}/socket.io/?EIO=4&transport=polling`)).toBe(false);
    expect(workboxWouldCache(`${origin}/api/wedding/extra`)).toBe(false);
    expect(workboxWouldCache('https://elsewhere.example/api/wedding')).toBe(false);
  });

  it('reads every path parameter as one segment', () => {
    const paths = offlineReadPaths([
      {
        group: 'moments',
        name: 'one',
        endpoint: { method: 'GET', path: '/api/things/:id', access: 'public' } as never,
      },
    ]);
    const single = offlineReadPattern(paths);
    expect(single.test(`${origin}/api/things/abc123`)).toBe(true);
    expect(single.test(`${origin}/api/things/abc/123`)).toBe(false);
  });
});
