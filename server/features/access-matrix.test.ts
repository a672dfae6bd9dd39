import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../protocol/contract';
import { aiApi, ASSISTANT_SIGN_IN_MESSAGE } from '../../protocol/ai';
import { GUEST_PROFILE_MESSAGES, guestProfilesApi } from '../../protocol/guest-profiles';
import { INVITE_ONLY_MESSAGE } from '../../protocol/site-access';
import { QUIZ_MESSAGES } from '../../protocol/quiz';
import {
  buildPath,
  DEVICE_HEADER,
  SIGN_IN_REQUIRED_MESSAGE,
  TOO_MANY_WRITES_MESSAGE,
} from '../../protocol/http';
import { topicAccess, topicNames } from '../../protocol/topics';
import { deviceFor } from '../test/devices';
import { startTestApp, subscribe, type TestApp } from '../test/harness';
import { seedGuest } from './guests/seed';
import { signInAs } from './guests/test-support';

/**
 * Every organizer endpoint of the contract and every organizer topic, as a stranger, as a guest
 * signed in with an invite code, and as an organizer.
 */
const organizerEndpoints = allEndpoints.filter((e) => e.endpoint.access === 'organizer');
const organizerTopics = topicNames.filter((topic) => topicAccess(topic) === 'organizer');
const anyId = '0123456789abcdef01234567';

let app: TestApp;
let organizerCookie: string;
let guestCookie: string;
beforeAll(async () => {
  app = await startTestApp();
  organizerCookie = await app.organizerCookie();
  await seedGuest({ firstName: 'Ana', email: 'ana@example.com', inviteCode: 'ANA4P9QR' });
  guestCookie = (await signInAs(app.url, 'Ana', 'ANA4P9QR')).cookie!;
});
afterAll(() => app.close());

function callAs(endpoint: (typeof organizerEndpoints)[number]['endpoint'], cookie?: string) {
  const path = buildPath(endpoint.path, { id: anyId, kind: 'moments' });
  return fetch(`${app.url}${path}`, {
    method: endpoint.method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(endpoint.method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(endpoint.method === 'GET' ? {} : { body: '{}' }),
  });
}

describe('organizer endpoints', () => {
  it('covers the contract’s organizer routes', () => {
    expect(organizerEndpoints.map((e) => `${e.group}.${e.name}`)).toEqual(
      expect.arrayContaining([
        'guests.list',
        'rsvp.list',
        'seating.createTable',
        'gifts.verify',
        'timeline.hide',
        'moderation.hide',
        'seating.importGuests',
        'newsletter.status',
        'vendors.create',
        'vendors.exportCsv',
        'calendar.update',
        'calendar.rotateFeed',
        'translate.translate',
      ]),
    );
  });

  it.each(organizerEndpoints.map((e) => [`${e.group}.${e.name}`, e.endpoint] as const))(
    '%s answers 401 without the organizer cookie, even to a signed-in guest',
    async (_name, endpoint) => {
      for (const cookie of [undefined, guestCookie]) {
        const response = await callAs(endpoint, cookie);
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({
          message: 'Sign in as an organizer to do this.',
        });
      }
      expect((await callAs(endpoint, organizerCookie)).status).not.toBe(401);
    },
  );
});

describe('quiz host endpoints', () => {
  const hostEndpoints = allEndpoints.filter((e) => e.endpoint.access === 'quiz-host');
  let hostCookie: string;
  let projectorCookie: string;
  beforeAll(async () => {
    const open = async (admin: string, session: string, label: string) => {
      const link = await fetch(`${app.url}${admin}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: organizerCookie },
        body: JSON.stringify({ label }),
      });
      const { token } = (await link.json()) as { token: string };
      const opened = await fetch(`${app.url}${session}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      return opened.headers.getSetCookie()[0]!.split(';')[0]!;
    };
    hostCookie = await open('/api/admin/quiz-host-links', '/api/quiz/host/session', 'Best man');
    projectorCookie = await open('/api/admin/projector-links', '/api/projector-session', 'Wall');
  });

  it('covers the live quiz’s host routes', () => {
    expect(hostEndpoints.map((e) => `${e.group}.${e.name}`)).toEqual(
      expect.arrayContaining(['quiz.hostAction', 'quiz.hostQuizzes']),
    );
  });

  it.each(hostEndpoints.map((e) => [`${e.group}.${e.name}`, e.endpoint] as const))(
    '%s answers 401 to a stranger, a guest and a projector screen; an organizer and a host pass',
    async (_name, endpoint) => {
      for (const cookie of [undefined, guestCookie, projectorCookie, 'wedding_quiz_host=forged']) {
        const response = await callAs(endpoint, cookie);
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ message: QUIZ_MESSAGES.hostRequired });
      }
      for (const cookie of [organizerCookie, hostCookie])
        expect((await callAs(endpoint, cookie)).status).not.toBe(401);
    },
  );

  it('a host link’s session is no organizer: it writes no quiz and makes no host link', async () => {
    const quizOrganizerEndpoints = organizerEndpoints.filter((e) => e.group.startsWith('quiz'));
    expect(quizOrganizerEndpoints.map((e) => e.name)).toEqual(
      expect.arrayContaining(['create', 'createHostLink', 'addPicture']),
    );
    for (const { endpoint } of quizOrganizerEndpoints)
      expect((await callAs(endpoint, hostCookie)).status, endpoint.path).toBe(401);
  });
});

describe('signed-in guest endpoints', () => {
  it.each([
    ['GET', '/api/guest-profiles'],
    ['PUT', '/api/guest-profiles/me'],
    ['PUT', '/api/guest-profiles/me/avatar'],
    ['DELETE', '/api/guest-profiles/me'],
    ['GET', `/api/guest-profiles/${anyId}`],
  ])('%s %s answers 401 without a guest session', async (method, path) => {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
      ...(method === 'GET' ? {} : { body: '{}' }),
    });
    expect(response.status).toBe(401);
  });
});

describe('organizer topics', () => {
  it.each(organizerTopics)('%s refuses a guest socket and admits an organizer', async (topic) => {
    for (const socket of [app.sockets[0], await app.connect({ cookie: guestCookie })]) {
      expect(await subscribe(socket, topic)).toEqual({
        subscribed: [],
        refused: [{ topic, reason: 'organizers only' }],
      });
    }
    const organizer = await app.connect({ cookie: organizerCookie });
    expect(await subscribe(organizer, topic)).toEqual({ subscribed: [topic], refused: [] });
  });
});

describe('AI endpoints', () => {
  it('are open to guests and draw on the AI allowance, not the ordinary write one', () => {
    const aiEndpoints = allEndpoints.filter((e) => e.endpoint.writeLimit === 'ai');
    expect(aiEndpoints.map((e) => `${e.group}.${e.name}`)).toEqual(
      expect.arrayContaining([
        'speech.generate',
        'speech.stream',
        'games.generateBingo',
        'games.generateTrivia',
      ]),
    );
    for (const { endpoint } of aiEndpoints) expect(endpoint.access).not.toBe('organizer');
  });
});

describe('signed-in guest endpoints', () => {
  it.each(['/api/personalized-recommendations', '/api/personalized-itinerary'])(
    '%s answers 401 to a stranger and an organizer, and serves a guest signed in with a code',
    async (path) => {
      const post = (cookie?: string) =>
        fetch(`${app.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: JSON.stringify({ language: 'en' }),
        });
      for (const cookie of [undefined, organizerCookie])
        expect((await post(cookie)).status).toBe(401);
      expect((await post(guestCookie)).status).toBe(200);
    },
  );
});

describe('the assistant and the guest profiles', () => {
  it('declare in the contract the access their services enforce, the assistant on the AI limit', () => {
    for (const endpoint of [...Object.values(aiApi), ...Object.values(guestProfilesApi)])
      expect(endpoint.access, endpoint.path).toBe('signed-in');
    for (const endpoint of Object.values(aiApi)) expect(endpoint.writeLimit).toBe('ai');
  });

  it('answer a stranger 401 with their own words, before reading the body', async () => {
    for (const endpoint of Object.values(guestProfilesApi)) {
      const response = await fetch(`${app.url}${buildPath(endpoint.path, { id: anyId })}`, {
        method: endpoint.method,
        headers: endpoint.method === 'GET' ? {} : { 'content-type': 'application/json' },
        ...(endpoint.method === 'GET' ? {} : { body: '{"name": 5}' }),
      });
      expect(response.status, `${endpoint.method} ${endpoint.path}`).toBe(401);
      expect(await response.json()).toMatchObject({ message: GUEST_PROFILE_MESSAGES.signInFirst });
    }
    for (const endpoint of Object.values(aiApi)) {
      const response = await fetch(`${app.url}${endpoint.path}`, {
        method: endpoint.method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'fr' }),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: ASSISTANT_SIGN_IN_MESSAGE });
    }
  });

  it('on an invite-only site, refuse a stranger’s assistant request 403 and profile read 401', async () => {
    const setMode = (mode: 'open' | 'invite-only') =>
      fetch(`${app.url}/api/admin/site-access`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: organizerCookie },
        body: JSON.stringify({ mode }),
      });
    expect((await setMode('invite-only')).status).toBe(200);
    try {
      const assistant = await fetch(`${app.url}${aiApi.recommendations.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'en' }),
      });
      expect(assistant.status).toBe(403);
      expect(await assistant.json()).toMatchObject({ message: INVITE_ONLY_MESSAGE });
      const directory = await fetch(`${app.url}${guestProfilesApi.list.path}`);
      expect(directory.status).toBe(401);
      expect(await directory.json()).toMatchObject({ message: GUEST_PROFILE_MESSAGES.signInFirst });
      // The invited guest still gets in.
      const mine = await fetch(`${app.url}${guestProfilesApi.mine.path}`, {
        headers: { cookie: guestCookie },
      });
      expect(mine.status).toBe(200);
    } finally {
      expect((await setMode('open')).status).toBe(200);
    }
  });

  it('refuse a guest’s seventh assistant request in a minute, by the AI allowance', async () => {
    const device = await deviceFor(app.url, 'assistant-limit-phone');
    const ask = () =>
      fetch(`${app.url}${aiApi.itinerary.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: guestCookie,
          [DEVICE_HEADER]: device,
        },
        body: JSON.stringify({ language: 'en' }),
      });
    for (let i = 0; i < 6; i += 1) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: TOO_MANY_WRITES_MESSAGE });
    // The allowance that refused it names itself in the standard header.
    expect(refused.headers.get('ratelimit-policy')).toMatch(/^"ai:device"; q=6;/);
  });
});

describe('translation endpoints', () => {
  it('/api/translate (organizers’ drafts) admits only organizers (503 here for them, no AI endpoint)', async () => {
    for (const cookie of [undefined, guestCookie, organizerCookie]) {
      const response = await fetch(`${app.url}/api/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({
          texts: [{ text: 'Our Story', sourceLanguage: 'en', targetLanguage: 'es' }],
        }),
      });
      expect(response.status).toBe(cookie === organizerCookie ? 503 : 401);
      expect(await response.json()).toMatchObject({
        message:
          cookie === organizerCookie
            ? 'Translation is not available on this site.'
            : 'Sign in as an organizer to do this.',
      });
    }
  });

  it('/api/translate/post (See translation) is refused without a guest or organizer session', async () => {
    for (const cookie of [undefined, guestCookie, organizerCookie]) {
      const response = await fetch(`${app.url}/api/translate/post`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ kind: 'moment', id: anyId, targetLanguage: 'es' }),
      });
      expect(await response.json()).toMatchObject({
        message: cookie ? 'Translation is not available on this site.' : SIGN_IN_REQUIRED_MESSAGE,
      });
      expect(response.status).toBe(cookie ? 503 : 401);
    }
  });
});
