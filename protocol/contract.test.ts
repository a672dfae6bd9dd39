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

  it('serves every endpoint under /api/', () => {
    const outside = allEndpoints
      .filter((e) => !e.endpoint.path.startsWith('/api/'))
      .map((e) => e.endpoint.path);
    expect(outside).toEqual([]);
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
