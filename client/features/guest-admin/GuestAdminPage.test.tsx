import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestStatus } from '../../../protocol/guests';
import { connection } from '../../lib/realtime/connection';
import { renderWithProviders } from '../../test/render';
import { GuestAdminPage } from './GuestAdminPage';

/** The live topic as the page sees it: the test plays the server's pushes. */
const live = vi.hoisted(() => ({
  topic: '' as string,
  handlers: {} as Record<string, (payload: unknown) => void>,
}));
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (topic: string, handlers: Record<string, (payload: unknown) => void>) => {
    live.topic = topic;
    live.handlers = handlers;
  },
}));

async function push(event: string, payload: unknown): Promise<void> {
  await act(async () => {
    live.handlers[event]?.(payload);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const ana: GuestStatus = { id: 'a', firstName: 'Ana', lastName: 'Garcia', isAuthenticated: false };
const ben: GuestStatus = {
  id: 'b',
  firstName: 'Ben',
  lastName: 'Carter',
  isAuthenticated: true,
  lastLoginAt: '2025-08-30T18:05:00.000Z',
};
const cleo: GuestStatus = { id: 'c', firstName: 'Cleo', lastName: 'Diaz', isAuthenticated: false };

let organizer: boolean;
let guests: GuestStatus[];
beforeEach(() => {
  connection.status = 'connected';
  organizer = true;
  guests = [ben, cleo, ana];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (url === '/api/admin/session') return json({ organizer });
      if (url === '/api/guest-list') {
        return organizer
          ? json(guests)
          : json({ message: 'Sign in as an organizer to do this.' }, 401);
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const statValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('/guest-admin', () => {
  it('asks a visitor to sign in as an organizer and shows no guest', async () => {
    organizer = false;
    renderWithProviders(<GuestAdminPage />);
    expect(await screen.findByLabelText(/password/i)).toBeInTheDocument();
    expect(screen.queryByText('Ana Garcia')).not.toBeInTheDocument();
  });

  it('shows the stat cards and each guest’s status and last access', async () => {
    renderWithProviders(<GuestAdminPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Wedding Guest List' }),
    ).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Ana Garcia' });
    expect(statValue('Total Guests')).toBe('3');
    expect(statValue('Authenticated')).toBe('1');
    expect(statValue('Access Rate')).toBe('33%');
    expect(within(rowOf('Ana Garcia')).getByText('Pending')).toBeInTheDocument();
    expect(within(rowOf('Ana Garcia')).getByText('Never')).toBeInTheDocument();
    expect(within(rowOf('Ben Carter')).getByText('Signed In')).toBeInTheDocument();
    expect(
      within(rowOf('Ben Carter')).getByText(
        new Date(ben.lastLoginAt!).toLocaleString('en', {
          dateStyle: 'medium',
          timeStyle: 'short',
        }),
      ),
    ).toBeInTheDocument();
  });

  it('answers 0% with no guests', async () => {
    guests = [];
    renderWithProviders(<GuestAdminPage />);
    expect(await screen.findByText('No guests on the list yet.')).toBeInTheDocument();
    expect(statValue('Access Rate')).toBe('0%');
  });

  it('searches first plus last name, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuestAdminPage />);
    await screen.findByRole('rowheader', { name: 'Ana Garcia' });
    await user.type(screen.getByLabelText('Search guests'), 'a gar');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Ana Garcia',
    ]);
    await user.clear(screen.getByLabelText('Search guests'));
    await user.type(screen.getByLabelText('Search guests'), 'zed');
    expect(screen.getByText('No guests found matching "zed"')).toBeInTheDocument();
  });

  it('flips a row to Signed In when the sign-in is pushed, with no reload', async () => {
    renderWithProviders(<GuestAdminPage />);
    await screen.findByRole('rowheader', { name: 'Ana Garcia' });
    expect(live.topic).toBe('guests');
    const fetches = vi.mocked(fetch).mock.calls.length;

    await push('guests:updated', {
      ...ana,
      isAuthenticated: true,
      lastLoginAt: '2025-08-31T13:00:00.000Z',
    });

    expect(within(rowOf('Ana Garcia')).getByText('Signed In')).toBeInTheDocument();
    expect(statValue('Authenticated')).toBe('2');
    expect(statValue('Access Rate')).toBe('67%');
    expect(vi.mocked(fetch).mock.calls.length).toBe(fetches);
  });

  it('adds and removes rows changed on the admin guest list', async () => {
    renderWithProviders(<GuestAdminPage />);
    await screen.findByRole('rowheader', { name: 'Ana Garcia' });
    await push('guests:deleted', { ids: ['c'] });
    expect(screen.queryByRole('rowheader', { name: 'Cleo Diaz' })).not.toBeInTheDocument();
    expect(statValue('Total Guests')).toBe('2');
  });
});
