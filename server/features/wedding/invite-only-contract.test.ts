import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../../protocol/contract';
import { INVITE_ONLY_MESSAGE } from '../../../protocol/site-access';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * Invite-only openness is declared on each endpoint (protocol/endpoint.ts): every endpoint a
 * stranger could call that declares none answers them 403 on an invite-only site, so a new one
 * starts closed. Signed-in reads answer 401 themselves and organizer endpoints 401 first.
 */
const closed = allEndpoints.filter(
  ({ endpoint }) =>
    endpoint.access !== 'organizer' &&
    !endpoint.openOnInviteOnlySite &&
    (endpoint.method !== 'GET' || endpoint.access === 'public'),
);
const anyId = '0123456789abcdef01234567';
const pathOf = (path: string) => path.replace(/:([A-Za-z_]+)/g, anyId);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  const mode = await fetch(`${app.url}/api/admin/site-access`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: await app.organizerCookie() },
    body: JSON.stringify({ mode: 'invite-only' }),
  });
  expect(mode.status).toBe(200);
});
afterAll(() => app.close());

describe('an invite-only site', () => {
  it('has endpoints that declare no openness', () => {
    expect(closed.map(({ group, name }) => `${group}.${name}`)).toEqual(
      expect.arrayContaining(['moments.create', 'guestbook.list', 'keepsake.myPostsDownload']),
    );
  });

  it.each(closed.map(({ group, name, endpoint }) => [`${group}.${name}`, endpoint] as const))(
    '%s answers a stranger 403',
    async (_name, endpoint) => {
      const response = await fetch(`${app.url}${pathOf(endpoint.path)}`, {
        method: endpoint.method,
        headers: endpoint.method === 'GET' ? {} : { 'content-type': 'application/json' },
        ...(endpoint.method === 'GET' ? {} : { body: '{}' }),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ message: INVITE_ONLY_MESSAGE });
    },
  );
});
