import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_HEADER } from '../../../protocol/http';
import { momentsApi } from '../../../protocol/moments';
import { organizerApi } from '../../../protocol/organizer';
import { createdProjectorLinkSchema } from '../../../protocol/projector-links';
import { INVITE_ONLY_MESSAGE } from '../../../protocol/site-access';
import { guestAuthApi } from '../../../protocol/guests';
import { startTestApp, subscribe, type TestApp } from '../../test/harness';

/**
 * Who is asking is resolved once, in lib/auth/resolve-viewer.ts, for requests and socket
 * handshakes alike: the same cookies make the same viewer on both, and a forged one is nobody
 * (never a server error).
 */
let app: TestApp;
let organizerCookie: string;
let projectorCookie: string;

beforeAll(async () => {
  app = await startTestApp();
  organizerCookie = await app.organizerCookie();
  const call = (path: string, method: string, body: unknown, cookie?: string) =>
    fetch(`${app.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const link = createdProjectorLinkSchema.parse(
    await (
      await call('/api/admin/projector-links', 'POST', { label: 'Wall' }, organizerCookie)
    ).json(),
  );
  const opened = await call('/api/projector-session', 'POST', { token: link.token });
  projectorCookie = opened.headers.getSetCookie()[0].split(';')[0];
  const mode = await call(
    '/api/admin/site-access',
    'PUT',
    { mode: 'invite-only' },
    organizerCookie,
  );
  expect(mode.status).toBe(200);
});
afterAll(() => app.close());

const FORGED = [
  'wedding_organizer=forged-session-token',
  'wedding_guest=%E0%A4%A',
  'wedding_projector=' + 'x'.repeat(300),
  'wedding_quiz_host=%E0%A4%A',
].join('; ');

const get = (path: string, cookie: string, device?: string) =>
  fetch(`${app.url}${path}`, {
    headers: { cookie, ...(device ? { [DEVICE_HEADER]: device } : {}) },
  });

describe('one resolution for requests and sockets', () => {
  it('makes forged cookies and a forged device nobody, on HTTP and on a socket', async () => {
    const forgedDevice = `d1.${'a'.repeat(22)}.0.${'x'.repeat(43)}`;
    const organizer = await get(organizerApi.session.path, FORGED, forgedDevice);
    expect(organizer.status).toBe(200);
    expect(await organizer.json()).toEqual({ organizer: false });
    const guest = await get(guestAuthApi.session.path, FORGED, forgedDevice);
    expect(guest.status).toBe(200);
    expect(await guest.json()).toEqual({ guest: null });
    // The forged projector cookie opens neither the wall's reads nor its topics.
    const wall = await get(momentsApi.list.path, FORGED);
    expect(wall.status).toBe(403);
    expect(await wall.json()).toMatchObject({ message: INVITE_ONLY_MESSAGE });

    // Nor does the forged quiz host cookie host, or read the quiz's screens.
    const host = await get('/api/quiz/host/session', FORGED);
    expect(await host.json()).toEqual({ host: false, organizer: false, label: null });

    const socket = await app.connect({ cookie: FORGED, deviceId: forgedDevice });
    expect(await subscribe(socket, 'moments', 'guests', 'quiz-screen')).toEqual({
      subscribed: [],
      refused: [
        { topic: 'moments', reason: INVITE_ONLY_MESSAGE },
        { topic: 'guests', reason: 'organizers only' },
        { topic: 'quiz-screen', reason: INVITE_ONLY_MESSAGE },
      ],
    });
  });

  it('makes a projector link’s cookie the same screen on HTTP and on a socket', async () => {
    expect((await get(momentsApi.list.path, projectorCookie)).status).toBe(200);
    const socket = await app.connect({ cookie: projectorCookie });
    expect(await subscribe(socket, 'moments', 'guestbook')).toEqual({
      subscribed: ['moments'],
      refused: [{ topic: 'guestbook', reason: INVITE_ONLY_MESSAGE }],
    });
  });

  it('makes an organizer’s cookie an organizer on both', async () => {
    const session = await get(organizerApi.session.path, organizerCookie);
    expect(await session.json()).toMatchObject({ organizer: true });
    const socket = await app.connect({ cookie: organizerCookie });
    expect(await subscribe(socket, 'guests', 'guestbook')).toEqual({
      subscribed: ['guests', 'guestbook'],
      refused: [],
    });
  });
});
