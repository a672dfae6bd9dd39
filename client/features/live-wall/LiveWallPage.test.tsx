import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryPhoto } from '../../../protocol/gallery';
import type { Moment } from '../../../protocol/moments';
import { connection } from '../../lib/realtime/connection';
import type { TopicHandlers } from '../../lib/realtime/useTopic';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { LiveWallPage, WALL_MOMENTS } from './LiveWallPage';
import { BACK_ONLINE_MS } from './useConnectionMarker';
import { event } from '../timeline/timeline-test-support';

const live = vi.hoisted(() => ({ handlers: {} as Record<string, (payload: unknown) => void> }));

vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (_topic: string, handlers: TopicHandlers<'moments'>) => {
    live.handlers = {
      ...live.handlers,
      ...(handlers as Record<string, (payload: unknown) => void>),
    };
  },
}));

// The wedding's facts go live through the real socket layer (useLazyTopic): stubbed, so that no
// socket's failed connection to the test page's origin overwrites the connection state set here.
vi.mock(
  '../../lib/realtime/socket',
  async () => (await import('../../test/realtime-stub')).realtimeStub,
);

async function push(event: string, payload: unknown) {
  await act(async () => {
    live.handlers[event]?.(payload);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function setConnection(status: 'connected' | 'disconnected') {
  await act(async () => {
    connection.status = status;
    if (status === 'connected') connection.everConnected = true;
  });
}

let seq = 0;
function moment(fields: Partial<Moment> = {}): Moment {
  seq += 1;
  const createdAt = new Date(Date.UTC(2025, 7, 31, 20, 0, seq)).toISOString();
  return {
    id: seq.toString(16).padStart(24, '0'),
    guestName: `Guest ${seq}`,
    content: `Moment ${seq}`,
    momentType: 'text',
    hashtags: [],
    isPublic: true,
    likes: 0,
    createdAt,
    updatedAt: createdAt,
    ...fields,
  };
}

let serverList: Moment[];
let galleryList: GalleryPhoto[];
let wallPaused: boolean;

const theDay = [event(1, 'Ceremony', '09:00', 45), event(2, 'Reception Lunch', '13:00', 90)];

beforeEach(() => {
  serverList = [];
  galleryList = [];
  wallPaused = false;
  connection.status = 'connected';
  connection.everConnected = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (url === '/api/live-wedding-moments') return json(serverList);
      if (url === '/api/live-wedding-moments/stats') {
        return json({
          totalMoments: serverList.length,
          totalLikes: 0,
          recentMoments: 0,
          momentsByType: {},
        });
      }
      if (url === '/api/wedding') return json(weddingSettingsFixture);
      if (url === '/api/moderation/wall') return json({ paused: wallPaused });
      if (url === '/api/gallery-photos') return json(galleryList);
      if (url === '/api/timeline/events') return json(theDay);
      if (url === '/api/live-wall/config')
        return json({ publicUrl: 'https://wedding.example.com' });
      return json({ message: 'not here' }, 404);
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  connection.status = 'connecting';
  connection.everConnected = false;
});

const wallCards = () => screen.queryAllByRole('article');

describe('the projector wall', () => {
  it('shows the newest moments, never more than its few cards, as they are pushed', async () => {
    serverList = Array.from({ length: 8 }, () => moment()).reverse();
    renderWithProviders(<LiveWallPage />, { route: '/live' });
    await screen.findByText('Moment 8');
    expect(wallCards()).toHaveLength(WALL_MOMENTS);

    for (let i = 0; i < 30; i += 1) await push('moment:created', moment({ hashtags: ['Party'] }));
    expect(wallCards()).toHaveLength(WALL_MOMENTS);
    expect(wallCards()[0]).toHaveTextContent(`Moment ${seq}`);
    expect(wallCards()[0]).toHaveTextContent('#Party');
  });

  it('changes like counts live and drops deleted moments', async () => {
    const first = moment({ guestName: 'Ana' });
    const second = moment({ guestName: 'Leo' });
    serverList = [second, first];
    renderWithProviders(<LiveWallPage />, { route: '/live' });
    await screen.findByRole('article', { name: 'Shared by Ana' });

    await push('moment:liked', { id: first.id, likes: 4 });
    expect(screen.getByRole('article', { name: 'Shared by Ana' })).toContainElement(
      screen.getByLabelText('4 likes'),
    );
    await push('moment:deleted', { id: second.id });
    expect(screen.queryByRole('article', { name: 'Shared by Leo' })).not.toBeInTheDocument();
  });

  it('while the organizers pause it, keeps its moments, still drops removed ones, then catches up', async () => {
    const first = moment({ guestName: 'Ana' });
    const second = moment({ guestName: 'Leo' });
    serverList = [second, first];
    wallPaused = true;
    renderWithProviders(<LiveWallPage />, { route: '/live' });
    await screen.findByRole('article', { name: 'Shared by Leo' });
    await vi.waitFor(() => expect(document.querySelector('[data-paused]')).not.toBeNull());

    const third = moment({ guestName: 'Eva' });
    await push('moment:created', third);
    await push('moment:deleted', { id: second.id });
    expect(wallCards().map((card) => card.getAttribute('aria-label'))).toEqual(['Shared by Ana']);

    await push('live:wall', { paused: false });
    expect(wallCards().map((card) => card.getAttribute('aria-label'))).toEqual([
      'Shared by Eva',
      'Shared by Ana',
    ]);
  });

  it('plays a video moment muted, inline and looped, and a gallery clip once in the slideshow', async () => {
    const clip = (id: string) => ({
      url: `/uploads/photos/${id}/video.mp4`,
      posterUrl: `/uploads/photos/${id}/1600.webp`,
      durationSeconds: 12,
    });
    serverList = [
      moment({
        guestName: 'Ana',
        momentType: 'video',
        mediaUrl: '/uploads/photos/m1/1600.webp',
        media: {
          thumbUrl: '/uploads/photos/m1/480.webp',
          width: 1280,
          height: 720,
          animated: false,
          video: clip('m1'),
        },
      }),
    ];
    galleryList = [
      {
        id: 'g1',
        url: '/uploads/photos/g1/1600.webp',
        thumbUrl: '/uploads/photos/g1/480.webp',
        width: 1280,
        height: 720,
        caption: 'The first dance',
        uploaderName: 'Leo',
        video: clip('g1'),
        createdAt: '2025-08-31T20:00:00.000Z',
      },
    ];
    renderWithProviders(<LiveWallPage />, { route: '/live' });
    const card = await screen.findByRole('article', { name: 'Shared by Ana' });
    const film = card.querySelector('video')!;
    expect(film.getAttribute('src')).toBe('/uploads/photos/m1/video.mp4');
    expect([film.autoplay, film.muted, film.loop, film.hasAttribute('playsinline')]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    const slide = await screen.findByLabelText<HTMLVideoElement>('Video by Leo: The first dance');
    expect(slide.getAttribute('src')).toBe('/uploads/photos/g1/video.mp4');
    expect([slide.autoplay, slide.muted, slide.loop]).toEqual([true, true, false]);
  });

  it("invites guests with a QR code of the site's public address", async () => {
    renderWithProviders(<LiveWallPage />, { route: '/live' });
    expect(await screen.findByText('wedding.example.com')).toBeInTheDocument();
    expect(screen.getByTestId('wall-qr')).toHaveAttribute(
      'data-value',
      'https://wedding.example.com/#live-wedding-moments',
    );
    expect(screen.getByText('Share your moments!')).toBeInTheDocument();
  });

  it('shows when the connection is lost and when it is back', async () => {
    renderWithProviders(<LiveWallPage />, { route: '/live' });
    const marker = () => screen.getByRole('status');
    expect(marker()).toHaveTextContent('Live');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await setConnection('disconnected');
    expect(marker()).toHaveTextContent('Connection lost. Reconnecting…');
    await setConnection('connected');
    expect(marker()).toHaveTextContent('Back online');
    await act(async () => {
      vi.advanceTimersByTime(BACK_ONLINE_MS);
    });
    expect(marker()).toHaveTextContent('Live');
  });

  it.each([
    // The wedding (31 August 2025, 9:00 in New York) seen from the projector's clock.
    ['2025-08-20T16:00:00Z', 'Sofia & Daniel · 10 days to go'],
    ['2025-08-30T16:00:00Z', "Sofia & Daniel · Tomorrow's the day!"],
    ['2025-08-31T04:00:00Z', "Sofia & Daniel · Today's the day! The ceremony begins at 9:00 AM"],
    ['2025-08-31T20:00:00Z', "Sofia & Daniel · Today's the day!"],
    ['2025-09-03T16:00:00Z', 'Sofia & Daniel · Married for 3 days'],
    ['2026-08-31T16:00:00Z', 'Sofia & Daniel · Happy 1st Anniversary!'],
  ])('at %s says where the wedding stands beside the couple: %s', async (now, line) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
    renderWithProviders(<LiveWallPage />, { route: '/live' });
    const phase = await screen.findByTestId('wall-phase');
    expect(phase.parentElement).toHaveTextContent(line);
  });

  it('shows the "Now: … / Next: … at …" strip from the timeline, changed live by organizers', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-08-31T13:15:00Z') }); // 9:15 AM
    renderWithProviders(<LiveWallPage />, { route: '/live' });
    const strip = await screen.findByTestId('wall-timeline');
    expect(strip).toHaveTextContent('Now: Ceremony / Next: Reception Lunch at 1:00 PM');

    await push('timeline:events', [
      theDay[0],
      event(3, 'Photos in the Garden', '10:00', 30),
      theDay[1],
    ]);
    expect(screen.getByTestId('wall-timeline')).toHaveTextContent(
      'Now: Ceremony / Next: Photos in the Garden at 10:00 AM',
    );
  });
});
