import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGuestSession } from '../../../protocol/guest-session';
import type { CreateGuestBookEntryBody, GuestBookEntry } from '../../../protocol/guestbook';
import { connection } from '../../lib/realtime/connection';
import { toast } from '../../lib/ui/use-toast';
import { renderWithProviders } from '../../test/render';
import { GUEST_STORAGE_KEY, resetGuestSessionCache } from '../guest-gate/session';
import { GuestBookSection } from './components/GuestBookSection';

// The live topic is driven by hand: each test pushes events as the server would.
const live = vi.hoisted(() => ({ handlers: {} as Record<string, (payload: unknown) => void> }));
// This phone's videos (useMyVideos) join their topic on a connection loaded on demand: none here.
vi.mock(
  '../../lib/realtime/socket',
  async () => (await import('../../test/realtime-stub')).realtimeStub,
);
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (_topic: string, handlers: Record<string, (payload: unknown) => void>) => {
    live.handlers = handlers;
  },
}));

let stored: GuestBookEntry[];
let sent: CreateGuestBookEntryBody[];
let listFetches: number;
let postStatus: number;
let putFiles: unknown[];
let counter = 0;

function entry(guestName: string, message: string, minutesAgo = 0): GuestBookEntry {
  counter += 1;
  return {
    id: counter.toString(16).padStart(24, '0'),
    guestName,
    message,
    isApproved: true,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  };
}

beforeEach(() => {
  localStorage.clear();
  resetGuestSessionCache();
  connection.status = 'connected';
  stored = [
    entry('Carmen', 'So happy for you both!', 60),
    entry('Ben', 'Congratulations, you two!', 120),
  ];
  sent = [];
  putFiles = [];
  listFetches = 0;
  postStatus = 201;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/guest-book' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as CreateGuestBookEntryBody;
        sent.push(body);
        if (postStatus !== 201)
          return new Response(JSON.stringify({ message: 'Down' }), { status: postStatus });
        const created = entry(body.guestName ?? '', body.message ?? '');
        stored = [created, ...stored];
        return new Response(JSON.stringify(created), { status: 201 });
      }
      if (url === '/api/objects/upload' && init?.method === 'POST') {
        return new Response(
          JSON.stringify({
            uploadURL: 'http://localhost/uploads/incoming/abcdefghijklmnopqrstuvwx.jpg?sig=1',
            key: 'incoming/abcdefghijklmnopqrstuvwx.jpg',
            method: 'PUT',
            headers: { 'content-type': 'image/jpeg' },
            expiresAt: new Date(Date.now() + 60_000).toISOString(),
          }),
          { status: 200 },
        );
      }
      if (url.startsWith('http://localhost/uploads/incoming/') && init?.method === 'PUT') {
        putFiles.push(init.body);
        return new Response(null, { status: 200 });
      }
      if (url === '/api/guest-book') {
        listFetches += 1;
        return new Response(JSON.stringify(stored), { status: 200 });
      }
      return new Response('Not found', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  connection.status = 'connecting';
  act(() => toast({ title: 'reset' }).dismiss());
});

const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));
const entryNames = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('article')
    .map((article) => article.getAttribute('aria-label'));
/** Delivers a live push and lets React Query's batched notification re-render the page. */
async function push(payload: GuestBookEntry) {
  live.handlers['guestbook:entry-added'](payload);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}
const latestEntry = () => screen.getByText('Latest').closest('article');

describe('the guest book form', () => {
  it('refuses a short name and a short message with the exact messages, sending nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuestBookSection />);
    await user.type(screen.getByLabelText(/Your Name/), 'A');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Sign Guest Book' }));

    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/Your Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Your Name/)).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('refuses a bad e-mail and names or messages that are too long; asks for no photo link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuestBookSection />);
    await user.type(screen.getByLabelText(/Your Name/), 'N'.repeat(51));
    await user.type(screen.getByLabelText(/^Email/), 'lucia@');
    await user.click(screen.getByRole('textbox', { name: /^Message/ }));
    await user.paste('m'.repeat(1001));
    expect(screen.queryByRole('textbox', { name: /photo/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Guest Book' }));

    expect(await screen.findByText('Name must be less than 50 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Message must be less than 1000 characters')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('uploads a chosen photo to this site, then the entry names the upload', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuestBookSection />);
    await user.type(screen.getByLabelText(/Your Name/), 'Lucía');
    await user.type(
      screen.getByRole('textbox', { name: /^Message/ }),
      'A photo of the two of you!',
    );
    const photo = new File([new Uint8Array(512).fill(1)], 'us.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText(/Photo or video from your phone/), photo);
    await user.click(screen.getByRole('button', { name: 'Sign Guest Book' }));

    expect(await notifications().findByText('Message Added!')).toBeInTheDocument();
    expect(putFiles).toEqual([photo]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      photoUploadURL: 'http://localhost/uploads/incoming/abcdefghijklmnopqrstuvwx.jpg?sig=1',
    });
    expect(sent[0]!.photoUrl).toBeUndefined();
    expect(screen.queryByText('us.jpg')).not.toBeInTheDocument();
  });

  it("starts with the signed-in guest's name", async () => {
    localStorage.setItem(GUEST_STORAGE_KEY, JSON.stringify(createGuestSession('Lucía')));
    renderWithProviders(<GuestBookSection />);
    expect(screen.getByLabelText(/Your Name/)).toHaveValue('Lucía');
  });

  it('adds the entry on top with the Latest badge, once, even when its live push comes after the answer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuestBookSection />);
    expect(await screen.findByText('2 guests have signed')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Your Name/), 'Lucía');
    await user.type(
      screen.getByRole('textbox', { name: /^Message/ }),
      'Wishing you a lifetime of joy!',
    );
    await user.click(screen.getByRole('button', { name: 'Sign Guest Book' }));

    expect(await notifications().findByText('Message Added!')).toBeInTheDocument();
    expect(sent).toEqual([{ guestName: 'Lucía', message: 'Wishing you a lifetime of joy!' }]);
    await waitFor(() => expect(entryNames()).toEqual(['Lucía', 'Carmen', 'Ben']));
    await push(stored[0]);
    expect(entryNames()).toEqual(['Lucía', 'Carmen', 'Ben']);
    expect(latestEntry()).toHaveAttribute('aria-label', 'Lucía');
    expect(screen.getByText('3 guests have signed')).toBeInTheDocument();
    // The message is cleared for the next note; the name stays.
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
    expect(screen.getByLabelText(/Your Name/)).toHaveValue('Lucía');
  });

  it('keeps what was typed and shows the error toast when the entry cannot be added', async () => {
    postStatus = 500;
    const user = userEvent.setup();
    renderWithProviders(<GuestBookSection />);
    await user.type(screen.getByLabelText(/Your Name/), 'Lucía');
    await user.type(
      screen.getByRole('textbox', { name: /^Message/ }),
      'Wishing you a lifetime of joy!',
    );
    await user.click(screen.getByRole('button', { name: 'Sign Guest Book' }));

    expect(
      await notifications().findByText('Failed to add your message. Please try again.'),
    ).toBeInTheDocument();
    expect(notifications().getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue(
      'Wishing you a lifetime of joy!',
    );
  });
});

describe('the guest book entries', () => {
  it('show newest first, the Latest badge on the newest, and count guests once by name', async () => {
    stored = [entry('ben ', 'Another note from me!', 1), ...stored];
    renderWithProviders(<GuestBookSection />);
    await waitFor(() => expect(entryNames()).toEqual(['ben ', 'Carmen', 'Ben']));
    expect(screen.getAllByText('Latest')).toHaveLength(1);
    expect(latestEntry()).toHaveAttribute('aria-label', 'ben ');
    expect(screen.getByText('2 guests have signed')).toBeInTheDocument();
  });

  it("put another guest's entry on top as soon as it is pushed, without reloading", async () => {
    renderWithProviders(<GuestBookSection />);
    await waitFor(() => expect(entryNames()).toEqual(['Carmen', 'Ben']));
    await push(entry('Diego', 'Felicidades a los dos!'));
    expect(entryNames()).toEqual(['Diego', 'Carmen', 'Ben']);
    expect(latestEntry()).toHaveAttribute('aria-label', 'Diego');
    expect(listFetches).toBe(1);
  });

  it('poll every 10 s only while the live connection is down', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderWithProviders(<GuestBookSection />);
    await waitFor(() => expect(listFetches).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(listFetches).toBe(1);

    await act(async () => {
      connection.status = 'disconnected';
    });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(listFetches).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(listFetches).toBe(3);

    await act(async () => {
      connection.status = 'connected';
    });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(listFetches).toBe(3);
  });
});
