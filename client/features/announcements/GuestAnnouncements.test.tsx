import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicAnnouncement } from '../../../protocol/announcements';
import { connection } from '../../lib/realtime/connection';
import type { TopicHandlers } from '../../lib/realtime/useTopic';
import { renderWithProviders } from '../../test/render';
import { AnnouncementOverlay, OVERLAY_MS } from './AnnouncementOverlay';
import { GuestAnnouncements } from './GuestAnnouncements';

const live = vi.hoisted(() => ({
  handlers: {} as Record<string, (payload: unknown) => void>,
  resync: undefined as (() => unknown) | undefined,
}));

vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (_topic: string, handlers: TopicHandlers<'notices'>, onResync?: () => unknown) => {
    live.handlers = handlers as Record<string, (payload: unknown) => void>;
    live.resync = onResync;
  },
}));

async function push(notice: PublicAnnouncement) {
  await act(async () => {
    live.handlers['announcement:sent']?.(notice);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const notice = (n: number, minutes = n): PublicAnnouncement => ({
  id: n.toString(16).padStart(24, '0'),
  title: `Notice ${n}`,
  titleEs: '',
  message: `Message ${n}`,
  messageEs: '',
  sentAt: new Date(Date.UTC(2026, 5, 20, 18, minutes)).toISOString(),
});

let serverList: PublicAnnouncement[];

beforeEach(() => {
  localStorage.clear();
  serverList = [];
  connection.status = 'connected';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/notices'
        ? new Response(JSON.stringify(serverList))
        : new Response(JSON.stringify({ message: 'not here' }), { status: 404 }),
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  connection.status = 'connecting';
});

describe('announcements on the home page', () => {
  it('shows a pushed announcement at once as a banner and in the list', async () => {
    serverList = [notice(1)];
    renderWithProviders(<GuestAnnouncements />);
    const list = await screen.findByTestId('announcements-list');
    expect(within(list).getByText('Notice 1')).toBeTruthy();
    await push(notice(2));
    const banner = screen.getByRole('region', { name: 'Announcement' });
    expect(within(banner).getByRole('heading', { name: 'Notice 2' })).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Notice 2', 'Notice 1']);
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it('remembers a dismissal on this device', async () => {
    serverList = [notice(1)];
    const user = userEvent.setup();
    const first = renderWithProviders(<GuestAnnouncements />);
    await user.click(await screen.findByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    first.unmount();
    renderWithProviders(<GuestAnnouncements />);
    await screen.findByTestId('announcements-list');
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    // A new one shows again.
    await push(notice(2));
    expect(screen.getByRole('region', { name: 'Announcement' }).textContent).toContain('Notice 2');
  });

  it('refetches what it missed after a reconnect that could not replay', async () => {
    renderWithProviders(<GuestAnnouncements />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByTestId('announcements-list')).toBeNull();
    serverList = [notice(3)];
    await act(async () => {
      await live.resync?.();
    });
    expect(await screen.findByRole('region', { name: 'Announcement' })).toBeTruthy();
  });
});

describe('before the first announcement', () => {
  it('shows only the notifications setting, so a guest can turn them on ahead of the news', async () => {
    renderWithProviders(<GuestAnnouncements />);
    const section = await screen.findByRole('region', { name: 'Announcements' });
    await within(section).findByRole('group', { name: 'Notifications on this phone' });
    expect(screen.queryByTestId('announcements-list')).toBeNull();
  });
});

describe('in Spanish', () => {
  it('labels the banner, its dismiss button and the list', async () => {
    const { i18n } = await import('../../lib/i18n');
    await i18n.changeLanguage('es');
    try {
      // Not one dismissed by an earlier test (dismissals live in memory as well).
      serverList = [notice(7)];
      renderWithProviders(<GuestAnnouncements />);
      await screen.findByTestId('announcements-list');
      expect(screen.getByRole('heading', { name: 'Anuncios' })).toBeTruthy();
      const banner = screen.getByRole('region', { name: 'Anuncio' });
      expect(within(banner).getByRole('button', { name: 'Cerrar anuncio' })).toBeTruthy();
      expect(screen.getByTestId('announcements-list').textContent).toContain('Enviado');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('the projector overlay', () => {
  it('covers the screen with a pushed announcement for about 15 seconds', async () => {
    serverList = [notice(1)];
    renderWithProviders(<AnnouncementOverlay />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    // What was sent before the screen came up is not replayed over it.
    expect(screen.queryByRole('alert')).toBeNull();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await push(notice(2));
    expect(screen.getByRole('alert', { name: 'Announcement' }).textContent).toContain('Message 2');
    await act(async () => {
      vi.advanceTimersByTime(OVERLAY_MS - 1000);
    });
    expect(screen.queryByRole('alert')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
