import { beforeAll, describe, expect, it } from 'vitest';
import {
  QUIZ_HOST_COOKIE,
  QUIZ_MESSAGES,
  createdQuizHostLinkSchema,
  quizHostSessionSchema,
} from '../../../protocol/quiz';
import { disconnectReason, subscribe } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { signedInGuest } from '../guests/test-support';
import { quizHostLinkModels } from './host-links';
import { organizerCall } from './test-support';

const app = useTestApp({}, { organizer: true });
beforeAll(async () => {
  const mode = await organizerCall(app, '/api/admin/site-access', {
    method: 'PUT',
    body: { mode: 'invite-only' },
  });
  expect(mode.status).toBe(200);
});

const call = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
  organizerCall(app, path, { ...init, cookie: init.cookie ?? null });

async function createLink(label: string) {
  const created = await organizerCall(app, '/api/admin/quiz-host-links', {
    method: 'POST',
    body: { label },
  });
  expect(created.status).toBe(201);
  return createdQuizHostLinkSchema.parse(await created.json());
}

/** The best man's phone opening `/live/quiz/host?host=<token>`: the page trades it for the cookie. */
const openHost = (token: string) =>
  call('/api/quiz/host/session', { method: 'POST', body: { token } });
const cookieOf = (response: Response) => response.headers.getSetCookie()[0]!.split(';')[0]!;
const sessionAs = async (cookie?: string) =>
  quizHostSessionSchema.parse(await (await call('/api/quiz/host/session', { cookie })).json());

describe('quiz host links', () => {
  it('are created, listed and revoked by organizers only, their tokens never stored', async () => {
    expect((await call('/api/admin/quiz-host-links')).status).toBe(401);
    const blank = await organizerCall(app, '/api/admin/quiz-host-links', {
      method: 'POST',
      body: { label: ' ' },
    });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ message: QUIZ_MESSAGES.labelRequired });

    const link = await createLink('Best man');
    const listed = await organizerCall(app, '/api/admin/quiz-host-links');
    expect(await listed.json()).toContainEqual({
      id: link.id,
      label: 'Best man',
      createdAt: link.createdAt,
    });
    expect(JSON.stringify(await quizHostLinkModels.links.find().lean())).not.toContain(link.token);
  });

  it('give a fresh phone an HttpOnly host session: it may host, and read the screens', async () => {
    expect(await sessionAs()).toEqual({ host: false, organizer: false, label: null });
    expect(await sessionAs(app.organizer)).toEqual({ host: true, organizer: true, label: null });

    const link = await createLink('Maid of honour');
    const opened = await openHost(link.token);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({ host: true, organizer: false, label: 'Maid of honour' });
    expect(opened.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    const cookie = cookieOf(opened);
    expect(cookie.startsWith(`${QUIZ_HOST_COOKIE}=`)).toBe(true);
    expect(JSON.stringify(await quizHostLinkModels.sessions.find().lean())).not.toContain(
      cookie.split('=')[1],
    );
    expect(await sessionAs(cookie)).toEqual({
      host: true,
      organizer: false,
      label: 'Maid of honour',
    });

    // What the projector reads, on an invite-only site; nothing of the guests', nothing organizer.
    expect((await call('/api/games/leaderboard/live', { cookie })).status).toBe(200);
    expect((await call('/api/guest-book', { cookie })).status).toBe(403);
    expect((await call('/api/admin/quizzes', { cookie })).status).toBe(401);
    const socket = await app.connect({ cookie });
    expect(await subscribe(socket, 'quiz', 'quiz-screen', 'guestbook')).toMatchObject({
      subscribed: ['quiz', 'quiz-screen'],
      refused: [{ topic: 'guestbook' }],
    });
  });

  it('once revoked: the phone’s socket is closed, its session gone, the link dead', async () => {
    const link = await createLink('Uncle Joe');
    const cookie = cookieOf(await openHost(link.token));
    const socket = await app.connect({ cookie });
    const other = await createLink('Aunt May');
    const otherCookie = cookieOf(await openHost(other.token));

    const closed = disconnectReason(socket);
    const revoked = await organizerCall(app, `/api/admin/quiz-host-links/${link.id}`, {
      method: 'DELETE',
    });
    expect(revoked.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(await sessionAs(cookie)).toEqual({ host: false, organizer: false, label: null });
    expect((await sessionAs(otherCookie)).host).toBe(true);

    const reopened = await openHost(link.token);
    expect(reopened.status).toBe(403);
    expect(await reopened.json()).toMatchObject({ message: QUIZ_MESSAGES.invalidHostLink });
    expect(reopened.headers.getSetCookie()[0]).toMatch(new RegExp(`^${QUIZ_HOST_COOKIE}=;`));
    const again = await organizerCall(app, `/api/admin/quiz-host-links/${link.id}`, {
      method: 'DELETE',
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ message: QUIZ_MESSAGES.hostLinkNotFound });
  });

  it('treat a forged, malformed or missing token as no session, never an error', async () => {
    const forged = await openHost('not-a-real-token');
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'quiz.invalidHostLink' });
    const missing = await call('/api/quiz/host/session', { method: 'POST', body: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'quiz.invalidHostLink' });
    for (const cookie of [`${QUIZ_HOST_COOKIE}=%E0%A4%A`, `${QUIZ_HOST_COOKIE}=forged`]) {
      expect(await sessionAs(cookie)).toEqual({ host: false, organizer: false, label: null });
      expect((await call('/api/games/leaderboard/live', { cookie })).status).toBe(403);
    }
    const guest = (await signedInGuest(app.url, { firstName: 'Rosa', lastName: 'Host' })).cookie;
    expect((await sessionAs(guest)).host).toBe(false);
    const badId = await organizerCall(app, '/api/admin/quiz-host-links/nope', {
      method: 'DELETE',
    });
    expect(badId.status).toBe(400);
  });
});
