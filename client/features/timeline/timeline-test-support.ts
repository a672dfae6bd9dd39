import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createGuestSession } from '../../../protocol/guest-session';
import type {
  ParticipationForm,
  TimelineEvent,
  TimelineParticipation,
} from '../../../protocol/timeline';
import { connection } from '../../lib/realtime/connection';
import { toast } from '../../lib/ui/use-toast';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { GUEST_STORAGE_KEY, resetGuestSessionCache } from '../guest-gate/session';

/**
 * The live topic's handlers as the page last subscribed them. Each test file mocks useTopic to
 * record them here (vi.mock is per file), and a test pushes events through them as the server would.
 */
export const live = { handlers: {} as Record<string, (payload: unknown) => void> };

export const id = (n: number) => n.toString(16).padStart(24, '0');
export const event = (
  n: number,
  title: string,
  time: string,
  duration: number,
  extra: Partial<TimelineEvent> = {},
): TimelineEvent => ({
  id: id(n),
  title,
  time,
  duration,
  category: 'ceremony',
  icon: 'heart',
  isInteractive: true,
  allowGuestMessages: true,
  allowPhotoUploads: false,
  sortOrder: n,
  createdAt: '2025-08-01T00:00:00.000Z',
  ...extra,
});
export const day = [
  event(1, 'Guests Arrive', '08:30', 30, {
    isInteractive: false,
    allowGuestMessages: false,
    icon: 'users',
  }),
  // Written in both languages; the others in English only (a Spanish page marks them).
  event(2, 'Ceremony', '09:00', 45, {
    titleEs: 'Ceremonia',
    location: 'Memorial Chapel Garden',
    locationEs: 'Jardín de la Capilla',
  }),
  event(3, 'Reception Lunch', '13:00', 90, { category: 'reception', icon: 'utensils' }),
];
let counter = 100;
export const participation = (
  content: string,
  extra: Partial<TimelineParticipation> = {},
): TimelineParticipation => ({
  id: id(++counter),
  timelineEventId: id(2),
  guestName: 'Carmen',
  participationType: 'message',
  content,
  isApproved: true,
  createdAt: new Date(Date.UTC(2025, 7, 31, 13, counter % 60)).toISOString(),
  ...extra,
});

/** What the fake server holds and how it answers; a test changes it before rendering. */
export interface FakeTimelineServer {
  events: TimelineEvent[];
  stored: TimelineParticipation[];
  /** Every participation the page posted, in order. */
  sent: ParticipationForm[];
  refusal: { status: number; message: string } | undefined;
  /** While set, the server holds its answer to a participation until it settles. */
  holdAnswer: Promise<void> | undefined;
  /** The organizers review messages first: the server answers them unapproved. */
  reviewFirst: boolean;
  /** The wedding's settings fail to load (the venue's Wi-Fi). */
  weddingDown: boolean;
  /** Each photo upload: the presign request's body, then the URL and file of its PUT. */
  uploads: { presigned: unknown; put?: { url: string; body: unknown } }[];
}

/**
 * Before each test of the calling file: Lucía signed in, the connection live, and fetch answered by
 * a fake server holding the day and two messages. After it: real globals and timers, no toasts.
 */
export function fakeTimelineServer(): FakeTimelineServer {
  const server: FakeTimelineServer = {
    events: day,
    stored: [],
    sent: [],
    refusal: undefined,
    holdAnswer: undefined,
    reviewFirst: false,
    weddingDown: false,
    uploads: [],
  };

  beforeEach(() => {
    localStorage.clear();
    resetGuestSessionCache();
    localStorage.setItem(GUEST_STORAGE_KEY, JSON.stringify(createGuestSession('Lucía')));
    connection.status = 'connected';
    server.events = day;
    server.holdAnswer = undefined;
    server.reviewFirst = false;
    server.weddingDown = false;
    server.stored = [participation('Beautiful vows!'), participation('So happy for you')];
    server.sent = [];
    server.refusal = undefined;
    server.uploads = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const ok = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
        if (url === '/api/wedding')
          return server.weddingDown
            ? ok({ message: 'Service Unavailable' }, 503)
            : ok(weddingSettingsFixture);
        if (url === '/api/guest-auth') return ok({ guest: null });
        if (url === '/api/timeline/events') return ok(server.events);
        if (url === '/api/timeline/participations') return ok(server.stored);
        // The photo pipeline: a presigned PUT, then the file straight to storage.
        if (url === '/api/objects/upload' && init?.method === 'POST') {
          server.uploads.push({ presigned: JSON.parse(String(init.body)) });
          return ok({
            uploadURL: `http://localhost/uploads/incoming/upload${server.uploads.length}.jpg?sig=1`,
            key: `incoming/upload${server.uploads.length}.jpg`,
            method: 'PUT',
            headers: { 'content-type': 'image/jpeg' },
            expiresAt: new Date(Date.now() + 60_000).toISOString(),
          });
        }
        if (url.startsWith('http://localhost/uploads/incoming/') && init?.method === 'PUT') {
          server.uploads.at(-1)!.put = { url, body: init.body };
          return new Response(null, { status: 200 });
        }
        const match = /^\/api\/timeline\/([a-f0-9]{24})\/participate$/.exec(url);
        if (match && init?.method === 'POST') {
          const body = JSON.parse(String(init.body)) as ParticipationForm;
          server.sent.push(body);
          await server.holdAnswer;
          if (server.refusal) return ok({ message: server.refusal.message }, server.refusal.status);
          const photo = body.photoUploadURL
            ? {
                url: '/uploads/photos/p/1600.webp',
                thumbUrl: '/uploads/photos/p/480.webp',
                width: 4,
                height: 3,
              }
            : undefined;
          return ok(
            participation(body.content ?? '', {
              ...body,
              ...(photo ? { photo } : {}),
              timelineEventId: match[1],
              guestName: body.guestName ?? '',
              isApproved: !server.reviewFirst || body.participationType === 'reaction',
            } as Partial<TimelineParticipation>),
            201,
          );
        }
        return new Response('{"message":"Not found"}', { status: 404 });
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    connection.status = 'connecting';
    act(() => toast({ title: 'reset' }).dismiss());
  });

  return server;
}

/** Pins the clock (only Date: timers still run, so the page loads normally). */
export function pinClock(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

export const card = (title: string) => screen.getByRole('article', { name: title });
