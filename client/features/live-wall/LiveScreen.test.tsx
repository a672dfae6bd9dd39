import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicAnnouncement } from '../../../protocol/announcements';
import { connection } from '../../lib/realtime/connection';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { LiveScreen } from './LiveScreen';

const live = vi.hoisted(() => ({ handlers: {} as Record<string, (payload: unknown) => void> }));

vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (_topic: string, handlers: Record<string, (payload: unknown) => void>) => {
    live.handlers = { ...live.handlers, ...handlers };
  },
}));

async function push(event: string, payload: unknown) {
  await act(async () => {
    live.handlers[event]?.(payload);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const notice: PublicAnnouncement = {
  id: 'a'.repeat(24),
  title: 'Cake in five minutes',
  titleEs: '',
  message: 'Gather by the terrace',
  messageEs: '',
  sentAt: '2026-06-20T22:00:00.000Z',
};

beforeEach(() => {
  live.handlers = {};
  connection.status = 'connected';
  connection.everConnected = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (url === '/api/live/screen') return json({ mode: 'moments', rotateSeconds: 30 });
      if (url === '/api/live-wedding-moments') return json([]);
      if (url === '/api/notices') return json([]);
      if (url === '/api/wedding') return json(weddingSettingsFixture);
      if (url === '/api/moderation/wall') return json({ paused: false });
      if (url === '/api/games/leaderboard/podium') return json({ open: false });
      return json({ message: 'not here' }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  connection.status = 'connecting';
  connection.everConnected = false;
});

describe('/live with an announcement on screen', () => {
  it('keeps it up when the screen switches to the leaderboard, once, above it', async () => {
    const { container } = renderWithProviders(<LiveScreen />, { route: '/live' });
    await screen.findByRole('heading', { level: 1, name: 'Live Wedding Moments' });
    await push('announcement:sent', notice);
    expect(screen.getByRole('alert', { name: 'Announcement' }).textContent).toContain(
      'Gather by the terrace',
    );

    await push('live:screen', { mode: 'leaderboard', rotateSeconds: 30 });
    await act(async () => {
      await vi.waitFor(() =>
        expect(container.querySelector('[data-live-shown="leaderboard"]')).not.toBeNull(),
      );
    });
    await screen.findByRole('heading', { level: 1, name: 'Live Leaderboard' });
    expect(screen.getAllByRole('alert', { name: 'Announcement' })).toHaveLength(1);
    expect(screen.getByRole('alert', { name: 'Announcement' }).textContent).toContain(
      'Cake in five minutes',
    );
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});
