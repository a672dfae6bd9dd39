import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Moment, MomentStats } from '../../../protocol/moments';
import { connection } from '../../lib/realtime/connection';
import type { TopicHandlers } from '../../lib/realtime/useTopic';
import { toast } from '../../lib/ui/use-toast';
import { renderWithProviders } from '../../test/render';
import { MomentsSection } from './components/MomentsSection';
import { rememberAuthorToken, resetDeviceRecordsCache } from './device-records';

/** The live topic as the section sees it: the test plays the server's pushes. */
const live = vi.hoisted(() => ({
  handlers: {} as Record<string, (payload: unknown) => void>,
  resync: undefined as (() => void) | undefined,
}));

// This phone's videos (useMyVideos) join their topic on a connection loaded on demand: none here.
vi.mock(
  '../../lib/realtime/socket',
  async () => (await import('../../test/realtime-stub')).realtimeStub,
);
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (_topic: string, handlers: TopicHandlers<'moments'>, onResync?: () => void) => {
    live.handlers = handlers as Record<string, (payload: unknown) => void>;
    live.resync = onResync;
  },
}));

/** Plays one push; React Query tells its observers on the next tick, which `act` waits for. */
function push(event: 'moment:created', payload: Moment): Promise<void>;
function push(event: 'moment:liked', payload: { id: string; likes: number }): Promise<void>;
function push(event: 'moment:deleted', payload: { id: string }): Promise<void>;
function push(event: 'moments:stats', payload: MomentStats): Promise<void>;
async function push(event: string, payload: unknown): Promise<void> {
  await act(async () => {
    live.handlers[event]?.(payload);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

let seq = 0;
function moment(fields: Partial<Moment> = {}): Moment {
  seq += 1;
  const createdAt = new Date(Date.UTC(2025, 7, 31, 18, seq)).toISOString();
  return {
    id: seq.toString(16).padStart(24, '0'),
    guestName: `Guest ${seq}`,
    content: `Moment number ${seq}`,
    momentType: 'text',
    hashtags: [],
    isPublic: true,
    likes: 0,
    createdAt,
    updatedAt: createdAt,
    ...fields,
  };
}

const emptyStats: MomentStats = {
  totalMoments: 0,
  totalLikes: 0,
  recentMoments: 0,
  momentsByType: {},
};

let serverList: Moment[];
let organizer: boolean;
let created: Moment | undefined;

beforeEach(() => {
  localStorage.clear();
  resetDeviceRecordsCache();
  connection.status = 'connected';
  serverList = [];
  organizer = false;
  created = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (url === '/api/live-wedding-moments' && init?.method === 'POST') {
        return json({ ...created, authorToken: 'token-of-this-phone' }, 201);
      }
      if (url === '/api/live-wedding-moments') return json(serverList);
      if (url === '/api/live-wedding-moments/stats') return json(emptyStats);
      if (url === '/api/admin/session') return json({ organizer });
      if (url.startsWith('/api/live-wedding-moments/') && init?.method === 'DELETE') {
        return json({ id: url.split('/').pop() });
      }
      return json({ message: 'unexpected' }, 404);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  connection.status = 'connecting';
  act(() => toast({ title: 'reset' }).dismiss());
});

const feed = () => within(screen.getByRole('list', { name: 'Moments Feed' }));
const cards = () => feed().getAllByRole('article');
const card = (name: string) => within(feed().getByRole('article', { name: `Shared by ${name}` }));

async function renderSection(list: Moment[]) {
  serverList = list;
  const result = renderWithProviders(<MomentsSection />);
  if (list.length) await screen.findByRole('list', { name: 'Moments Feed' });
  else await screen.findByText('No moments yet. Share the first one!');
  return result;
}

describe('pushed moments', () => {
  it('appear at the top of the feed at once, once each', async () => {
    const first = moment();
    await renderSection([first]);
    const fresh = moment({ guestName: 'Marta', content: 'The rings!', hashtags: ['Rings'] });

    await push('moment:created', fresh);
    expect(cards()[0]).toHaveTextContent('The rings!');
    expect(cards()[0]).toHaveTextContent('#Rings');
    await push('moment:created', fresh);
    expect(cards()).toHaveLength(2);
  });

  it("show the author's own moment once, when its push comes after the POST answer", async () => {
    const user = userEvent.setup();
    await renderSection([]);
    created = moment({ guestName: 'Ana', content: 'Just married!' });

    await user.type(screen.getByLabelText(/Your Name/), 'Ana');
    await user.type(screen.getByLabelText(/Your Moment/), 'Just married!');
    await user.click(screen.getByRole('button', { name: 'Share Moment' }));
    await screen.findByRole('list', { name: 'Moments Feed' });
    await push('moment:created', created);

    expect(cards()).toHaveLength(1);
    // The author may delete it: this phone holds its token.
    expect(
      card('Ana').getByRole('button', { name: 'Delete the moment shared by Ana' }),
    ).toBeInTheDocument();
  });

  it('change like counts live, and never back to an older count', async () => {
    const liked = moment({ guestName: 'Leo' });
    await renderSection([liked]);
    await push('moment:liked', { id: liked.id, likes: 3 });
    expect(card('Leo').getByText('3 likes')).toBeInTheDocument();
    await push('moment:liked', { id: liked.id, likes: 2 });
    expect(card('Leo').getByText('3 likes')).toBeInTheDocument();
  });

  it('vanish when deleted anywhere', async () => {
    const staying = moment({ guestName: 'Stay' });
    const leaving = moment({ guestName: 'Leave' });
    await renderSection([leaving, staying]);
    await push('moment:deleted', { id: leaving.id });
    expect(cards()).toHaveLength(1);
    expect(feed().queryByRole('article', { name: 'Shared by Leave' })).not.toBeInTheDocument();
  });

  it('update the four stats cards', async () => {
    await renderSection([]);
    await push('moments:stats', {
      totalMoments: 12,
      totalLikes: 30,
      recentMoments: 5,
      momentsByType: { text: 9, photo: 3 },
    });
    const stats = within(screen.getByRole('list', { name: 'Moment statistics' }));
    const value = (label: string) => stats.getByText(label).closest('li');
    expect(value('Moments')).toHaveTextContent('12');
    expect(value('Likes')).toHaveTextContent('30');
    expect(value('Recent')).toHaveTextContent('5');
    expect(value('Types')).toHaveTextContent('2');
    expect(value('Types')).toHaveTextContent('Text 9 · Photo 3');
  });

  it('are caught up after a reconnection that could not replay them', async () => {
    const kept = moment({ guestName: 'Kept' });
    const deletedMeanwhile = moment({ guestName: 'Gone' });
    await renderSection([deletedMeanwhile, kept]);
    const missed = moment({ guestName: 'Missed' });
    serverList = [missed, kept];

    await act(async () => {
      await live.resync?.();
    });
    await feed().findByRole('article', { name: 'Shared by Missed' });
    expect(cards()).toHaveLength(2);
    expect(feed().queryByRole('article', { name: 'Shared by Gone' })).not.toBeInTheDocument();
  });
});

describe('delete controls', () => {
  it('show only on moments this device shared, and remove them with a toast', async () => {
    const mine = moment({ guestName: 'Me' });
    const theirs = moment({ guestName: 'Them' });
    rememberAuthorToken(mine.id, 'my-token');
    await renderSection([theirs, mine]);

    expect(card('Them').queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await userEvent
      .setup()
      .click(card('Me').getByRole('button', { name: 'Delete the moment shared by Me' }));
    expect(await screen.findByText('Moment Deleted')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    const deleteCall = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect((deleteCall?.[1]?.headers as Record<string, string>)['x-author-token']).toBe('my-token');
  });

  it('show on every moment for an organizer', async () => {
    organizer = true;
    await renderSection([moment({ guestName: 'Them' })]);
    expect(
      await card('Them').findByRole('button', { name: 'Delete the moment shared by Them' }),
    ).toBeInTheDocument();
  });
});
