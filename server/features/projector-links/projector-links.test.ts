import { beforeAll, describe, expect, it } from 'vitest';
import {
  PROJECTOR_LINK_MESSAGES,
  createdProjectorLinkSchema,
  type CreatedProjectorLink,
} from '../../../protocol/projector-links';
import { INVITE_ONLY_MESSAGE } from '../../../protocol/site-access';
import { subscribe, type TestSocket } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { signedInGuest } from '../guests/test-support';
import { ProjectorLinkModel, ProjectorSessionModel } from './model';


const app = useTestApp({}, { organizer: true });
beforeAll(async () => {
  const mode = await fetch(`${app.url}/api/admin/site-access`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: app.organizer },
    body: JSON.stringify({ mode: 'invite-only' }),
  });
  expect(mode.status).toBe(200);
});

function call(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  return fetch(`${app.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function createLink(label: string): Promise<CreatedProjectorLink> {
  const created = await call('/api/admin/projector-links', {
    method: 'POST',
    body: { label },
    cookie: app.organizer,
  });
  expect(created.status).toBe(201);
  return createdProjectorLinkSchema.parse(await created.json());
}

/** A fresh browser opening `/live?projector=<token>`: the page trades it for the cookie. */
async function openProjector(token: string): Promise<Response> {
  return call('/api/projector-session', { method: 'POST', body: { token } });
}

const cookieOf = (response: Response) => response.headers.getSetCookie()[0].split(';')[0];

async function setMode(mode: 'open' | 'invite-only'): Promise<void> {
  const answer = await call('/api/admin/site-access', {
    method: 'PUT',
    body: { mode },
    cookie: app.organizer,
  });
  expect(answer.status).toBe(200);
}

/** A signed-in guest's cookie (invite-only sites take guests' posts only). */
async function guestSession(): Promise<string> {
  return (await signedInGuest(app.url, { firstName: 'Rosa', lastName: 'Wall' })).cookie;
}

function disconnected(socket: TestSocket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', resolve));
}

describe('projector links', () => {
  it('are created, listed and revoked by organizers only', async () => {
    expect((await call('/api/admin/projector-links')).status).toBe(401);
    expect(
      (await call('/api/admin/projector-links', { method: 'POST', body: { label: 'Wall' } }))
        .status,
    ).toBe(401);
    const blank = await call('/api/admin/projector-links', {
      method: 'POST',
      body: { label: '  ' },
      cookie: app.organizer,
    });
    expect(blank.status).toBe(400);
    expect((await blank.json()).message).toBe(PROJECTOR_LINK_MESSAGES.labelRequired);

    const link = await createLink('Reception projector');
    const listed = await call('/api/admin/projector-links', { cookie: app.organizer });
    const links = (await listed.json()) as { id: string; label: string }[];
    expect(links).toContainEqual({
      id: link.id,
      label: 'Reception projector',
      createdAt: link.createdAt,
    });
    // Neither the link's token nor a screen's session is stored in the clear.
    expect(JSON.stringify(await ProjectorLinkModel.find().lean())).not.toContain(link.token);
  });

  it('let a fresh browser read the wall, the leaderboard and the quiz, and follow them live', async () => {
    const link = await createLink('Dance floor screen');
    const opened = await openProjector(link.token);
    expect(opened.status).toBe(200);
    expect(opened.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    const cookie = cookieOf(opened);
    expect(JSON.stringify(await ProjectorSessionModel.find().lean())).not.toContain(
      cookie.split('=')[1],
    );

    for (const path of [
      '/api/live-wedding-moments',
      '/api/games/leaderboard/live',
      '/api/games/leaderboard/podium',
      '/api/gallery-photos',
      '/api/live/screen',
    ]) {
      expect((await call(path, { cookie })).status, path).toBe(200);
    }
    // Nothing beyond the screens: no guest book, no writes, no organizer data.
    expect((await call('/api/guest-book', { cookie })).status).toBe(403);
    const write = await call('/api/live-wedding-moments', {
      method: 'POST',
      body: { guestName: 'Wall', content: 'Posted by the projector' },
      cookie,
    });
    expect(write.status).toBe(403);
    expect(await write.json()).toMatchObject({ message: INVITE_ONLY_MESSAGE });
    expect((await call('/api/admin/projector-links', { cookie })).status).toBe(401);

    const screen = await app.connect({ cookie });
    const result = await subscribe(
      screen,
      'moments',
      'leaderboard',
      'live',
      'quiz',
      'quiz-screen',
      'guestbook',
    );
    expect(result.subscribed).toEqual(['moments', 'leaderboard', 'live', 'quiz', 'quiz-screen']);
    expect(result.refused).toEqual([{ topic: 'guestbook', reason: INVITE_ONLY_MESSAGE }]);
  });

  it('once revoked: the open screen is disconnected, its reads refused, the link dead', async () => {
    const link = await createLink('Lounge screen');
    const cookie = cookieOf(await openProjector(link.token));
    const screen = await app.connect({ cookie });
    expect((await subscribe(screen, 'moments')).subscribed).toEqual(['moments']);
    const other = await createLink('Other screen');
    const otherScreen = await app.connect({ cookie: cookieOf(await openProjector(other.token)) });

    const ended = disconnected(screen);
    const revoked = await call(`/api/admin/projector-links/${link.id}`, {
      method: 'DELETE',
      cookie: app.organizer,
    });
    expect(revoked.status).toBe(200);
    expect(await ended).toBe('io server disconnect');
    // Another link's screen stays: it still answers a subscription after the revoke.
    expect((await subscribe(otherScreen, 'leaderboard')).subscribed).toEqual(['leaderboard']);

    const refused = await call('/api/live-wedding-moments', { cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: INVITE_ONLY_MESSAGE });
    const reopened = await openProjector(link.token);
    expect(reopened.status).toBe(403);
    expect(await reopened.json()).toMatchObject({ message: PROJECTOR_LINK_MESSAGES.invalidLink });
    const again = await call(`/api/admin/projector-links/${link.id}`, {
      method: 'DELETE',
      cookie: app.organizer,
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ message: PROJECTOR_LINK_MESSAGES.linkNotFound });
  });

  it('a screen whose link was revoked while its connection was down recovers no guest topic', async () => {
    const link = await createLink('Flaky screen');
    const cookie = cookieOf(await openProjector(link.token));
    const screen = await app.connect({ cookie });
    expect((await subscribe(screen, 'moments', 'wedding')).subscribed).toEqual(['moments', 'wedding']);
    // One push seen, so the screen has an offset to recover from.
    const seen = new Promise((resolve) => screen.once('wedding:updated', resolve));
    await setMode('invite-only');
    await seen;
    const id = screen.id!;
    screen.io.engine.close();
    while (app.server.io.of('/').sockets.has(id)) await new Promise((r) => setTimeout(r, 20));

    const revoked = await call(`/api/admin/projector-links/${link.id}`, {
      method: 'DELETE',
      cookie: app.organizer,
    });
    expect(revoked.status).toBe(200);
    const back = new Promise<void>((resolve) => screen.once('connect', () => resolve()));
    screen.connect();
    await back;
    // It came back a stranger on an invite-only site: the wall's moments are no longer its own.
    const moments: unknown[] = [];
    screen.on('moment:created', (moment) => moments.push(moment));
    const guest = await guestSession();
    const posted = await call('/api/live-wedding-moments', {
      method: 'POST',
      body: { guestName: 'Rosa', content: 'After the revoke' },
      cookie: guest,
    });
    expect(posted.status).toBe(201);
    // A later push on a topic it keeps shows the moment's would have arrived by now.
    const marker = new Promise((resolve) => screen.once('wedding:updated', resolve));
    await setMode('invite-only');
    await marker;
    expect(moments).toEqual([]);
  });

  it('answer a forged or malformed token with a clear 4xx', async () => {
    const forged = await openProjector('not-a-real-token');
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ message: PROJECTOR_LINK_MESSAGES.invalidLink });
    const missing = await call('/api/projector-session', { method: 'POST', body: {} });
    expect(missing.status).toBe(400);
    const badId = await call('/api/admin/projector-links/nope', {
      method: 'DELETE',
      cookie: app.organizer,
    });
    expect(badId.status).toBe(400);
    const forgedCookie = await call('/api/live-wedding-moments', {
      cookie: 'wedding_projector=%E0%A4%A',
    });
    expect(forgedCookie.status).toBe(403);
  });
});
