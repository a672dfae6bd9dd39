import { describe, expect, it } from 'vitest';
import { allEndpoints, api } from './contract';

describe('the REST contract', () => {
  it('lists every endpoint of every group', () => {
    const total = Object.values(api).reduce((sum, group) => sum + Object.keys(group).length, 0);
    expect(allEndpoints).toHaveLength(total);
    expect(allEndpoints.map((e) => `${e.group}.${e.name}`)).toEqual(
      expect.arrayContaining([
        'leaderboard.leaderboard',
        'seating.deleteTable',
        'timeline.participate',
        'health.health',
      ]),
    );
  });

  it('never gives two endpoints the same method and path', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const { group, name, endpoint } of allEndpoints) {
      const key = `${endpoint.method} ${endpoint.path}`;
      const owner = seen.get(key);
      if (owner) clashes.push(`${key}: ${owner} and ${group}.${name}`);
      seen.set(key, `${group}.${name}`);
    }
    expect(clashes).toEqual([]);
  });

  it('serves every JSON endpoint under /api/, and stored files under /uploads/ only', () => {
    const outside = allEndpoints
      .filter((e) => !e.endpoint.path.startsWith('/api/'))
      .map((e) => `${e.endpoint.method} ${e.endpoint.path}`);
    // The disk store's own files: a signed PUT of raw bytes and a served rendition, where S3's
    // addresses would be.
    expect(outside).toEqual(['PUT /uploads/{*key}', 'GET /uploads/{*key}']);
    for (const e of allEndpoints.filter((each) => !each.endpoint.path.startsWith('/api/')))
      expect(e.endpoint.file ?? e.endpoint.rawBody).toBe(true);
  });

  it('guards organizer data: seating, announcements and the guest list need an organizer', () => {
    const publicOnes = allEndpoints
      .filter(
        (e) => ['seating', 'announcements'].includes(e.group) && e.endpoint.access !== 'organizer',
      )
      .map((e) => `${e.group}.${e.name}`);
    expect(publicOnes).toEqual([]);
    expect(api.guests.list.access).toBe('organizer');
  });
});
